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

  it('gives the demo four projects, about 200 issues and a mixed release history', () => {
    const { state } = createHarness();
    expect(state.projects.map((project) => project.key)).toEqual(['PLAT', 'MOB', 'OPS', 'WEB']);
    expect(state.issues.length).toBeGreaterThanOrEqual(180);
    expect(state.issues.length).toBeLessThanOrEqual(220);
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

  it('shares the default notification scheme between most projects', () => {
    const { state } = createHarness();
    const onDefault = state.projects.filter((project) => project.notificationSchemeId === state.defaultNotificationSchemeId);
    expect(onDefault.length).toBeGreaterThan(state.projects.length / 2);
    expect(state.notificationSchemes.length).toBeGreaterThanOrEqual(5);
    const ids = state.notificationSchemes.flatMap((scheme) => scheme.events.flatMap((event) => event.notifications.map((n) => n.id)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeLessThan(state.nextIds.notification);
  });

  it('scales to 500 notification schemes with unique names in the large world', () => {
    const { state } = createHarness('large');
    expect(state.notificationSchemes).toHaveLength(500);
    expect(new Set(state.notificationSchemes.map((scheme) => scheme.name.toLowerCase())).size).toBe(500);
    expect(state.projects.length).toBeGreaterThan(4);
    expect(new Set(state.projects.map((project) => project.key)).size).toBe(state.projects.length);
  });
});
