import { describe, expect, it } from 'vitest';
import { confirmationPhrase } from '../contract/bulk';
import { failureOf } from '../api/testing/sandbox-session';
import { createJobRegistry } from './job-registry';
import type { WriteRecord } from './job-types';
import { STALE_PLAN } from '../contract/channels/planned-run';
import { changedSincePreview, PLAN_LIFETIME_MS, PlannedRuns, type PlannedRun, type StartRequest } from './planned-runs';

/** A kit over a real job registry, with a clock the test moves, and every write the jobs make. */
function kit(capacity = 5) {
  const clock = { now: 1_000_000 };
  const writes: WriteRecord[] = [];
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: (record) => void (record.part === 'item' && writes.push(record)), progressIntervalMs: 0 });
  const runs = new PlannedRuns<string[]>(jobs, capacity, () => clock.now);
  return { clock, writes, jobs, runs };
}

const signal = new AbortController().signal;
const request = (planId: string, confirmation: string, connectionId = 'c1'): StartRequest => ({ planId, connectionId, confirmation, signal });

/** A run that writes one entry per planned name, unless `stale` says the world moved. */
function deleting(names: string[], stale: string | null = null): PlannedRun<string> {
  return {
    verb: 'delete',
    count: names.length,
    phrase: confirmationPhrase('delete', names.length, 'thing'),
    staleness: async () => stale,
    job: {
      kind: 'test.delete',
      title: 'Delete things',
      items: names.map((name) => ({ key: name, target: `Thing ${name}`, input: name })),
      work: async (_item, ctx) => {
        await ctx.write('Delete thing', async () => undefined);
      },
    },
  };
}

describe('the planned-run kit', () => {
  it('starts a plan once, with the typed phrase whatever its case and spacing, and uses the plan up', async () => {
    const { runs, jobs } = kit();
    const planId = runs.keep('c1', ['a', 'b']);
    const started = await runs.start(request(planId, '  delete 2   things '), deleting);
    await started.finished;
    expect(jobs.get(started.jobId)).toMatchObject({ state: 'completed', done: 2 });
    expect(await failureOf(runs.start(request(planId, 'DELETE 2 THINGS'), deleting))).toMatchObject({ code: 'NOT_FOUND', message: 'This preview is no longer available. Run the preview again.' });
  });

  it('refuses, in one wording, a plan of another connection, one too old, one with nothing to do and a wrong phrase', async () => {
    const { runs, clock, jobs } = kit();
    const planId = runs.keep('c1', ['a', 'b']);
    expect(await failureOf(runs.start(request(planId, 'DELETE 2 THINGS', 'c2'), deleting))).toMatchObject({
      code: 'VALIDATION',
      message: 'This preview was made for another connection. Run it again here.',
    });
    expect(await failureOf(runs.start(request(planId, 'DELETE 3 THINGS'), deleting))).toEqual({
      code: 'VALIDATION',
      message: 'Type DELETE 2 THINGS to confirm.',
      fields: [{ path: 'confirmation', message: 'Type DELETE 2 THINGS to confirm.' }],
    });
    const empty = runs.keep('c1', []);
    expect(await failureOf(runs.start(request(empty, 'DELETE 0 THINGS'), deleting))).toMatchObject({
      code: 'VALIDATION',
      message: 'The preview found nothing to delete.',
      fields: [{ path: 'confirmation' }],
    });
    clock.now += PLAN_LIFETIME_MS + 1;
    expect(await failureOf(runs.start(request(planId, 'DELETE 2 THINGS'), deleting))).toMatchObject({
      code: 'CONFLICT',
      message: 'This preview is more than 30 minutes old. Run it again to see what would happen now.',
    });
    expect(jobs.list()).toEqual([]);
  });

  it('refuses a stale plan without starting anything, says what changed, and keeps the plan for when the world is back', async () => {
    const { runs, jobs, writes } = kit();
    const planId = runs.keep('c1', ['a', 'b', 'c']);
    const stale = await failureOf(runs.start(request(planId, 'DELETE 3 THINGS'), (names) => deleting(names, '1 of the 3 things was deleted elsewhere since the preview.')));
    expect(stale).toEqual({ code: 'CONFLICT', message: '1 of the 3 things was deleted elsewhere since the preview. Run the preview again.', reason: STALE_PLAN });
    expect(jobs.list()).toEqual([]);
    expect(writes).toEqual([]);
    await (await runs.start(request(planId, 'DELETE 3 THINGS'), deleting)).finished;
    expect(writes.map((write) => write.target)).toEqual(['Thing a', 'Thing b', 'Thing c']);
  });

  it('checks a flow’s own refusal after the phrase, and the world last', async () => {
    const { runs } = kit();
    const planId = runs.keep('c1', ['a']);
    let looked = false;
    const guarded = (names: string[]): PlannedRun<string> => ({
      ...deleting(names),
      refusal: 'Confirm the lockout on purpose.',
      staleness: async () => {
        looked = true;
        return null;
      },
    });
    expect(await failureOf(runs.start(request(planId, 'DELETE 1 THING'), guarded))).toMatchObject({ code: 'VALIDATION', message: 'Confirm the lockout on purpose.' });
    expect(looked).toBe(false);
  });

  it('keeps a dry run that is a job under its job id, ready only once it finished, and shown in Activity once', async () => {
    const { runs } = kit();
    const plan: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const preview = runs.preview('c1', plan, {
      kind: 'test.plan',
      title: 'Preview',
      items: [{ key: 'a', target: 'Thing a', input: 'a' }],
      work: async ({ input }) => {
        await gate;
        plan.push(input);
      },
    });
    expect(runs.state(preview.jobId, 'c1')).toBe('running');
    expect(await failureOf(runs.start(request(preview.jobId, 'DELETE 1 THING'), deleting))).toMatchObject({
      code: 'CONFLICT',
      message: 'The preview has not finished. Wait for it, or run it again if it was stopped.',
    });
    expect(runs.firstShown(preview.jobId, 'c1', 'running')).toBe(false);
    release();
    await preview.finished;
    expect(runs.state(preview.jobId, 'c1')).toBe('ready');
    expect(runs.get(preview.jobId, 'c1')).toEqual(['a']);
    expect([runs.firstShown(preview.jobId, 'c1', 'ready'), runs.firstShown(preview.jobId, 'c1', 'ready')]).toEqual([true, false]);
    await (await runs.start(request(preview.jobId, 'DELETE 1 THING'), deleting)).finished;
  });

  it('starts a job that retry-failed can run again over its failed items alone, with no plan left to look up', async () => {
    const { runs, jobs, writes } = kit();
    const planId = runs.keep('c1', ['a', 'b', 'c']);
    let refusing = true;
    const flaky = (names: string[]): PlannedRun<string> => {
      const run = deleting(names);
      return {
        ...run,
        job: {
          ...run.job,
          work: async (item, ctx) => {
            if (item.input === 'b' && refusing) throw new Error('the site was busy');
            await run.job.work(item, ctx);
          },
        },
      };
    };
    const first = await runs.start(request(planId, 'DELETE 3 THINGS'), flaky);
    await first.finished;
    expect(jobs.results(first.jobId).map((outcome) => outcome.status)).toEqual(['done', 'failed', 'done']);
    refusing = false;
    const retry = jobs.retryFailed(first.jobId);
    await retry?.finished;
    expect(jobs.results(retry?.jobId ?? '').map((outcome) => [outcome.key, outcome.status])).toEqual([['b', 'done']]);
    expect(writes.filter((write) => write.outcome === 'success').map((write) => write.target)).toEqual(['Thing a', 'Thing c', 'Thing b']);
  });

  it('keeps only the latest plans', () => {
    const { runs } = kit(2);
    const [first, second, third] = [runs.keep('c1', ['a']), runs.keep('c1', ['b']), runs.keep('c1', ['c'])];
    expect(() => runs.get(first, 'c1')).toThrow('This preview is no longer available. Run the preview again.');
    expect([runs.get(second, 'c1'), runs.get(third, 'c1')]).toEqual([['b'], ['c']]);
  });
});

describe('what a staleness check says', () => {
  it('counts what changed out of what the plan touches, or says nothing', () => {
    expect(changedSincePreview(2, 26, 'revoked elsewhere', 'token')).toBe('2 of the 26 tokens were revoked elsewhere since the preview.');
    expect(changedSincePreview(1, 1204, 'edited or deleted', 'page')).toBe('1 of the 1,204 pages was edited or deleted since the preview.');
    expect(changedSincePreview(1, 1, 'paused elsewhere', 'webhook')).toBe('The webhook was paused elsewhere since the preview.');
    expect(changedSincePreview(0, 3, 'deleted elsewhere', 'scheme')).toBeNull();
  });
});
