import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../../api/testing/sandbox-session';
import { createJobRegistry, type JobRegistry } from '../../jobs/job-registry';
import type { WriteRecord } from '../../jobs/job-types';
import { WebhookBulk } from './bulk';
import { createWebhook } from './hook-actions';
import { listWebhookSummaries, webhooksCsv } from './hook-list';
import { benchConnectionId, startWebhookBench, type WebhookBench } from './webhooks.test-support';

let bench: WebhookBench;
let jobs: JobRegistry;
const writes: WriteRecord[] = [];
const finished = new Map<string, () => void>();
beforeAll(async () => {
  bench = await startWebhookBench('bulk');
  jobs = createJobRegistry({
    onProgress: (progress) => {
      if (progress.state === 'completed') finished.get(progress.jobId)?.();
    },
    onItemWrite: (record) => void writes.push(record),
  });
});
afterAll(async () => {
  expect(contractViolations(bench.sandbox)).toEqual([]);
  await bench.close();
});

const noRotation = () => null;
const workspace = () => bench.sandbox.credentials.bitbucket.workspace;

async function runToEnd(jobId: string): Promise<void> {
  if (jobs.get(jobId).state === 'completed') return;
  await new Promise<void>((done) => finished.set(jobId, done));
}

describe('the list', () => {
  it('shows every hook of the demo workspace with what needs attention, and which secrets Orgdesk keeps', async () => {
    const { hook } = await createWebhook(bench.scope(), bench.vault, bench.catalog, {
      description: 'Kept',
      url: 'https://kept.example.com/hook',
      active: true,
      events: ['repo:push'],
      secret: { kind: 'generate' },
    });
    const hooks = await listWebhookSummaries(bench.scope(), bench.vault, (id) => (id === hook.id ? 'rotation-1' : null));
    expect(hooks).toHaveLength(bench.hookCount());
    const byName = (name: string) => hooks.find((candidate) => candidate.description === name);
    const kinds = (name: string) => byName(name)?.attention.map((flag) => flag.kind);
    expect(kinds('CI builds')).toEqual([]);
    expect(kinds('Chat notifications')).toEqual(['no-secret']);
    expect(kinds('Legacy build server')).toEqual(['plain-http']);
    expect(kinds('Staging deploy (office network)')).toEqual(['private-address']);
    expect(kinds('Security scanner')).toEqual(['duplicate-url']);
    expect(kinds('Audit log export')).toEqual(['paused']);
    expect(byName('Kept')).toMatchObject({ secretSaved: true, secretKept: true, rotationId: 'rotation-1' });
    expect(byName('CI builds')).toMatchObject({ secretSaved: true, secretKept: false, rotationId: null });
  });

  it('exports the list as CSV with no secret in it', async () => {
    const hooks = await listWebhookSummaries(bench.scope(), bench.vault, noRotation);
    const { csv, rows, fileName } = webhooksCsv(workspace(), hooks, new Date('2026-11-22T10:00:00Z'));
    expect(fileName).toBe(`orgdesk-webhooks-${workspace()}-2026-11-22.csv`);
    expect(rows).toBe(hooks.length);
    const lines = csv.trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Description,Address,State,Signed,Secret kept by Orgdesk,Events,Created (UTC),Created (local time),Needs attention,Details');
    expect(lines.find((line) => line.startsWith('Audit log export,'))).toMatch(/,Paused,Yes,No,repo:created repo:deleted repo:transfer project:updated,.*,Paused,/);
    for (const hook of bench.sandbox.world.areas.bitbucket ? hooks : []) expect(csv).not.toContain(bench.stored(hook.id)?.secret ?? '\u0000');
  });

  it('says plainly when the workspace is not visible, not owned, or the token lacks the permission', async () => {
    const other = (name: string) => ({ ...bench.scope(), workspace: name });
    expect(await failureOf(listWebhookSummaries(other('no-such-space'), bench.vault, noRotation))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Bitbucket has no workspace “no-such-space” that this token can see. Check the workspace ID in the connection.',
    });
    expect(await failureOf(listWebhookSummaries(other('partner-agency'), bench.vault, noRotation))).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/Only owners of the workspace “partner-agency”/),
    });
    const readOnly = sandboxSession({ baseUrl: bench.sandbox.baseUrl, credentials: { ...bench.sandbox.credentials, bitbucket: { ...bench.sandbox.credentials.bitbucket, token: bench.sandbox.credentials.bitbucket.readOnlyToken } } });
    const refused = await failureOf(
      createWebhook({ ...bench.scope(), session: readOnly }, bench.vault, bench.catalog, { description: 'x', url: 'https://x.example.com/h', active: true, events: ['repo:push'], secret: { kind: 'none' } }),
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN', reason: 'scope:write:webhook:bitbucket' });
    expect(refused.message).toBe(
      'This Bitbucket token lacks the “Webhooks: Read and write” (write:webhook:bitbucket) permission. Create an API token that has it, then save it in the connection.',
    );
  });
});

describe('bulk pause, resume and delete', () => {
  it('dry-runs first, writing nothing, and says why a hook would be left alone', async () => {
    const bulk = new WebhookBulk(jobs);
    const hooks = await listWebhookSummaries(bench.scope(), bench.vault, noRotation);
    const active = hooks.filter((hook) => hook.active).slice(0, 2);
    const paused = hooks.find((hook) => !hook.active)!;
    const before = recordedRequests(bench.sandbox.recordFile).length;
    const plan = await bulk.plan(bench.scope(), [...active.map((hook) => hook.id), paused.id, '{00000000-0000-4000-a000-000000000000}'], 'pause', (id) =>
      id === active[1]?.id ? 'rotation-9' : null,
    );
    expect(plan.items.map((item) => [item.action, item.reason])).toEqual([
      ['pause', null],
      ['skip', 'Part of a secret rotation under way: finish or cancel the rotation first.'],
      ['skip', 'Already paused.'],
      ['skip', 'Already gone: it was deleted since the list was read.'],
    ]);
    expect(plan).toMatchObject({ count: 1, confirmationPhrase: 'PAUSE 1 WEBHOOK' });
    expect(recordedRequests(bench.sandbox.recordFile).slice(before).every((exchange) => exchange.method === 'GET')).toBe(true);
    expect(bench.stored(active[0]!.id)?.active).toBe(true);
  });

  it('runs the plan as a job after the typed phrase, each change in Activity', async () => {
    const bulk = new WebhookBulk(jobs);
    const targets = await Promise.all(
      ['Bulk one', 'Bulk two'].map(async (description) => (await createWebhook(bench.scope(), bench.vault, bench.catalog, { description, url: `https://bulk.example.com/${description.replace(' ', '-')}`, active: true, events: ['repo:push'], secret: { kind: 'generate' } })).hook),
    );
    const plan = await bulk.plan(bench.scope(), targets.map((hook) => hook.id), 'pause', noRotation);
    const signal = new AbortController().signal;
    expect(await failureOf(bulk.start(sandboxSession(bench.sandbox), bench.vault, benchConnectionId, plan.planId, 'PAUSE 3 WEBHOOKS', signal))).toMatchObject({
      code: 'VALIDATION',
      message: 'Type PAUSE 2 WEBHOOKS to confirm.',
    });
    expect(bulk.describePlan(plan.planId, benchConnectionId)).toBe(`Pause 2 webhooks in workspace ${workspace()}`);
    // Whatever its case and spacing, the typed phrase confirms.
    const jobId = await bulk.start(sandboxSession(bench.sandbox), bench.vault, benchConnectionId, plan.planId, ' pause 2  webhooks ', signal);
    await runToEnd(jobId);
    expect(targets.map((hook) => bench.stored(hook.id)?.active)).toEqual([false, false]);
    expect(writes.filter((write) => write.action === 'Paused webhook').map((write) => write.target)).toEqual(
      expect.arrayContaining([`Webhook “Bulk one” to bulk.example.com in workspace ${workspace()}`, `Webhook “Bulk two” to bulk.example.com in workspace ${workspace()}`]),
    );

    const removal = await bulk.plan(bench.scope(), targets.map((hook) => hook.id), 'delete', noRotation);
    await runToEnd(await bulk.start(sandboxSession(bench.sandbox), bench.vault, benchConnectionId, removal.planId, 'DELETE 2 WEBHOOKS', signal));
    expect(targets.map((hook) => bench.stored(hook.id))).toEqual([undefined, undefined]);
    expect(bench.vault.keptIn(benchConnectionId, workspace()).has(targets[0]!.id)).toBe(false);
    expect(jobs.results(jobId).map((outcome) => outcome.status)).toEqual(['done', 'done']);
  });
});
