import { createJobRegistry } from '../app/jobs/job-registry';
import type { BenchTarget } from './bench-sandbox';

export interface ScanRow {
  scenario: string;
  method: string;
  accounts: number;
  seconds: number;
  accountsPerSecond: number;
  /** Seconds for 1,000 accounts at the measured rate. */
  secondsFor1000: number;
  requests: number;
  failed: number;
}

function managedAccountIds(target: BenchTarget, count: number): string[] {
  const { people, adminAccountId } = target.sandbox.world;
  return people
    .filter((p) => p.domainVerified && p.accountType !== 'app' && p.accountId !== adminAccountId)
    .slice(0, count)
    .map((p) => p.accountId);
}

const tokensPath = (accountId: string) => `/users/${encodeURIComponent(accountId)}/manage/api-tokens`;

function row(scenario: string, method: string, accounts: number, startedAt: number, requests: number, failed: number): ScanRow {
  const seconds = (performance.now() - startedAt) / 1000;
  const rate = accounts / seconds;
  return { scenario, method, accounts, seconds: round(seconds), accountsPerSecond: round(rate), secondsFor1000: round(1000 / rate), requests, failed };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The loop an integration script would write: one account after another. */
export async function scanSequentially(target: BenchTarget, scenario: string, accounts: number): Promise<ScanRow> {
  const ids = managedAccountIds(target, accounts);
  const before = target.requests();
  const startedAt = performance.now();
  let failed = 0;
  for (const id of ids) {
    await target.session.request({ area: 'admin', path: tokensPath(id) }).catch(() => (failed += 1));
  }
  return row(scenario, 'sequential loop', ids.length, startedAt, target.requests() - before, failed);
}

/** The same scan as a job, at the transport's per-host concurrency bound. */
export async function scanWithJobRunner(target: BenchTarget, scenario: string, accounts: number, concurrency: number): Promise<ScanRow> {
  const ids = managedAccountIds(target, accounts);
  const registry = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined });
  const before = target.requests();
  const startedAt = performance.now();
  const job = registry.start({
    kind: 'tokens.scan',
    title: 'Scan API tokens',
    items: ids.map((id) => ({ key: id, target: id, input: id })),
    concurrency,
    work: async (item, ctx) => {
      await target.session.request({ area: 'admin', path: tokensPath(item.input), signal: ctx.signal });
    },
  });
  await job.finished;
  const failed = registry.results(job.jobId).filter((o) => o.status === 'failed').length;
  return row(scenario, `job runner (${concurrency} at once)`, ids.length, startedAt, target.requests() - before, failed);
}
