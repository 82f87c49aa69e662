import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../../../api/testing/sandbox-session';
import { noChanges, schemeFingerprint, stageAdd, stageRemove, type PendingChanges } from '../../../contract/jira/scheme-changes';
import { schemeIdNamed, startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { applySchemeChanges } from './apply-changes';
import { readScheme } from './read-scheme';
import { undoSchemeChange } from './undo-change';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

describe('staged scheme edits', () => {
  it('applies additions in one request and removals one each, and Undo restores exactly', async () => {
    const schemeId = schemeIdNamed(env.jira(), 'Platform Notifications');
    const original = env.recipientsInWorld(schemeId);
    const scheme = await readScheme(env.api, schemeId);
    const [created, updated] = scheme.events;
    if (!created || !updated) throw new Error('the scheme needs two events');
    let changes: PendingChanges = noChanges();
    changes = stageAdd(scheme, changes, { eventId: created.eventId, recipient: { type: 'Group', parameter: 'finance' }, words: 'Group: finance' });
    changes = stageAdd(scheme, changes, { eventId: '10001', recipient: { type: 'ProjectLead', parameter: null }, words: 'Project lead' });
    changes = stageRemove(changes, { eventId: created.eventId, notificationId: created.notifications[0]?.id ?? '' });
    changes = stageRemove(changes, { eventId: updated.eventId, notificationId: updated.notifications[0]?.id ?? '' });

    const mark = env.mark();
    const result = await applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(scheme), changes });
    expect(result.outcome).toBe('applied');
    if (result.outcome !== 'applied') return;
    expect(result.verified).toBe(true);
    expect(result.requests).toBe(3);
    expect(env.sentSince(mark, 'PUT')).toHaveLength(1);
    expect(env.sentSince(mark, 'DELETE')).toHaveLength(2);
    const now = env.recipientsInWorld(schemeId);
    expect(now[created.eventId]).toContain('Group:finance');
    expect(now['10001']).toEqual(['ProjectLead']);

    const undone = await undoSchemeChange(env.api, { schemeId, before: result.before, after: result.after });
    expect(undone).toMatchObject({ outcome: 'applied', restored: true });
    expect(env.recipientsInWorld(schemeId)).toEqual(original);
  });

  it('sends 1,200 additions in two requests of at most 1,000', async () => {
    const schemeId = schemeIdNamed(env.jira(), 'Quiet Notifications');
    const big = await readScheme(env.api, schemeIdNamed(env.jira(), 'Security Audit Notifications'));
    const quiet = await readScheme(env.api, schemeId);
    let changes = noChanges();
    for (const event of big.events) {
      for (const notification of event.notifications) {
        changes = stageAdd(quiet, changes, {
          eventId: event.eventId,
          recipient: { type: notification.type as 'Reporter', parameter: notification.parameter },
          words: notification.recipient,
        });
      }
    }
    expect(changes.add.length).toBeGreaterThan(1000);
    const mark = env.mark();
    const result = await applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(quiet), changes });
    expect(result).toMatchObject({ outcome: 'applied', verified: true, requests: 2 });
    const puts = env.sentSince(mark, 'PUT').map((exchange) => exchange.requestBody as { notificationSchemeEvents: { notifications: unknown[] }[] });
    expect(puts.map((body) => body.notificationSchemeEvents.reduce((sum, event) => sum + event.notifications.length, 0))).toEqual([
      1000,
      changes.add.length - 1000,
    ]);
  });

  it('sends nothing when the scheme changed since it was loaded, and says what fits no more', async () => {
    const schemeId = schemeIdNamed(env.jira(), 'Executive Escalations');
    const scheme = await readScheme(env.api, schemeId);
    const [event] = scheme.events;
    const victim = event?.notifications[0];
    if (!event || !victim) throw new Error('no recipient to remove');
    const changes = stageRemove(noChanges(), { eventId: event.eventId, notificationId: victim.id });
    // Someone else removes the same recipient in Jira meanwhile.
    await env.sandbox.call('jira', 'DELETE', `/rest/api/3/notificationscheme/${schemeId}/notification/${victim.id}`);
    const mark = env.mark();
    const result = await applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(scheme), changes });
    expect(result).toMatchObject({ outcome: 'changed-meanwhile', problems: ['A recipient you chose to remove is no longer in the scheme.'] });
    expect(env.sentSince(mark).filter((exchange) => exchange.method !== 'GET')).toEqual([]);
  });

  it('refuses a group that no longer exists and an event that was removed, changing nothing', async () => {
    const schemeId = schemeIdNamed(env.jira(), 'Executive Escalations');
    const scheme = await readScheme(env.api, schemeId);
    const before = env.recipientsInWorld(schemeId);
    const ghost = stageAdd(scheme, noChanges(), { eventId: '1', recipient: { type: 'Group', parameter: 'ops-oncall-2019' }, words: 'Group: ops-oncall-2019' });
    const refused = await failureOf(applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(scheme), changes: ghost }));
    expect(refused).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/Group: ops-oncall-2019 \(the group no longer exists\).*Nothing was changed/) });

    // An event this scheme does not use is deleted in Jira after the admin staged recipients for it.
    env.jira().issueEvents = env.jira().issueEvents.filter((event) => event.id !== 10001);
    const toGone = stageAdd(scheme, noChanges(), { eventId: '10001', recipient: { type: 'Reporter', parameter: null }, words: 'Reporter' });
    const gone = await failureOf(applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(scheme), changes: toGone }));
    expect(gone.message).toMatch(/event you added recipients to no longer exists/);
    expect(env.recipientsInWorld(schemeId)).toEqual(before);
  });

  it('will not undo over a later edit, and says what changed since', async () => {
    const schemeId = schemeIdNamed(env.jira(), 'Platform Notifications');
    const scheme = await readScheme(env.api, schemeId);
    const changes = stageAdd(scheme, noChanges(), { eventId: '1', recipient: { type: 'Group', parameter: 'support-leads' }, words: 'Group: support-leads' });
    const result = await applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(scheme), changes });
    if (result.outcome !== 'applied') throw new Error('the change did not apply');
    const later = stageAdd(result.after, noChanges(), { eventId: '2', recipient: { type: 'Group', parameter: 'finance' }, words: 'Group: finance' });
    await applySchemeChanges(env.api, { schemeId, basedOn: schemeFingerprint(result.after), changes: later });
    const undone = await undoSchemeChange(env.api, { schemeId, before: result.before, after: result.after });
    expect(undone.outcome).toBe('changed-meanwhile');
    // It says what differs: the event changed since, as the change left it and as it is now.
    if (undone.outcome !== 'changed-meanwhile') return;
    expect(undone.problems[1]).toMatch(/^Your change left .+\. Now: .*Group: finance.*\.$/);
    expect(undone.problems[1]).not.toContain('support-leads');
    expect(env.recipientsInWorld(schemeId)['1']).toContain('Group:support-leads');
  });
});
