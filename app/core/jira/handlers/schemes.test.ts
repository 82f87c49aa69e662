import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanDeletePhrase } from '../../../contract/jira/orphans';
import { ORPHAN_PREVIEW_ACTION } from '../schemes/orphan-cleanup';
import { stageAdd, noChanges, stageRemove } from '../../../contract/jira/scheme-changes';
import type { JiraState } from '../../../sandbox/areas/jira';
import type { Channel, Input, Output } from '../../../contract/channels';
import { JsonFileSettingsStore } from '../../settings/json-file-settings-store';
import { createTestCore } from '../../test-support';
import { startUsersEnv, type UsersEnv } from '../../testing/users-env.test-support';

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv();
});
afterAll(() => env.close());

const jira = () => env.sandbox.world.areas.jira as JiraState;
/** Who a scheme notifies of what, as the sandbox holds it. */
const recipientLinesOf = (id: string) =>
  jira()
    .notificationSchemes.find((scheme) => String(scheme.id) === id)
    ?.events.flatMap((event) => event.notifications.map((n) => `${event.eventId}|${n.notificationType}|${n.parameter ?? ''}`))
    .sort();
const schemeId = (name: string) => String(jira().notificationSchemes.find((scheme) => scheme.name === name)?.id);

describe('notification scheme channels', () => {
  it('lists every scheme with its projects, the default one marked', async () => {
    const { schemes } = await env.ok('jira.notificationSchemes.listWithUsage', { connectionId: env.connectionId });
    expect(schemes).toHaveLength(jira().notificationSchemes.length);
    expect(schemes.find((scheme) => scheme.isDefault)?.name).toBe('Default Notification Scheme');
    expect(schemes.find((scheme) => scheme.name === 'Platform Notifications')?.projects.length).toBe(2);
  });

  it('applies a staged edit and undoes it, each in Activity with what changed', async () => {
    const id = schemeId('Platform Notifications');
    const detail = await env.ok('jira.notificationSchemes.open', { connectionId: env.connectionId, schemeId: id });
    expect(detail.events.length).toBeGreaterThanOrEqual(17);
    const first = detail.scheme.events[0];
    if (!first?.notifications[0]) throw new Error('no recipient');
    let changes = stageRemove(noChanges(), { eventId: first.eventId, notificationId: first.notifications[0].id });
    changes = stageAdd(detail.scheme, changes, { eventId: first.eventId, recipient: { type: 'Group', parameter: 'finance' }, words: 'Group: finance' });
    const applied = await env.ok('jira.notificationSchemes.updateRecipients', { connectionId: env.connectionId, schemeId: id, basedOn: detail.fingerprint, changes });
    if (applied.outcome !== 'applied') throw new Error(`not applied: ${applied.outcome}`);
    expect(applied).toMatchObject({ verified: true, requests: 2 });
    const logged = (await env.activity('jira.notificationSchemes.updateRecipients'))[0];
    expect(logged).toMatchObject({ outcome: 'success', target: expect.stringContaining('Notification scheme “Platform Notifications”: 1 recipient added, 1 removed. Before: ') });
    expect(logged?.target).toContain(`${first.eventName}: `);
    expect(logged?.target).toMatch(/After: .*Group: finance/);
    const undone = await env.ok('jira.notificationSchemes.restoreRecipients', { connectionId: env.connectionId, undoId: applied.undoId ?? '' });
    expect(undone).toMatchObject({ outcome: 'applied', restored: true });
    expect((await env.activity('jira.notificationSchemes.restoreRecipients'))[0]).toMatchObject({ outcome: 'success' });
    // An undo is spent once used.
    expect(await env.fail('jira.notificationSchemes.restoreRecipients', { connectionId: env.connectionId, undoId: applied.undoId ?? '' })).toMatchObject({ code: 'CONFLICT', message: 'This change was already undone.' });
    expect(await env.ok('jira.notificationSchemes.getUndo', { connectionId: env.connectionId, schemeId: id })).toEqual({ undo: null });
  });

  it('undoes an edit after Orgdesk starts again on the same data folder, and offers it to the scheme’s screen', async () => {
    const id = schemeId('Quiet Notifications');
    const detail = await env.ok('jira.notificationSchemes.open', { connectionId: env.connectionId, schemeId: id });
    const original = recipientLinesOf(id);
    const changes = stageAdd(detail.scheme, noChanges(), { eventId: '1', recipient: { type: 'Group', parameter: 'finance' }, words: 'Group: finance' });
    const applied = await env.ok('jira.notificationSchemes.updateRecipients', { connectionId: env.connectionId, schemeId: id, basedOn: detail.fingerprint, changes });
    if (applied.outcome !== 'applied') throw new Error(`not applied: ${applied.outcome}`);

    // The same data folder and keychain, a new core: what a restart of Orgdesk is.
    const dataDir = env.testCore.dataDir;
    const restarted = await createTestCore({ dataDir, settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')), secretStore: env.testCore.secrets });
    try {
      const call = async <C extends Channel>(channel: C, input: Input<C>) => {
        const result = await restarted.core.dispatch(channel, input);
        if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
        return result.data as Output<C>;
      };
      const offered = await call('jira.notificationSchemes.getUndo', { connectionId: env.connectionId, schemeId: id });
      expect(offered.undo).toMatchObject({ undoId: applied.undoId, before: applied.before, after: applied.after });
      const undone = await call('jira.notificationSchemes.restoreRecipients', { connectionId: env.connectionId, undoId: applied.undoId ?? '' });
      expect(undone).toMatchObject({ outcome: 'applied', restored: true });
      expect(recipientLinesOf(id)).toEqual(original);
      expect(await call('jira.notificationSchemes.getUndo', { connectionId: env.connectionId, schemeId: id })).toEqual({ undo: null });
    } finally {
      await restarted.cleanup();
    }
  });

  it('answers a stale apply with the current scheme and logs that nothing was sent', async () => {
    const id = schemeId('Quiet Notifications');
    const detail = await env.ok('jira.notificationSchemes.open', { connectionId: env.connectionId, schemeId: id });
    const changes = stageAdd(detail.scheme, noChanges(), { eventId: '2', recipient: { type: 'Reporter', parameter: null }, words: 'Reporter' });
    const stale = await env.ok('jira.notificationSchemes.updateRecipients', { connectionId: env.connectionId, schemeId: id, basedOn: '0000000000000000', changes });
    expect(stale.outcome).toBe('changed-meanwhile');
    expect((await env.activity('jira.notificationSchemes.updateRecipients'))[0]).toMatchObject({ outcome: 'failure', errorMessage: expect.stringMatching(/Nothing was sent/) });
  });

  it('refuses a duplicate name, deleting a scheme in use, and comparing a scheme with itself', async () => {
    expect(await env.fail('jira.notificationSchemes.create', { connectionId: env.connectionId, name: 'quiet notifications' })).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'name' }] });
    const used = await env.fail('jira.notificationSchemes.delete', { connectionId: env.connectionId, schemeId: schemeId('Platform Notifications') });
    expect(used).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/used by 2 projects/) });
    expect((await env.activity('jira.notificationSchemes.delete'))[0]).toMatchObject({ target: 'Notification scheme “Platform Notifications”', outcome: 'failure' });
    const same = schemeId('Quiet Notifications');
    expect(await env.fail('jira.notificationSchemes.getComparison', { connectionId: env.connectionId, leftId: same, rightId: same })).toMatchObject({ code: 'VALIDATION' });
  });

  it('creates, renames and copies a scheme, naming each in Activity', async () => {
    const { id } = await env.ok('jira.notificationSchemes.create', { connectionId: env.connectionId, name: 'Release desk', description: 'For the release desk' });
    await env.ok('jira.notificationSchemes.update', { connectionId: env.connectionId, schemeId: id, name: 'Release desk (EU)' });
    expect((await env.activity('jira.notificationSchemes.update'))[0]?.target).toBe('Notification scheme “Release desk”: name “Release desk” → “Release desk (EU)”');
    const copy = await env.ok('jira.notificationSchemes.createCopy', { connectionId: env.connectionId, schemeId: schemeId('Security Audit Notifications'), name: 'Audit copy' });
    expect(copy).toMatchObject({ notifications: 1200, writeRequests: 2, verified: true });
    expect((await env.activity('jira.notificationSchemes.createCopy'))[0]?.target).toBe('Notification scheme “Security Audit Notifications” copied as “Audit copy”');
  });

  it('records each orphan clean-up preview in Activity as "Preview only", naming the schemes, and deletes nothing', async () => {
    const { schemes } = await env.ok('jira.orphanSchemes.list', { connectionId: env.connectionId });
    const used = schemeId('Platform Notifications');
    const schemesBefore = structuredClone(jira().notificationSchemes);

    await env.ok('jira.orphanSchemes.plan', { connectionId: env.connectionId, schemeIds: [...schemes.map((scheme) => scheme.id), used] });

    const [preview, ...others] = await env.activity(ORPHAN_PREVIEW_ACTION);
    expect(others).toEqual([]);
    const named = schemes.map((scheme) => `Notification scheme “${scheme.name}”`);
    const listed = named.length > 5 ? `${named.slice(0, 5).join('; ')} and ${named.length - 5} more` : named.join('; ');
    expect(preview).toMatchObject({
      outcome: 'dry-run',
      connectionId: env.connectionId,
      errorMessage: null,
      target: `Would delete ${schemes.length} orphaned notification scheme${schemes.length === 1 ? '' : 's'}, and leave 1 selected one alone: ${listed}`,
    });
    expect((await env.ok('app.activity.list', { outcome: 'dry-run' })).entries[0]).toEqual(preview);
    expect(jira().notificationSchemes).toEqual(schemesBefore);
    expect(await env.activity('Delete notification scheme')).toEqual([]);
  });

  it('refuses a clean-up when a project took up one of its schemes since the preview, and deletes nothing', async () => {
    const { schemes } = await env.ok('jira.orphanSchemes.list', { connectionId: env.connectionId });
    const ids = schemes.map((scheme) => scheme.id);
    const plan = await env.ok('jira.orphanSchemes.plan', { connectionId: env.connectionId, schemeIds: ids });
    const project = jira().projects[0];
    if (!project || ids[0] === undefined) throw new Error('the demo world has no project or no orphaned scheme');
    const before = project.notificationSchemeId;
    project.notificationSchemeId = Number(ids[0]);
    try {
      const refused = await env.fail('jira.orphanSchemes.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
      expect(refused).toMatchObject({ code: 'CONFLICT', message: `1 of the ${ids.length} schemes was taken up by a project since the preview. Run the preview again.` });
      expect(jira().notificationSchemes.filter((scheme) => ids.includes(String(scheme.id)))).toHaveLength(ids.length);
    } finally {
      project.notificationSchemeId = before;
    }
  });

  it('cleans up orphans: a plan (the preview), then the typed phrase, with the same outcomes', async () => {
    const { schemes } = await env.ok('jira.orphanSchemes.list', { connectionId: env.connectionId });
    const ids = schemes.map((scheme) => scheme.id);
    expect(ids.length).toBeGreaterThan(0);
    const csv = await env.ok('jira.orphanSchemes.exportCsv', { connectionId: env.connectionId });
    expect(csv.rows).toBe(ids.length);
    const used = schemeId('Platform Notifications');
    const plan = await env.ok('jira.orphanSchemes.plan', { connectionId: env.connectionId, schemeIds: [...ids, used] });
    expect(plan.items.find((item) => item.schemeId === used)).toMatchObject({ action: 'skip', reason: expect.stringMatching(/A project uses it/) });
    expect(plan.confirmationPhrase).toBe(orphanDeletePhrase(ids.length));
    expect(jira().notificationSchemes.filter((scheme) => ids.includes(String(scheme.id)))).toHaveLength(ids.length);
    expect(await env.fail('jira.orphanSchemes.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'yes' })).toMatchObject({ code: 'VALIDATION' });
    const { jobId } = await env.ok('jira.orphanSchemes.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
    await env.finished(jobId);
    const done = (await env.ok('app.jobOutcomes.list', { jobId })).outcomes;
    const expected = { delete: 'done', skip: 'skipped' } as const;
    expect(done.map((outcome) => [outcome.key, outcome.status])).toEqual(plan.items.map((item) => [item.schemeId, expected[item.action]]));
    expect(jira().notificationSchemes.filter((scheme) => ids.includes(String(scheme.id)))).toEqual([]);
    expect((await env.activity('Delete notification scheme')).length).toBe(ids.length);
    expect((await env.activity('jira.orphanSchemes.start'))[0]?.target).toBe(`Clean-up of ${ids.length} orphaned notification schemes`);
  });

  it('names the scheme a project uses, with every event of the site', async () => {
    const answer = await env.ok('jira.projectNotificationSchemes.get', { connectionId: env.connectionId, projectKey: 'OPS' });
    expect(answer.scheme.name).toBe('IT Operations Notifications');
    expect(answer.events.map((event) => event.id)).toEqual(jira().issueEvents.map((event) => String(event.id)));
    expect(await env.fail('jira.projectNotificationSchemes.get', { connectionId: env.connectionId, projectKey: 'NOPE' })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resolves who an event reaches', async () => {
    const result = await env.ok('jira.notifiedPeople.list', { connectionId: env.connectionId, projectKey: 'OPS', eventId: '1' });
    expect(result.scheme.name).toBe('IT Operations Notifications');
    expect(result.recipients.find((entry) => entry.recipient === 'Group: ops-oncall-2019')?.unresolved).toMatch(/no longer exists/);
  });

  it('names the project lead as Jira has it, for an event that notifies the lead', async () => {
    const project = jira().projects.find((candidate) => candidate.key === 'PLAT');
    const scheme = jira().notificationSchemes.find((candidate) => candidate.id === project?.notificationSchemeId);
    const event = scheme?.events.find((candidate) => candidate.notifications.some((n) => n.notificationType === 'ProjectLead'));
    if (!project || !event) throw new Error('PLAT’s scheme needs an event that notifies the project lead');
    const lead = env.sandbox.world.people.find((person) => person.accountId === project.leadAccountId);

    const result = await env.ok('jira.notifiedPeople.list', { connectionId: env.connectionId, projectKey: 'PLAT', eventId: String(event.eventId) });
    expect(result.recipients.find((entry) => entry.recipient === 'Project lead')).toEqual({ recipient: 'Project lead', people: 1, unresolved: null });
    expect(result.people.find((person) => person.accountId === project.leadAccountId)).toMatchObject({ displayName: lead?.displayName, via: expect.arrayContaining(['Project lead']) });
  });

  it('refuses more than 1,000 notifications at the contract, logging the attempt as changing nothing', async () => {
    const recipients = Array.from({ length: 600 }, () => ({ type: 'Reporter' as const }));
    const failure = await env.fail('jira.notificationSchemes.create', {
      connectionId: env.connectionId,
      name: 'Too big',
      events: [
        { eventId: '1', notifications: recipients },
        { eventId: '2', notifications: recipients },
      ],
    });
    expect(failure.code).toBe('VALIDATION');
    expect(failure.fields?.[0]?.message).toMatch(/at most 1,000 notifications at a time; this change has 1,200/);
    expect((await env.activity('jira.notificationSchemes.create'))[0]).toMatchObject({ outcome: 'failure', target: 'Nothing was changed' });
  });

  it('names the scheme and what changed in Activity', async () => {
    const { id } = await env.ok('jira.notificationSchemes.create', {
      connectionId: env.connectionId,
      name: 'Channel scheme',
      events: [{ eventId: '1', notifications: [{ type: 'Reporter' }] }],
    });
    await env.ok('jira.notificationSchemes.update', { connectionId: env.connectionId, schemeId: id, description: 'For the channel tests' });
    expect((await env.activity('jira.notificationSchemes.update'))[0]?.target).toBe('Notification scheme “Channel scheme”: description “” → “For the channel tests”');
    await env.ok('jira.notificationSchemes.delete', { connectionId: env.connectionId, schemeId: id });
    expect((await env.activity('jira.notificationSchemes.delete'))[0]?.target).toBe('Notification scheme “Channel scheme”');
  });
});
