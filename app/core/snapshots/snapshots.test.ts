import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshotFile, snapshotText, type SnapshotFile } from '../../contract/snapshots/format';
import type { Comparison } from '../../contract/snapshots/snapshots.channels';
import type { BitbucketState } from '../../sandbox/areas/bitbucket/state';
import type { ConfluenceState } from '../../sandbox/areas/confluence/state';
import type { JiraState } from '../../sandbox/areas/jira/state';
import { startCoreOnSandbox, type CoreOnSandbox } from '../testing/sandbox-core.test-support';
import { waitFor } from './snapshots.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const connectionId = () => env.connectionId;
const world = () => env.sandbox.world;
const jira = () => world().areas.jira as JiraState;
const confluence = () => world().areas.confluence as ConfluenceState;
const bitbucket = () => world().areas.bitbucket as BitbucketState;
/** The workspace the connection names: the snapshot takes its webhooks. */
const workspace = () => {
  const found = bitbucket().workspaces.find((candidate) => candidate.slug === env.sandbox.credentials.bitbucket.workspace);
  if (!found) throw new Error('the connection names no workspace of the sandbox');
  return found;
};

/** Whether the admin may view a page: a page restricted away from them is in no list Confluence gives. */
function adminCanView(read: { userIds: string[]; groupIds: string[] }): boolean {
  const admin = world().adminAccountId;
  if (read.userIds.length + read.groupIds.length === 0 || read.userIds.includes(admin)) return true;
  return read.groupIds.some((groupId) => confluence().groups[groupId]?.memberIds.includes(admin));
}

/** The space with the most pages restricted on their own that the admin can see: the snapshot takes its restrictions. */
function restrictedSpace(): { key: string; pageIds: string[] } {
  const bySpace = new Map<string, string[]>();
  for (const content of Object.values(confluence().contents)) {
    if (content.type !== 'page' || content.status !== 'current') continue;
    const { read, update } = content.restrictions;
    if (!adminCanView(read)) continue;
    if (read.userIds.length + read.groupIds.length + update.userIds.length + update.groupIds.length === 0) continue;
    bySpace.set(content.spaceId, [...(bySpace.get(content.spaceId) ?? []), content.id]);
  }
  const [spaceId, pageIds] = [...bySpace].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const space = confluence().spaces[spaceId];
  if (!space) throw new Error('the demo has no restricted pages');
  return { key: space.key, pageIds };
}

async function take(label: string, spaceKeys: string[]): Promise<SnapshotFile> {
  const known = new Set((await env.ok('snapshots.snapshots.list', { connectionId: connectionId() })).snapshots.map((summary) => summary.id));
  const { jobId } = await env.ok('snapshots.snapshot.create', { connectionId: connectionId(), label, spaceKeys });
  await env.jobDone(jobId);
  // The file is written once every part is read; the list shows it then.
  const listed = await waitFor(async () => (await env.ok('snapshots.snapshots.list', { connectionId: connectionId() })).snapshots.find((summary) => summary.label === label && !known.has(summary.id)) ?? null);
  const read = readSnapshotFile(await readFile(join(env.dataDir, 'snapshots', `${listed.id}.json`), 'utf8'));
  if (!read.ok) throw new Error(read.problem);
  return read.snapshot;
}

async function compare(baseId: string, otherId: string | null = null): Promise<{ jobId: string; comparison: Comparison }> {
  const { jobId } = await env.ok('snapshots.comparison.start', { connectionId: connectionId(), baseId, otherId });
  await env.jobDone(jobId);
  return { jobId, comparison: await env.ok('snapshots.comparison.get', { connectionId: connectionId(), jobId }) };
}

const recipientsOf = (schemeId: number) =>
  (jira().notificationSchemes.find((scheme) => scheme.id === schemeId)?.events ?? [])
    .flatMap((event) => event.notifications.map((notification) => `${event.eventId}|${notification.notificationType}|${notification.parameter ?? ''}`))
    .sort();

describe('configuration snapshots', () => {
  it('takes a snapshot that reads back as the world it was taken from', async () => {
    const space = restrictedSpace();
    const snapshot = await take('Round trip', [space.key]);
    expect(snapshot.gaps).toEqual([]);
    expect(snapshot.schemes.map((scheme) => scheme.id).sort()).toEqual(jira().notificationSchemes.map((scheme) => String(scheme.id)).sort());
    for (const scheme of snapshot.schemes) {
      const recipients = scheme.events.flatMap((event) => event.recipients.map((recipient) => `${event.id}|${recipient.type}|${recipient.parameter ?? ''}`)).sort();
      expect(recipients).toEqual(recipientsOf(Number(scheme.id)));
    }
    expect(snapshot.restrictions.map((page) => page.pageId).sort()).toEqual([...space.pageIds].sort());
    const { hooks } = workspace();
    expect(snapshot.webhooks.map((hook) => hook.url).sort()).toEqual(hooks.map((hook) => hook.url).sort());
    expect(snapshot.webhooks.filter((hook) => hook.hasSecret).length).toBe(hooks.filter((hook) => hook.secret !== null).length);
    // No secret is ever written, only whether one is set.
    const text = await readFile(join(env.dataDir, 'snapshots', `${snapshot.id}.json`), 'utf8');
    for (const hook of hooks) if (hook.secret) expect(text).not.toContain(hook.secret);
    // People named by scheme recipients carry their name and (where Jira shows it) e-mail, so the snapshot means something on another site.
    const named = new Set(snapshot.schemes.flatMap((scheme) => scheme.events.flatMap((event) => event.recipients.filter((r) => r.type === 'User').map((r) => r.parameter ?? ''))));
    const people = snapshot.people.filter((person) => named.has(person.accountId));
    expect(people.length).toBe(named.size);
    for (const person of people) expect(person.name).not.toBe(person.accountId);
    expect(people.filter((person) => person.email?.includes('@')).length).toBeGreaterThan(people.length / 2);
    // Taken again with nothing changed, the text is the same but for its id and time.
    const again = await take('Round trip', [space.key]);
    const { comparison } = await compare(snapshot.id, again.id);
    expect(comparison.changes).toEqual([]);
  });

  it('shows exactly what changed since, puts it back, and undoes the put back', async () => {
    const space = restrictedSpace();
    const snapshot = await take('Before the changes', [space.key]);
    // Three changes made elsewhere: a recipient removed, a page opened up, a webhook paused.
    const scheme = jira().notificationSchemes.find((candidate) => candidate.events.some((event) => event.notifications.length > 1));
    const event = scheme?.events.find((candidate) => candidate.notifications.length > 1);
    if (!scheme || !event) throw new Error('no scheme with two recipients on one event');
    const schemeBefore = recipientsOf(scheme.id);
    event.notifications.pop();
    const pageId = space.pageIds[0] ?? '';
    const page = confluence().contents[pageId];
    if (!page) throw new Error('no restricted page');
    const pageBefore = structuredClone(page.restrictions);
    page.restrictions = { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };
    const hook = workspace().hooks.find((candidate) => candidate.active);
    if (!hook) throw new Error('no active webhook');
    hook.active = false;

    const { jobId: comparisonId, comparison } = await compare(snapshot.id);
    expect(comparison.crossSite).toBe(false);
    expect(comparison.changes.map((change) => [change.kind, change.state])).toEqual([
      ['scheme', 'changed'],
      ['restriction', 'removed'],
      ['webhook', 'changed'],
    ]);
    expect(comparison.changes.find((change) => change.kind === 'webhook')?.lines).toEqual(['Active: yes → no']);

    const keys = comparison.changes.map((change) => change.key);
    const plan = await env.ok('snapshots.apply.plan', { connectionId: connectionId(), comparisonId, keys });
    expect(plan.mode).toBe('restore');
    expect(plan.refused).toEqual([]);
    expect(plan.phrase).toBe('RESTORE 3 ITEMS');
    const refused = await env.fail('snapshots.apply.start', { connectionId: connectionId(), planId: plan.planId, confirmation: 'restore' });
    expect(refused.message).toBe('Type RESTORE 3 ITEMS to confirm.');
    const { jobId } = await env.ok('snapshots.apply.start', { connectionId: connectionId(), planId: plan.planId, confirmation: 'restore 3 items' });
    const outcomes = await env.jobDone(jobId);
    expect(outcomes.outcomes.map((item) => (item.status === 'failed' ? item.error.message : item.status))).toEqual(['done', 'done', 'done']);

    // The world equals the snapshot again.
    expect(recipientsOf(scheme.id)).toEqual(schemeBefore);
    expect(confluence().contents[pageId]?.restrictions).toEqual(pageBefore);
    expect(hook.active).toBe(true);
    expect((await compare(snapshot.id)).comparison.changes).toEqual([]);
    const writes = (await env.activityLines()).filter((line) => line.jobId === jobId && line.part === 'item');
    expect(writes.map((line) => line.target).sort()).toEqual(comparison.changes.map((change) => change.target).sort());

    // Undo restores from the snapshot saved just before the run.
    const applied = await env.ok('snapshots.appliedRun.get', { connectionId: connectionId(), jobId });
    expect(applied.keys.sort()).toEqual([...keys].sort());
    const undo = await compare(applied.beforeSnapshotId);
    const undoPlan = await env.ok('snapshots.apply.plan', { connectionId: connectionId(), comparisonId: undo.jobId, keys: applied.keys });
    const undone = await env.ok('snapshots.apply.start', { connectionId: connectionId(), planId: undoPlan.planId, confirmation: undoPlan.phrase ?? '' });
    await env.jobDone(undone.jobId);
    expect(recipientsOf(scheme.id)).not.toEqual(schemeBefore);
    expect(hook.active).toBe(false);
    // Marked undone once the undo ended with everything put back.
    expect(await waitFor(async () => (await env.ok('snapshots.appliedRun.get', { connectionId: connectionId(), jobId })).undoneBy)).toBe(undone.jobId);
  });

  it('refuses a plan whose things changed on the site after the comparison', async () => {
    const snapshot = await take('Stale check', []);
    const hook = workspace().hooks[0];
    if (!hook) throw new Error('no webhook');
    hook.description = 'Changed once';
    const { jobId: comparisonId, comparison } = await compare(snapshot.id);
    const plan = await env.ok('snapshots.apply.plan', { connectionId: connectionId(), comparisonId, keys: comparison.changes.map((change) => change.key) });
    hook.description = 'Changed twice';
    const refused = await env.fail('snapshots.apply.start', { connectionId: connectionId(), planId: plan.planId, confirmation: plan.phrase ?? '' });
    expect(refused.message).toBe('The item was changed on the site since the preview. Run the preview again.');
    expect(hook.description).toBe('Changed twice');
    // Planned again on the same comparison, the plan is of the site now and goes through.
    const again = await env.ok('snapshots.apply.plan', { connectionId: connectionId(), comparisonId, keys: comparison.changes.map((change) => change.key) });
    const run = await env.ok('snapshots.apply.start', { connectionId: connectionId(), planId: again.planId, confirmation: again.phrase ?? '' });
    await env.jobDone(run.jobId);
    expect(hook.description).toBe(snapshot.webhooks.find((each) => each.id === hook.uuid)?.description);
  });

  it('refuses a damaged, hand-edited or newer file in a sentence and keeps nothing of it', async () => {
    const problems = await Promise.all(
      ['{"format": "orgdesk.snapshot", "version": 9}', 'not json', '{"format":"orgdesk.snapshot","version":1,"id":"x"}'].map((text) =>
        env.fail('snapshots.snapshotFile.create', { connectionId: connectionId(), fileName: 'bad.json', text }),
      ),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'This snapshot was written by a newer Orgdesk (format 9; this one reads format 1). Update Orgdesk to open it.',
      'This file is not a snapshot: it is not valid JSON (it may be damaged or cut short).',
      'This snapshot was changed into something Orgdesk cannot read: id is not valid (Invalid UUID).',
    ]);
  });

  it('takes a snapshot on start once a day when asked to, keeping only the newest automatic ones', async () => {
    const listed = async () => (await env.ok('snapshots.snapshots.list', { connectionId: connectionId() })).snapshots.filter((summary) => summary.origin === 'automatic');
    const old = await take('Old automatic', []);
    for (const [index, takenAt] of ['2026-01-01T08:00:00.000Z', '2026-01-02T08:00:00.000Z'].entries()) {
      const text = snapshotText({ ...old, id: `00000000-0000-4000-8000-00000000000${index}`, origin: 'automatic', label: `Automatic ${index}`, takenAt });
      await writeFile(join(env.dataDir, 'snapshots', `00000000-0000-4000-8000-00000000000${index}.json`), text);
    }
    expect(await env.ok('snapshots.autoSnapshot.update', { connectionId: connectionId(), auto: { enabled: true, keep: 2, spaceKeys: [] } })).toEqual({ enabled: true, keep: 2, spaceKeys: [] });
    await env.restart();
    const afterStart = await waitFor(async () => {
      const automatic = await listed();
      return automatic.some((summary) => summary.label.startsWith('Automatic, ')) && automatic.length === 2 ? automatic : null;
    });
    expect(afterStart.map((summary) => summary.label)).toEqual([expect.stringMatching(/^Automatic, \d{4}-\d{2}-\d{2}$/), 'Automatic 1']);
    // The same day again: nothing new.
    await env.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listed()).map((summary) => summary.id)).toEqual(afterStart.map((summary) => summary.id));
    await env.ok('snapshots.autoSnapshot.update', { connectionId: connectionId(), auto: { enabled: false, keep: 2, spaceKeys: [] } });
  });

  it('copies the templates of one space into another space of the same site', async () => {
    const templates = Object.values(confluence().templates).filter((template) => template.spaceKey !== null && template.blueprint === null);
    const from = templates[0]?.spaceKey;
    const to = Object.values(confluence().spaces).find((space) => space.key !== from && !templates.some((template) => template.spaceKey === space.key))?.key;
    if (!from || !to) throw new Error('no space with templates and one without');
    const names = templates.filter((template) => template.spaceKey === from).map((template) => template.name).sort();
    const snapshot = await take('Space templates', [from]);
    const { jobId } = await env.ok('snapshots.comparison.start', { connectionId: connectionId(), baseId: snapshot.id, otherId: null, spaceCopy: { from, to } });
    await env.jobDone(jobId);
    const comparison = await env.ok('snapshots.comparison.get', { connectionId: connectionId(), jobId });
    expect(comparison.kinds).toEqual(['template']);
    expect(comparison.changes.map((change) => [change.kind, change.state])).toEqual(names.map(() => ['template', 'removed']));
    const plan = await env.ok('snapshots.apply.plan', { connectionId: connectionId(), comparisonId: jobId, keys: comparison.changes.map((change) => change.key) });
    expect(plan.mode).toBe('copy');
    const run = await env.ok('snapshots.apply.start', { connectionId: connectionId(), planId: plan.planId, confirmation: plan.phrase ?? '' });
    await env.jobDone(run.jobId);
    expect(Object.values(confluence().templates).filter((template) => template.spaceKey === to).map((template) => template.name).sort()).toEqual(names);
  });
});
