import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../contract/errors';
import { JobProgress } from '../contract/events';
import type { AdminState } from '../sandbox/areas/admin/state';
import type { JiraState } from '../sandbox/areas/jira/state';
import type { RunningSandbox, SandboxOptions } from '../sandbox/server';
import { createApiSession, type ApiSession } from '../api/http/session';
import { createTransport } from '../api/http/transport';
import { recordingFetch, startTestSandbox, virtualClock } from '../api/testing/sandbox-fixture';
import { createJobRegistry } from './job-registry';
import type { ItemWork, JobItem, WriteRecord } from './job-types';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function setUp(options: SandboxOptions = {}, fastRetries = false) {
  const started = await startTestSandbox({ seed: 'job-tests', ...options });
  sandbox = started.sandbox;
  const wire = recordingFetch();
  const transport = createTransport({
    fetch: wire.fetch,
    userAgent: 'orgdesk-tests',
    ...(fastRetries ? { clock: virtualClock(), retry: { maxAttempts: 8 } } : {}),
  });
  const session = createApiSession(transport, started.credentials);
  const progress: JobProgress[] = [];
  const writes: WriteRecord[] = [];
  const ends: WriteRecord[] = [];
  const registry = createJobRegistry({
    onProgress: (event) => progress.push(event),
    onItemWrite: (record) => {
      if (record.part === 'item') writes.push(record);
      else ends.push(record);
    },
    progressIntervalMs: 0,
  });
  return { sandbox: started.sandbox, session, wire, registry, progress, writes, ends };
}

interface TokenRef {
  accountId: string;
  tokenId: string;
}

function tokensOf(s: RunningSandbox): AdminState['tokensByAccount'] {
  return (s.world.areas.admin as AdminState).tokensByAccount;
}

/** Every API token of the managed accounts other than the admin's own, as revoke items. */
function revokeItems(s: RunningSandbox, limit: number): JobItem<TokenRef>[] {
  const managed = s.world.people.filter(
    (p) => p.domainVerified && p.accountType !== 'app' && !p.exportControlBlocked && p.accountId !== s.world.adminAccountId,
  );
  return managed
    .flatMap((p) => (tokensOf(s)[p.accountId] ?? []).map((token) => ({ accountId: p.accountId, tokenId: token.id, label: token.label, who: p.displayName })))
    .slice(0, limit)
    .map((t) => ({ key: `${t.accountId}/${t.tokenId}`, target: `API token “${t.label}” of ${t.who}`, input: { accountId: t.accountId, tokenId: t.tokenId } }));
}

function stillThere(s: RunningSandbox, ref: TokenRef): boolean {
  return (tokensOf(s)[ref.accountId] ?? []).some((token) => token.id === ref.tokenId);
}

const revoke =
  (session: ApiSession): ItemWork<TokenRef> =>
  async (item, ctx) => {
    const path = `/users/${encodeURIComponent(item.input.accountId)}/manage/api-tokens/${encodeURIComponent(item.input.tokenId)}`;
    await ctx.write('Revoke API token', () => session.request({ area: 'admin', method: 'DELETE', path, signal: ctx.signal }));
  };

function expectEveryItemOnce(outcomes: { key: string }[], items: JobItem<unknown>[]) {
  expect(outcomes.map((o) => o.key).sort()).toEqual(items.map((i) => i.key).sort());
}

describe('job runner', () => {
  it('a preview reports every write it would make and changes nothing', async () => {
    const { sandbox: s, session, registry, writes, ends, progress, wire } = await setUp();
    const items = revokeItems(s, 12);
    const job = registry.start({ kind: 'tokens.revoke', title: 'Revoke 12 tokens', items, work: revoke(session), dryRun: true, connectionId: 'c1' });
    await job.finished;

    expect(items.every((item) => stillThere(s, item.input))).toBe(true);
    expect(wire.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(registry.results(job.jobId).every((o) => o.status === 'done' && o.writes.join() === 'Revoke API token')).toBe(true);
    expect(writes).toHaveLength(12);
    expect(writes.every((w) => w.outcome === 'dry-run' && w.connectionId === 'c1' && w.action === 'Revoke API token')).toBe(true);
    // A preview changed nothing: Activity lists it as a preview, never as a finished change.
    expect(ends).toEqual([]);
    expect(progress.at(-1)).toMatchObject({ state: 'completed', dryRun: true, total: 12, done: 12, failed: 0, skipped: 0 });
    for (const event of progress) JobProgress.parse(event);
  });

  it('pause stops new items from starting; resume finishes the rest, each exactly once', async () => {
    const { sandbox: s, session, registry, wire } = await setUp({ latencyMs: 20 });
    const items = revokeItems(s, 16);
    const job = registry.start({ kind: 'tokens.revoke', title: 'Revoke', items, work: revoke(session), concurrency: 2 });
    await wire.answered((call) => call.method === 'DELETE');
    expect(registry.pause(job.jobId)).toBe(true);
    const startedAtPause = wire.calls.length;
    // Let the items already in flight finish, then prove time passed with a round trip of our own.
    await wire.idle();
    await session.request({ area: 'admin', path: `/users/${s.world.adminAccountId}/manage/api-tokens` });
    const paused = registry.get(job.jobId);

    expect(paused.state).toBe('paused');
    expect(wire.calls.filter((call) => call.method === 'DELETE').length).toBeLessThanOrEqual(startedAtPause);
    expect(paused.done).toBeLessThan(16);
    expect(paused.etaSeconds).toBeNull();

    expect(registry.resume(job.jobId)).toBe(true);
    await job.finished;
    expect(registry.get(job.jobId)).toMatchObject({ state: 'completed', done: 16, failed: 0 });
    expectEveryItemOnce(registry.results(job.jobId), items);
    expect(items.some((item) => stillThere(s, item.input))).toBe(false);
    expect(wire.calls.filter((call) => call.method === 'DELETE')).toHaveLength(16);
  });

  it('cancel stops at once: unstarted items are skipped, none is lost', async () => {
    const { sandbox: s, session, registry, ends } = await setUp({ latencyMs: 30 });
    const items = revokeItems(s, 20);
    const job = registry.start({ kind: 'tokens.revoke', title: 'Revoke', items, work: revoke(session), concurrency: 2 });
    const registryProgress = () => registry.get(job.jobId);
    while (registryProgress().done < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(registry.cancel(job.jobId)).toBe(true);
    await job.finished;

    const outcomes = registry.results(job.jobId);
    expectEveryItemOnce(outcomes, items);
    expect(registry.get(job.jobId).state).toBe('cancelled');
    const skipped = outcomes.filter((o) => o.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(10);
    expect(skipped.every((o) => o.status === 'skipped' && o.reason === 'Cancelled before it started.')).toBe(true);
    for (const outcome of outcomes.filter((o) => o.status === 'failed')) {
      expect(outcome.status === 'failed' && outcome.error.code).toBe('CANCELLED');
    }
    const revoked = items.filter((item) => !stillThere(s, item.input)).length;
    const done = outcomes.filter((o) => o.status === 'done').length;
    // A request cancelled in flight may already have been applied; nothing unstarted was.
    expect(revoked).toBeGreaterThanOrEqual(done);
    expect(revoked).toBeLessThanOrEqual(done + outcomes.filter((o) => o.status === 'failed').length);
    expect(ends).toEqual([expect.objectContaining({ jobId: job.jobId, endedAs: 'cancelled', counts: { done, failed: expect.any(Number), skipped: skipped.length } })]);
  });

  it('retries only the failed items in a new run', async () => {
    const { sandbox: s, session, registry, writes, ends } = await setUp();
    const items = revokeItems(s, 30);
    const blocked = s.world.people.find((p) => p.accountId === items[0]?.input.accountId);
    if (!blocked) throw new Error('no account with tokens');
    blocked.exportControlBlocked = true;
    const job = registry.start({ kind: 'tokens.revoke', title: 'Revoke', items, work: revoke(session) });
    await job.finished;
    const failed = registry.results(job.jobId).filter((o) => o.status === 'failed');
    expect(failed.map((o) => o.key)).toEqual(items.filter((i) => i.input.accountId === blocked.accountId).map((i) => i.key));
    expect(failed.every((o) => o.status === 'failed' && o.error.reason === 'blocked.exportControl')).toBe(true);

    blocked.exportControlBlocked = false;
    const retry = registry.retryFailed(job.jobId);
    await retry?.finished;
    expect(retry && registry.results(retry.jobId).map((o) => [o.key, o.status])).toEqual(failed.map((o) => [o.key, 'done']));
    expect(items.some((item) => stillThere(s, item.input))).toBe(false);
    expect(registry.list().map((p) => p.jobId)).toEqual([job.jobId, retry?.jobId]);

    // Activity hears each write and each job's end with the job's id, so it lists each job as one entry.
    expect(writes.filter((write) => write.jobId === job.jobId && write.jobTitle === 'Revoke')).toHaveLength(30);
    expect(writes.filter((write) => write.jobId === retry?.jobId)).toHaveLength(failed.length);
    expect(ends).toEqual([
      expect.objectContaining({ jobId: job.jobId, part: 'end', endedAs: 'completed', outcome: 'failure', counts: { done: 30 - failed.length, failed: failed.length, skipped: 0 } }),
      expect.objectContaining({ jobId: retry?.jobId, part: 'end', endedAs: 'completed', outcome: 'success', counts: { done: failed.length, failed: 0, skipped: 0 } }),
    ]);
  });
});

describe('progress counts what the job really does', () => {
  it('an item that stands for several units moves the progress unit by unit, and what is left counts as its outcome', async () => {
    const progress: JobProgress[] = [];
    const registry = createJobRegistry({ onProgress: (event) => progress.push(event), onItemWrite: () => undefined, progressIntervalMs: 0 });
    const items = [
      { key: 'page-a', target: 'Page “A”', input: 3, weight: 3 },
      { key: 'page-b', target: 'Page “B”', input: 4, weight: 4 },
      { key: 'page-c', target: 'Page “C”', input: 0, weight: 0 },
    ];
    const seenMidItem: number[] = [];
    const work: ItemWork<number> = async (item, ctx) => {
      if (item.input === 0) return { skipped: 'Nothing to delete on this page.' };
      for (let unit = 1; unit <= item.input; unit += 1) {
        if (item.key === 'page-b' && unit === 3) throw new AppError('UPSTREAM', 'Confluence refused the third version.');
        await ctx.advance(1, unit === 2 && item.key === 'page-a' ? 'skipped' : 'done');
        const last = progress.at(-1);
        seenMidItem.push((last?.done ?? 0) + (last?.skipped ?? 0));
      }
      return undefined;
    };
    const job = registry.start({ kind: 'history.cleanup', title: 'Delete 7 versions', items, work, concurrency: 1 });
    await job.finished;

    expect(seenMidItem).toEqual([1, 2, 3, 4, 5]);
    expect(registry.get(job.jobId)).toMatchObject({ state: 'completed', total: 7, done: 4, skipped: 1, failed: 2 });
    expect(registry.results(job.jobId).map((outcome) => [outcome.key, outcome.status])).toEqual([
      ['page-a', 'done'],
      ['page-b', 'failed'],
      ['page-c', 'skipped'],
    ]);
    for (const event of progress) expect(event.done + event.failed + event.skipped).toBeLessThanOrEqual(event.total);
  });
});

describe('exactly once under faults', () => {
  it('revokes every token once through 429 storms and dropped connections', async () => {
    const { sandbox: s, session, registry, writes, wire } = await setUp({ faults: '429:0.3,drop:0.1,dropAfter:0.1', seed: 'storm' }, true);
    const items = revokeItems(s, 40);
    const job = registry.start({ kind: 'tokens.revoke', title: 'Revoke', items, work: revoke(session), concurrency: 4 });
    await job.finished;

    const outcomes = registry.results(job.jobId);
    expectEveryItemOnce(outcomes, items);
    const done = outcomes.filter((o) => o.status === 'done');
    expect(done.length).toBe(40);
    expect(items.some((item) => stillThere(s, item.input))).toBe(false);
    expect(writes.filter((w) => w.outcome === 'success')).toHaveLength(40);
    expect(wire.calls.filter((call) => call.status === 429).length).toBeGreaterThan(5);
    expect(wire.calls.filter((call) => call.failed).length).toBeGreaterThan(3);
  });

  it('creates each Jira version once, even when a create is lost after the server applied it', async () => {
    const { sandbox: s, session, registry } = await setUp({ faults: '429:0.3,drop:0.1,dropAfter:0.15', seed: 'storm-post' }, true);
    const project = (s.world.areas.jira as JiraState).projects[0];
    if (!project) throw new Error('no Jira project');
    const names = Array.from({ length: 24 }, (_, index) => `Release ${index + 1}.0-storm`);
    const items = names.map((name) => ({ key: name, target: `Version ${name}`, input: name }));
    // Creating is not idempotent, so the item checks first; that makes "retry the failed ones" safe.
    const createOnce: ItemWork<string> = async (item, ctx) => {
      const existing = await session.request({ area: 'jira', path: `/rest/api/3/project/${project.id}/versions`, signal: ctx.signal });
      if (Array.isArray(existing.body) && existing.body.some((v: { name?: string }) => v.name === item.input)) return { skipped: 'Already exists' };
      await ctx.write('Create version', () =>
        session.request({ area: 'jira', method: 'POST', path: '/rest/api/3/version', body: { name: item.input, projectId: project.id }, signal: ctx.signal }),
      );
    };
    const first = registry.start({ kind: 'versions.create', title: 'Create', items, work: createOnce, concurrency: 4 });
    await first.finished;
    const firstOutcomes = registry.results(first.jobId);
    expectEveryItemOnce(firstOutcomes, items);
    const lost = firstOutcomes.filter((o) => o.status === 'failed');
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((o) => o.status === 'failed' && o.error.code === 'NETWORK')).toBe(true);

    let retry = registry.retryFailed(first.jobId);
    for (let round = 0; retry && round < 5; round += 1) {
      await retry.finished;
      retry = registry.retryFailed(retry.jobId);
    }
    const versions = (s.world.areas.jira as JiraState).versions.filter((v) => v.projectId === project.id);
    for (const name of names) expect(versions.filter((v) => v.name === name)).toHaveLength(1);
  });
});
