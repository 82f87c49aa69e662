import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRequests } from '../../api/testing/sandbox-session';
import type { JiraState } from '../../sandbox/areas/jira';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from './sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  // A connection set to Jira's v2 API: every channel must reach the v2 paths.
  env = await startCoreOnSandbox({ jiraApiVersion: '2' });
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;
const project = () => {
  const first = jira().projects[0];
  if (!first) throw new Error('no project');
  return first;
};
const lastPath = () => recordedRequests(env.sandbox.recordFile).at(-1)?.path;

describe('jira channels', () => {
  it('lists versions through the connection’s API version', async () => {
    const { versions } = await env.ok('jira.versions.list', { connectionId: env.connectionId, projectIdOrKey: project().key });
    expect(versions.length).toBe(jira().versions.filter((version) => version.projectId === project().id).length);
    expect(lastPath()).toBe(`/rest/api/2/project/${project().key}/versions`);
  });

  it('records version creation and a merge in Activity by name', async () => {
    const created = await env.ok('jira.versions.create', { connectionId: env.connectionId, projectId: String(project().id), name: 'Channel test' });
    expect((await env.activity('jira.versions.create'))[0]).toMatchObject({
      target: `Version “Channel test” in project ${project().id}`,
      outcome: 'success',
    });
    const other = jira().versions.find((version) => version.projectId === project().id && String(version.id) !== created.id);
    if (!other) throw new Error('no other version');
    await env.ok('jira.versions.update', { connectionId: env.connectionId, versionId: created.id, changes: { description: 'Short-lived' } });
    expect((await env.activity('jira.versions.update'))[0]).toMatchObject({ target: 'Version “Channel test”', outcome: 'success' });
    const counts = await env.ok('jira.versions.countRelatedIssues', { connectionId: env.connectionId, versionId: created.id });
    expect(counts).toEqual({ fixed: 0, affected: 0, inCustomFields: 0, customFields: [] });
    expect(await env.ok('jira.versions.merge', { connectionId: env.connectionId, versionId: created.id, intoVersionId: String(other.id) })).toEqual({ merged: true });
    expect((await env.activity('jira.versions.merge'))[0]).toMatchObject({
      target: `Version “Channel test” merged into “${other.name}” (fix versions only)`,
      outcome: 'success',
    });
    expect(await env.fail('jira.versions.get', { connectionId: env.connectionId, versionId: created.id })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves notification schemes a page at a time', async () => {
    const first = await env.ok('jira.notificationSchemes.list', { connectionId: env.connectionId, maxResults: 2 });
    expect(first).toMatchObject({ startAt: 0, maxResults: 2, total: jira().notificationSchemes.length, nextStartAt: 2 });
    const second = await env.ok('jira.notificationSchemes.list', { connectionId: env.connectionId, startAt: 2, maxResults: 2 });
    expect(second.items.map((scheme) => scheme.id)).not.toContain(first.items[0]?.id);
    expect(lastPath()).toBe('/rest/api/2/notificationscheme');
  });

  it('refuses more than 1,000 notifications at the contract, logging the attempt as changing nothing', async () => {
    const recipients = Array.from({ length: 600 }, () => ({ type: 'Reporter' as const }));
    const failure = await env.fail('jira.notificationSchemes.create', {connectionId: env.connectionId, 
      name: 'Too big',
      events: [
        { eventId: '1', notifications: recipients },
        { eventId: '2', notifications: recipients },
      ],
    });
    expect(failure.code).toBe('VALIDATION');
    expect(failure.fields?.[0]?.message).toMatch(/at most 1,000 notifications at a time; this change has 1,200/);
    expect(await env.activity('jira.notificationSchemes.create')).toMatchObject([{ outcome: 'failure', target: 'Nothing was changed' }]);
  });

  it('names the removed recipient, its event and its scheme in Activity', async () => {
    const { id } = await env.ok('jira.notificationSchemes.create', {connectionId: env.connectionId, 
      name: 'Channel scheme',
      events: [{ eventId: '1', notifications: [{ type: 'Reporter' }] }],
    });
    await env.ok('jira.notificationSchemes.update', { connectionId: env.connectionId, schemeId: id, description: 'For the channel tests' });
    expect(await env.ok('jira.notifications.add', { connectionId: env.connectionId, schemeId: id, events: [{ eventId: '2', notifications: [{ type: 'AllWatchers' }] }] })).toEqual({
      added: 1,
    });
    expect((await env.activity('jira.notificationSchemes.update'))[0]?.target).toBe('Notification scheme “Channel scheme”: description “” → “For the channel tests”');
    expect((await env.activity('jira.notifications.add'))[0]?.target).toBe('Recipients added to notification scheme “Channel scheme”');
    const scheme = await env.ok('jira.notificationSchemes.get', { connectionId: env.connectionId, schemeId: id });
    const notification = scheme.events?.[0]?.notifications[0];
    if (!notification) throw new Error('the scheme has no notification');
    await env.ok('jira.notifications.remove', { connectionId: env.connectionId, schemeId: id, notificationId: notification.id });
    expect((await env.activity('jira.notifications.remove'))[0]).toMatchObject({
      target: `Recipient “Reporter” of “${scheme.events?.[0]?.eventName}” in notification scheme “Channel scheme”`,
      outcome: 'success',
    });
    await env.ok('jira.notificationSchemes.delete', { connectionId: env.connectionId, schemeId: id });
    expect((await env.activity('jira.notificationSchemes.delete'))[0]?.target).toBe('Notification scheme “Channel scheme”');
  });

  it('returns user search results with the fields the Users screen merges', async () => {
    const page = await env.ok('jira.users.search', { connectionId: env.connectionId, query: 'a', maxResults: 3 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const user of page.items) {
      expect(Object.keys(user).sort()).toEqual(['accountId', 'accountType', 'active', 'avatarUrl', 'displayName', 'emailAddress']);
    }
    expect(await env.fail('jira.users.search', { connectionId: env.connectionId, query: 'a', accountId: 'x' })).toMatchObject({ code: 'VALIDATION' });
  });

  it('never shows the site token or other credentials in any output or in the activity file', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
