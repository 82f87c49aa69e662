import { describe, expect, it } from 'vitest';
import { areaModules } from '../areas';
import type { BitbucketState } from '../areas/bitbucket/state';
import type { ConfluenceState } from '../areas/confluence/state';
import type { JiraNotificationScheme, JiraState } from '../areas/jira/state';
import type { Person, World } from '../kit';
import { STAGING_ONLY_PERSON } from './staging';
import { createWorld } from './world';

const NOW = '2026-03-15T10:00:00.000Z';
const production = createWorld({ seed: 'orgdesk-demo', scale: 'demo', now: NOW }, areaModules);
const staging = createWorld({ seed: 'orgdesk-staging', scale: 'demo', now: NOW, stagingOf: 'orgdesk-demo' }, areaModules);

const jira = (world: World) => world.areas.jira as JiraState;
const confluence = (world: World) => world.areas.confluence as ConfluenceState;
const hooks = (world: World) => (world.areas.bitbucket as BitbucketState).workspaces.flatMap((workspace) => workspace.hooks);
const schemeNamed = (world: World, name: string): JiraNotificationScheme => {
  const found = jira(world).notificationSchemes.find((scheme) => scheme.name === name);
  if (!found) throw new Error(`no scheme ${name}`);
  return found;
};
const byEmail = (world: World) => new Map(world.people.map((person) => [person.email, person]));
/** A scheme's single-user recipients by e-mail, the way a copy between sites has to match them. */
const userRecipients = (world: World, scheme: JiraNotificationScheme): string[] => {
  const people = new Map(world.people.map((person) => [person.accountId, person]));
  const named = scheme.events.flatMap((event) => event.notifications.filter((n) => n.notificationType === 'User').map((n) => people.get(n.parameter ?? '')?.email ?? `unknown ${n.parameter}`));
  return [...new Set(named)].sort();
};

describe('the staging demo site', () => {
  it('shares most of production’s people by e-mail and display name, each under an account ID of its own', () => {
    const onProduction = byEmail(production);
    const shared = staging.people.filter((person) => onProduction.has(person.email));
    expect(shared.length).toBe(Math.round(production.people.length * 0.6));
    for (const person of shared) {
      const twin = onProduction.get(person.email) as Person;
      expect(person.displayName).toBe(twin.displayName);
      expect(person.accountId).not.toBe(twin.accountId);
    }
    const productionIds = new Set(production.people.map((person) => person.accountId));
    expect(staging.people.filter((person) => productionIds.has(person.accountId))).toEqual([]);
  });

  it('has the admin who signs in on both sites, with the same e-mail', () => {
    const admin = (world: World) => world.people.find((person) => person.accountId === world.adminAccountId);
    expect(admin(staging)?.email).toBe(admin(production)?.email);
    expect(staging.adminAccountId).not.toBe(production.adminAccountId);
  });

  it('has one person production does not know, by e-mail or by name', () => {
    const onlyOnStaging = staging.people.filter((person) => !byEmail(production).has(person.email));
    expect(onlyOnStaging.map((person) => [person.displayName, person.email])).toEqual([[STAGING_ONLY_PERSON.displayName, STAGING_ONLY_PERSON.email]]);
    expect(production.people.some((person) => person.displayName === STAGING_ONLY_PERSON.displayName)).toBe(false);
  });

  it('has two schemes production lacks, naming shared people one by one, and one of them the staging-only person', () => {
    const productionNames = new Set(jira(production).notificationSchemes.map((scheme) => scheme.name));
    const onlyOnStaging = jira(staging).notificationSchemes.filter((scheme) => !productionNames.has(scheme.name));
    expect(onlyOnStaging.map((scheme) => scheme.name).sort()).toEqual(['Incident alerts v2', 'Release notifications (tested)']);
    for (const scheme of onlyOnStaging) {
      const shared = userRecipients(staging, scheme).filter((email) => byEmail(production).has(email));
      expect(shared.length).toBeGreaterThanOrEqual(2);
    }
    expect(userRecipients(staging, schemeNamed(staging, 'Incident alerts v2'))).toContain(STAGING_ONLY_PERSON.email);
    expect(userRecipients(staging, schemeNamed(staging, 'Release notifications (tested)'))).not.toContain(STAGING_ONLY_PERSON.email);
  });

  it('has a scheme named like a production scheme that tells other people', () => {
    const clashing = jira(staging).notificationSchemes.filter((scheme) => scheme.name !== 'Default Notification Scheme' && jira(production).notificationSchemes.some((other) => other.name === scheme.name));
    expect(clashing.map((scheme) => scheme.name)).toEqual(['Platform Notifications']);
    expect(userRecipients(staging, schemeNamed(staging, 'Platform Notifications'))).not.toEqual(userRecipients(production, schemeNamed(production, 'Platform Notifications')));
  });

  it('names as recipients only groups that production has too', () => {
    const productionGroups = new Set(jira(production).groups.map((group) => group.name));
    const named = jira(staging).notificationSchemes.flatMap((scheme) => scheme.events.flatMap((event) => event.notifications.filter((n) => n.notificationType === 'Group').map((n) => n.parameter)));
    expect(named.length).toBeGreaterThan(0);
    for (const group of named) expect(productionGroups).toContain(group);
  });

  it('has a site template production lacks, and spaces under production’s keys', () => {
    const siteTemplates = (world: World) => Object.values(confluence(world).templates).filter((template) => template.spaceKey === null).map((template) => template.name);
    expect(siteTemplates(staging).filter((name) => !siteTemplates(production).includes(name))).toEqual(['Post-incident review']);
    const keys = (world: World) => Object.values(confluence(world).spaces).map((space) => space.key).sort();
    expect(keys(staging).filter((key) => keys(production).includes(key)).length).toBeGreaterThanOrEqual(5);
  });

  it('has webhooks to production’s addresses and one to an address only staging uses', () => {
    const productionUrls = new Set(hooks(production).map((hook) => hook.url));
    expect(hooks(staging).filter((hook) => productionUrls.has(hook.url)).map((hook) => hook.description)).toEqual(['CI builds', 'Release notes']);
    expect(hooks(staging).filter((hook) => !productionUrls.has(hook.url)).length).toBeGreaterThanOrEqual(1);
    expect((staging.areas.bitbucket as BitbucketState).workspaces.map((workspace) => workspace.slug)).toEqual(['orgdesk-staging']);
  });

  it('is the same world from the same spec, and says whose staging site it is', () => {
    const again = createWorld({ seed: 'orgdesk-staging', scale: 'demo', now: NOW, stagingOf: 'orgdesk-demo' }, areaModules);
    expect(JSON.stringify(again)).toBe(JSON.stringify(staging));
    expect(staging.stagingOf).toBe('orgdesk-demo');
    expect('stagingOf' in production).toBe(false);
  });
});
