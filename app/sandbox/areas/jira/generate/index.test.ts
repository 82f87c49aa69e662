import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';

describe('Jira world generation', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const one = createHarness('demo', 'seed-a').state;
    const again = createHarness('demo', 'seed-a').state;
    const other = createHarness('demo', 'seed-b').state;
    expect(JSON.stringify(again)).toBe(JSON.stringify(one));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(one));
  });

  it('gives the demo five projects, about 250 issues and a mixed release history', () => {
    const { state } = createHarness();
    expect(state.projects.map((project) => project.key)).toEqual(['PLAT', 'MOB', 'OPS', 'WEB', 'SEC']);
    expect(state.issues.length).toBeGreaterThanOrEqual(225);
    expect(state.issues.length).toBeLessThanOrEqual(275);
    for (const project of state.projects) {
      const versions = state.versions.filter((version) => version.projectId === project.id);
      expect(versions.some((version) => version.archived)).toBe(true);
      expect(versions.some((version) => version.released)).toBe(true);
      expect(versions.some((version) => !version.released)).toBe(true);
      expect(versions.some((version) => version.releaseDate === undefined)).toBe(true);
    }
    expect(state.issues.some((issue) => issue.resolution === null)).toBe(true);
    expect(state.issues.some((issue) => issue.resolution !== null)).toBe(true);
  });

  it('points every issue only at versions of its own project', () => {
    const { state } = createHarness();
    const projectOfVersion = new Map(state.versions.map((version) => [version.id, version.projectId]));
    for (const issue of state.issues) {
      const referenced = [...issue.fixVersionIds, ...issue.affectedVersionIds, ...Object.values(issue.versionFieldValues).flat()];
      expect(referenced.every((id) => projectOfVersion.get(id) === issue.projectId)).toBe(true);
    }
  });

  it('seeds shared, orphaned and oversized notification schemes', () => {
    const { state } = createHarness();
    const users = (schemeId: number) => state.projects.filter((project) => project.notificationSchemeId === schemeId).length;
    expect(users(state.defaultNotificationSchemeId)).toBeGreaterThan(0);
    expect(state.notificationSchemes.some((scheme) => users(scheme.id) > 1)).toBe(true);
    const orphans = state.notificationSchemes.filter((scheme) => users(scheme.id) === 0);
    expect(orphans.map((scheme) => scheme.name)).toEqual(['Quiet Notifications', 'Executive Escalations', 'Legacy Scheme (unused)']);
    const sizes = state.notificationSchemes.map((scheme) => scheme.events.reduce((sum, event) => sum + event.notifications.length, 0));
    expect(Math.max(...sizes)).toBe(1200);
    expect(state.issueEvents.some((event) => event.templateEventId !== undefined)).toBe(true);
    const ids = state.notificationSchemes.flatMap((scheme) => scheme.events.flatMap((event) => event.notifications.map((n) => n.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeLessThan(state.nextIds.notification);
  });

  it('gives every project role members, every group people and most issues someone to notify', () => {
    const { state, world } = createHarness();
    for (const project of state.projects) {
      const actors = state.roleActors.filter((entry) => entry.projectId === project.id);
      expect(actors.map((entry) => entry.roleId).sort()).toEqual(state.projectRoles.map((role) => role.id).sort());
    }
    const known = new Set(world.people.map((person) => person.accountId));
    expect(state.groups.every((group) => group.memberAccountIds.length >= 3 && group.memberAccountIds.every((id) => known.has(id)))).toBe(true);
    expect(state.issues.some((issue) => issue.restricted)).toBe(true);
    expect(state.issues.filter((issue) => issue.watcherAccountIds.length > 0).length).toBeGreaterThan(state.issues.length / 3);
  });

  it('scales to 500 notification schemes with unique names in the large world, one of 2,500 notifications', () => {
    const { state } = createHarness('large');
    expect(state.notificationSchemes).toHaveLength(500);
    const sizes = state.notificationSchemes.map((scheme) => scheme.events.reduce((sum, event) => sum + event.notifications.length, 0));
    expect(Math.max(...sizes)).toBe(2500);
    expect(new Set(state.notificationSchemes.map((scheme) => scheme.name.toLowerCase())).size).toBe(500);
    expect(state.projects.length).toBeGreaterThan(4);
    expect(new Set(state.projects.map((project) => project.key)).size).toBe(state.projects.length);
  });
});
