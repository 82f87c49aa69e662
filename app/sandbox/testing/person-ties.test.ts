import { describe, expect, it } from 'vitest';
import { areaModules } from '../areas';
import { OFFBOARDING_PAGES } from '../areas/confluence/data/seed-offboarding';
import type { ConfluenceState } from '../areas/confluence/state';
import { OFFBOARDING_JIRA } from '../areas/jira/generate/seed-offboarding';
import { offboardingCast, OFFBOARDING_NAMES } from '../data/offboarding-cast';
import { createWorld } from '../data/world';
import { personTies } from './person-ties';

const NOW = '2026-03-02T10:00:00.000Z';
const DAY = 86_400_000;

function castOf(seed: string, scale: 'demo' | 'large' = 'demo') {
  const world = createWorld({ seed, scale, now: NOW }, areaModules);
  const cast = offboardingCast(world.people);
  if (!cast) throw new Error(`no offboarding cast for seed ${seed}`);
  return { world, cast };
}

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe.each(['e2e', 'users-e2e', 'orgdesk'])('the demo leavers of seed %s', (seed) => {
  const { world, cast } = castOf(seed);

  it('names the cast plainly, each a different active person, beside a deactivated one', () => {
    expect([cast.leaver, cast.scimLeaver, cast.successor, cast.blockedSuccessor].map((person) => person.displayName)).toEqual(Object.values(OFFBOARDING_NAMES));
    expect(new Set([cast.leaver, cast.scimLeaver, cast.successor, cast.blockedSuccessor, cast.deactivated].map((person) => person.accountId)).size).toBe(5);
    expect(cast.deactivated.status).toBe('inactive');
  });

  it('ties the leaver to every case: owned pages in two spaces and a blog post, restrictions, pages only they can edit, a space only they administer', () => {
    const ties = personTies(world, cast.leaver.accountId);
    const owned = ties.ownedContent;
    expect(new Set(owned.filter((item) => item.kind === 'page').map((item) => item.spaceKey))).toEqual(expect.objectContaining(new Set(['SAL', 'ENG'])));
    expect(titles(owned)).toEqual(expect.arrayContaining([OFFBOARDING_PAGES.playbook, OFFBOARDING_PAGES.sharedRestrictions, OFFBOARDING_PAGES.editBesideGroup, OFFBOARDING_PAGES.handoff]));
    expect(owned.filter((item) => item.kind === 'blogpost').map((item) => item.title)).toContain(OFFBOARDING_PAGES.blogPost);

    const named = new Map(ties.namedInRestrictions.map((item) => [item.title, item.operations]));
    expect(named.get(OFFBOARDING_PAGES.sharedRestrictions)).toEqual(['read', 'update']);
    expect(named.get(OFFBOARDING_PAGES.namedInViewOnly)).toEqual(['read']);
    expect(named.get(OFFBOARDING_PAGES.editBesideGroup)).toEqual(['update']);
    expect(titles(ties.onlyEditorOf)).toEqual(expect.arrayContaining([OFFBOARDING_PAGES.onlyEditor, OFFBOARDING_PAGES.onlyActiveEditor, OFFBOARDING_PAGES.onlyEditorNotOwner]));
    expect(titles(ties.onlyEditorOf)).not.toContain(OFFBOARDING_PAGES.sharedRestrictions);
    expect(titles(ties.onlyEditorOf)).not.toContain(OFFBOARDING_PAGES.editBesideGroup);
    expect(ties.soleAdminOf.map((space) => space.key)).toEqual(['SAL']);
  });

  it('names the leaver in a scheme projects use, alone on one event of another, leading a project, with three tokens, and free to deactivate', () => {
    const ties = personTies(world, cast.leaver.accountId);
    const schemes = new Map(ties.notificationSchemes.map((scheme) => [scheme.name, scheme]));
    expect(schemes.get(OFFBOARDING_JIRA.sharedScheme)).toMatchObject({ events: [...OFFBOARDING_JIRA.sharedEvents], soleRecipientOf: [], projectKeys: ['PLAT', 'MOB'] });
    expect(schemes.get(OFFBOARDING_JIRA.soleRecipientScheme)).toMatchObject({ soleRecipientOf: [OFFBOARDING_JIRA.soleRecipientEvent], projectKeys: ['OPS'] });
    expect(ties.ledProjects.map((project) => project.key)).toContain(OFFBOARDING_JIRA.ledProjectKey);
    expect(ties.tokens).toHaveLength(3);
    const now = Date.parse(world.now);
    expect(ties.tokens.filter((token) => token.lastAccess !== null && now - Date.parse(token.lastAccess) < 7 * DAY)).toHaveLength(1);
    expect(ties.tokens.filter((token) => token.lastAccess === null)).toHaveLength(1);
    expect(ties.deactivation).toEqual({ allowed: true });
  });

  it('leaves the SCIM-managed leaver with a page and a scheme to hand over, while deactivation is refused', () => {
    const ties = personTies(world, cast.scimLeaver.accountId);
    expect(titles(ties.ownedContent)).toContain(OFFBOARDING_PAGES.scimLeaverPage);
    expect(ties.notificationSchemes.map((scheme) => scheme.name)).toContain(OFFBOARDING_JIRA.sharedScheme);
    expect(ties.deactivation).toEqual({ allowed: false, reason: 'externalDirectory.scim' });
  });

  it('lets the good successor view every space the leaver has pages in, and keeps the other out of Sales', () => {
    const state = world.areas.confluence as ConfluenceState;
    const reads = (spaceKey: string, accountId: string) => {
      const space = Object.values(state.spaces).find((candidate) => candidate.key === spaceKey);
      const groups = new Set(Object.values(state.groups).filter((group) => group.memberIds.includes(accountId)).map((group) => group.id));
      return (space?.permissions ?? []).some(
        (grant) => grant.operation.key === 'read' && grant.operation.targetType === 'space' && (grant.principal.type === 'user' ? grant.principal.id === accountId : groups.has(grant.principal.id)),
      );
    };
    for (const key of ['SAL', 'ENG']) expect(reads(key, cast.successor.accountId)).toBe(true);
    expect(reads('ENG', cast.blockedSuccessor.accountId)).toBe(true);
    expect(reads('SAL', cast.blockedSuccessor.accountId)).toBe(false);
    expect(personTies(world, cast.deactivated.accountId).deactivation).toMatchObject({ allowed: false });
  });
});

describe('the leaver of the large world', () => {
  it('is tied to hundreds of pages, a few only they can edit, several schemes, projects and tokens', () => {
    const { world, cast } = castOf('bench', 'large');
    const ties = personTies(world, cast.leaver.accountId);
    expect(ties.ownedContent.length).toBeGreaterThan(200);
    expect(ties.namedInRestrictions.length).toBeGreaterThan(50);
    expect(ties.onlyEditorOf.length).toBeGreaterThanOrEqual(5);
    expect(ties.soleAdminOf.map((space) => space.key)).toEqual(['SAL']);
    expect(ties.notificationSchemes.length).toBeGreaterThan(5);
    expect(ties.ledProjects.length).toBeGreaterThan(2);
    expect(ties.tokens).toHaveLength(3);
  });
});
