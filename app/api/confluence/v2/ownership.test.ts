import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confluenceArea } from '../../../sandbox/areas/confluence';
import { OFFBOARDING_PAGES } from '../../../sandbox/areas/confluence/data/seed-offboarding';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { offboardingCast, type OffboardingCast } from '../../../sandbox/data/offboarding-cast';
import { startRecordedSandbox, type RecordedSandbox } from '../../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../../testing/sandbox-session';
import { listBlogPostsInSpace } from './blogposts';
import { HANDOVER_VERSION_MESSAGE, transferOwnership } from './ownership';
import { listPagesInSpace } from './pages';
import { listSpacePermissions } from './spaces';

let sandbox: RecordedSandbox;
let cast: OffboardingCast;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo', modules: [confluenceArea] });
  const found = offboardingCast(sandbox.world.people);
  if (!found) throw new Error('the demo has no offboarding cast');
  cast = found;
});
afterAll(() => sandbox.close());

const state = () => sandbox.world.areas.confluence as ConfluenceState;
const sales = () => {
  const space = Object.values(state().spaces).find((candidate) => candidate.key === OFFBOARDING_PAGES.salesSpaceKey);
  if (!space) throw new Error('no Sales space');
  return space;
};
const contentTitled = (title: string) => {
  const content = Object.values(state().contents).find((candidate) => candidate.versions.at(-1)?.title === title);
  if (!content) throw new Error(`no content titled ${title}`);
  return content;
};

describe('what a leaver owns in a space', () => {
  it('lists the pages of a space with their owners, and its blog posts with their authors', async () => {
    const api = sandboxSession(sandbox);
    const pages = await listPagesInSpace(api, { spaceId: sales().id });
    const owned = pages.items.filter((page) => page.ownerId === cast.leaver.accountId).map((page) => page.title);
    expect(owned).toEqual(expect.arrayContaining(['Sales Home', OFFBOARDING_PAGES.playbook, OFFBOARDING_PAGES.onlyEditor]));
    expect(pages.items.find((page) => page.title === OFFBOARDING_PAGES.scimLeaverPage)?.ownerId).toBe(cast.scimLeaver.accountId);

    const posts = await listBlogPostsInSpace(api, { spaceId: sales().id });
    expect(posts).toMatchObject({ nextCursor: null, items: [{ title: OFFBOARDING_PAGES.blogPost, authorId: cast.leaver.accountId, status: 'current', spaceId: sales().id }] });
    expect(new URLSearchParams(recordedRequests(sandbox.recordFile).at(-1)?.query).get('limit')).toBe('250');
  });

  it('pages through a space’s blog posts with the cursor, oldest first by default', async () => {
    const api = sandboxSession(sandbox);
    const eng = Object.values(state().spaces).find((space) => space.key === 'ENG');
    if (!eng) throw new Error('no ENG space');
    const expected = Object.values(state().contents).filter((content) => content.type === 'blogpost' && content.spaceId === eng.id && content.status === 'current').map((post) => post.id);
    expect(expected.length).toBeGreaterThan(1);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listBlogPostsInSpace(api, { spaceId: eng.id }, { cursor, pageSize: 1 });
      seen.push(...page.items.map((post) => post.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect((await failureOf(listBlogPostsInSpace(api, { spaceId: '999999999' }))).code).toBe('NOT_FOUND');
  });

  it('tells who administers a space: the leaver alone holds administer on Sales, no group does', async () => {
    const grants = (await listSpacePermissions(sandboxSession(sandbox), sales().id)).items;
    const administer = grants.filter((grant) => grant.operation.key === 'administer' && grant.operation.targetType === 'space');
    expect(administer.map((grant) => grant.principal)).toEqual([{ type: 'user', id: cast.leaver.accountId }]);
    expect(grants).toContainEqual(expect.objectContaining({ principal: { type: 'user', id: cast.successor.accountId }, operation: { key: 'read', targetType: 'space' } }));
    expect(grants.some((grant) => grant.principal.id === cast.blockedSuccessor.accountId)).toBe(false);
  });
});

describe('handing over a page', () => {
  it('saves the page unchanged as its next version with the new owner', async () => {
    const page = contentTitled(OFFBOARDING_PAGES.playbook);
    const before = page.versions.at(-1);
    const saved = await transferOwnership(sandboxSession(sandbox), { kind: 'page', id: page.id }, cast.successor.accountId);
    expect(saved).toMatchObject({ id: page.id, title: OFFBOARDING_PAGES.playbook, ownerId: cast.successor.accountId, version: { number: (before?.number ?? 0) + 1, message: HANDOVER_VERSION_MESSAGE } });
    const after = state().contents[page.id];
    expect(after?.ownerId).toBe(cast.successor.accountId);
    expect(after?.versions.at(-1)).toMatchObject({ title: before?.title, message: HANDOVER_VERSION_MESSAGE });
    expect(recordedRequests(sandbox.recordFile).at(-1)).toMatchObject({ method: 'PUT', requestBody: { id: page.id, status: 'current', ownerId: cast.successor.accountId } });
  });

  it('refuses an owner Confluence does not know and leaves the page as it was', async () => {
    const page = contentTitled(OFFBOARDING_PAGES.sharedRestrictions);
    const versions = page.versions.length;
    const failure = await failureOf(transferOwnership(sandboxSession(sandbox), { kind: 'page', id: page.id }, '557058:00000000-0000-0000-0000-000000000000'));
    expect(failure).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(state().contents[page.id]).toMatchObject({ ownerId: cast.leaver.accountId });
    expect(state().contents[page.id]?.versions).toHaveLength(versions);
  });

  it('refuses a blog post without asking Confluence, saying why', async () => {
    const post = contentTitled(OFFBOARDING_PAGES.blogPost);
    const asked = recordedRequests(sandbox.recordFile).length;
    const failure = await failureOf(transferOwnership(sandboxSession(sandbox), { kind: 'blogpost', id: post.id }, cast.successor.accountId));
    expect(failure).toMatchObject({ code: 'VALIDATION', reason: 'blogpost.noOwner', message: expect.stringContaining('blog post') });
    expect(recordedRequests(sandbox.recordFile)).toHaveLength(asked);
  });

  it('every exchange fitted the reduced spec', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
