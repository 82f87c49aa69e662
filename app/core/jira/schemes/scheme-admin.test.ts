import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../api/testing/sandbox-session';
import { schemeIdNamed, startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { compareSchemes } from './compare-schemes';
import { copyScheme } from './copy-scheme';
import { deleteUnusedScheme } from './delete-scheme';
import { findOrphanedSchemes } from './orphans';
import { listSchemesWithUsage } from './scheme-catalog';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

const byId = (ids: readonly string[]) => Promise.resolve(ids.map((id) => `project ${id}`));

describe('scheme list with usage', () => {
  it('gives every scheme its projects and marks the default one', async () => {
    const schemes = await listSchemesWithUsage(env.api);
    expect(schemes).toHaveLength(env.jira().notificationSchemes.length);
    const platform = schemes.find((scheme) => scheme.name === 'Platform Notifications');
    expect(platform?.projectIds.sort()).toEqual(
      env.jira().projects.filter((project) => String(project.notificationSchemeId) === platform?.id).map((project) => String(project.id)).sort(),
    );
    expect(platform?.projectIds.length).toBeGreaterThan(1);
    expect(schemes.filter((scheme) => scheme.isDefault).map((scheme) => scheme.id)).toEqual([String(env.jira().defaultNotificationSchemeId)]);
  });
});

describe('copy', () => {
  it('copies a 1,200-recipient scheme in two writes and reads back the same recipients', async () => {
    const sourceId = schemeIdNamed(env.jira(), 'Security Audit Notifications');
    const mark = env.mark();
    const copy = await copyScheme(env.api, { schemeId: sourceId, name: 'Security Audit Notifications (copy)' });
    expect(copy).toMatchObject({ notifications: 1200, writeRequests: 2, leftOut: [], verified: true, incomplete: null });
    expect(env.sentSince(mark, 'POST')).toHaveLength(1);
    expect(env.sentSince(mark, 'PUT')).toHaveLength(1);
    expect(env.recipientsInWorld(copy.id)).toEqual(env.recipientsInWorld(sourceId));
  });

  it('leaves out recipients Jira would refuse, and says which', async () => {
    const copy = await copyScheme(env.api, { schemeId: schemeIdNamed(env.jira(), 'IT Operations Notifications'), name: 'Ops copy' });
    expect(copy.verified).toBe(true);
    expect(copy.leftOut).toEqual([
      { eventName: 'Issue Created', recipient: 'Group: ops-oncall-2019', reason: 'the group no longer exists' },
      { eventName: 'Issue Reopened', recipient: 'Group: ops-oncall-2019', reason: 'the group no longer exists' },
    ]);
  });

  it('refuses a name already taken in other letters, sending nothing', async () => {
    const mark = env.mark();
    const failure = await failureOf(copyScheme(env.api, { schemeId: schemeIdNamed(env.jira(), 'Quiet Notifications'), name: '  platform NOTIFICATIONS ' }));
    expect(failure).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/“Platform Notifications” already exists/) });
    expect(env.sentSince(mark, 'POST')).toEqual([]);
  });
});

describe('compare', () => {
  it('says per event who only one side notifies and who both do', async () => {
    const left = schemeIdNamed(env.jira(), 'Default Notification Scheme');
    const right = schemeIdNamed(env.jira(), 'Quiet Notifications');
    const comparison = await compareSchemes(env.api, left, right);
    const created = comparison.rows.find((row) => row.eventId === '1');
    expect(created).toEqual({ eventId: '1', eventName: 'Issue Created', onlyLeft: ['Reporter', 'Watchers'], onlyRight: [], both: ['Assignee'] });
    const updated = comparison.rows.find((row) => row.eventId === '2');
    expect(updated).toMatchObject({ onlyLeft: ['Assignee', 'Reporter', 'Watchers'], both: [] });
    expect(comparison.differences).toBe(comparison.rows.reduce((sum, row) => sum + row.onlyLeft.length + row.onlyRight.length, 0));
  });
});

describe('delete', () => {
  it('refuses while projects use the scheme, naming them, and refuses the default', async () => {
    const platform = schemeIdNamed(env.jira(), 'Platform Notifications');
    const mark = env.mark();
    const used = await failureOf(deleteUnusedScheme(env.api, platform, byId));
    const users = env.jira().projects.filter((project) => String(project.notificationSchemeId) === platform);
    expect(used).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`used by ${users.length} projects: ${users.map((p) => `project ${p.id}`).join(', ')}`) });
    const fallback = await failureOf(deleteUnusedScheme(env.api, String(env.jira().defaultNotificationSchemeId), byId));
    expect(fallback.message).toMatch(/default scheme/);
    expect(env.sentSince(mark, 'DELETE')).toEqual([]);
  });

  it('deletes a scheme no project uses', async () => {
    const legacy = schemeIdNamed(env.jira(), 'Legacy Scheme (unused)');
    await deleteUnusedScheme(env.api, legacy, byId);
    expect(env.jira().notificationSchemes.some((scheme) => String(scheme.id) === legacy)).toBe(false);
  });
});

describe('orphans', () => {
  it('finds the schemes no project uses, never the default', async () => {
    const orphans = await findOrphanedSchemes(env.api);
    const used = new Set(env.jira().projects.map((project) => String(project.notificationSchemeId)));
    const expected = env.jira().notificationSchemes.filter((scheme) => !used.has(String(scheme.id)) && scheme.id !== env.jira().defaultNotificationSchemeId);
    expect(orphans.map((scheme) => scheme.name).sort()).toEqual(expected.map((scheme) => scheme.name).sort());
    expect(orphans.map((scheme) => scheme.name)).toContain('Executive Escalations');
  });
});
