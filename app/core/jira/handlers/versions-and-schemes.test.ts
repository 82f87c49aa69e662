import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRequests } from '../../../api/testing/sandbox-session';
import type { JiraState } from '../../../sandbox/areas/jira';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

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
    expect(await env.ok('jira.versions.merge', { connectionId: env.connectionId, versionId: created.id, intoVersionId: String(other.id) })).toEqual({ merged: true });
    expect((await env.activity('jira.versions.merge'))[0]).toMatchObject({
      target: `Version “Channel test” merged into “${other.name}” (fix versions only)`,
      outcome: 'success',
    });
    const { versions } = await env.ok('jira.versions.list', { connectionId: env.connectionId, projectIdOrKey: project().key });
    expect(versions.map((version) => version.id)).not.toContain(created.id);
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

  it('names the scheme and what changed in Activity', async () => {
    const { id } = await env.ok('jira.notificationSchemes.create', {connectionId: env.connectionId, 
      name: 'Channel scheme',
      events: [{ eventId: '1', notifications: [{ type: 'Reporter' }] }],
    });
    await env.ok('jira.notificationSchemes.update', { connectionId: env.connectionId, schemeId: id, description: 'For the channel tests' });
    expect((await env.activity('jira.notificationSchemes.update'))[0]?.target).toBe('Notification scheme “Channel scheme”: description “” → “For the channel tests”');
    await env.ok('jira.notificationSchemes.delete', { connectionId: env.connectionId, schemeId: id });
    expect((await env.activity('jira.notificationSchemes.delete'))[0]?.target).toBe('Notification scheme “Channel scheme”');
  });

  it('never shows the site token or other credentials in any output or in the activity file', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
