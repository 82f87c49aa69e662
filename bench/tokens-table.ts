/**
 * The organization token review through the real core, against the `large` sandbox (10,000 accounts,
 * 30,000 tokens) with latency: directory listing, the scan job, then opening the review (its totals and
 * first page of rows) and its CSV.
 * Run alone with `npx tsx bench/tokens-table.ts [latencyMs]`; `benchTokensTable` is for `bench/run.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { JobProgress } from '../app/contract/events';
import type { Core } from '../app/core';
import { countingCore } from './bench-sandbox';
import { startSandbox } from '../app/sandbox/server';
import { connectionPartsFor } from '../app/sandbox/kit';
import { noTokenFilter } from '../app/contract/users/token-filter';
import { REVIEW_PAGE_MAX } from '../app/contract/users/token-review.channels';

export interface TokensTableRow {
  scenario: string;
  accounts: number;
  tokens: number;
  /** Listing the directory (Jira and Confluence user search) before the job starts. */
  listSeconds: number;
  scanSeconds: number;
  accountsPerSecond: number;
  requests: number;
  answers429: number;
  failed: number;
  skipped: number;
  /** Opening the review: `users.tokenScan.get` (totals, charts) and the first page of rows, and the size of both answers. */
  tableMs: number;
  tableMegabytes: number;
  csvMs: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

function waitForJob(onEvent: (listener: (name: string, payload: unknown) => void) => () => void, jobId: string): Promise<JobProgress> {
  return new Promise((resolve) => {
    const stop = onEvent((name, payload) => {
      const progress = payload as JobProgress;
      if (name === 'job.progress' && progress.jobId === jobId && (progress.state === 'completed' || progress.state === 'cancelled')) {
        stop();
        resolve(progress);
      }
    });
  });
}

export interface TokensTableOptions {
  latencyMs: number;
  faults?: string;
  /** Runs after the core work is timed, with the finished scan still loaded (the browser bench uses it). */
  afterScan?: (core: Core, jobId: string) => Promise<void>;
}

export async function benchTokensTable(options: TokensTableOptions): Promise<TokensTableRow> {
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large', latencyMs: options.latencyMs, faults: options.faults });
  const { testCore, call, requests, answers429 } = await countingCore();
  try {
    const { site, admin } = connectionPartsFor(sandbox.baseUrl, sandbox.credentials);
    const { id: connectionId } = await call('app.connections.add', {
      name: 'Bench',
      site,
      admin,
      bitbucket: null,
    });

    const listedAt = performance.now();
    const started = await call('users.tokenScan.start', { connectionId, scope: { kind: 'directory' } });
    const finished = waitForJob((listener) => testCore.core.onEvent(listener), started.jobId);
    const scanAt = performance.now();
    const progress = await finished;
    const scanSeconds = (performance.now() - scanAt) / 1000;

    const tableAt = performance.now();
    const summary = await call('users.tokenScan.get', { connectionId, jobId: started.jobId });
    const firstPage = await call('users.tokenScan.listTokens', { connectionId, jobId: started.jobId, filter: noTokenFilter, sort: null, page: 0, pageSize: REVIEW_PAGE_MAX });
    const tableMs = performance.now() - tableAt;
    const csvAt = performance.now();
    await call('users.tokenScan.exportCsv', { connectionId, jobId: started.jobId });
    const csvMs = performance.now() - csvAt;
    await options.afterScan?.(testCore.core, started.jobId);

    return {
      scenario: `${options.latencyMs} ms latency${options.faults ? `, faults ${options.faults}` : ''}`,
      accounts: started.accounts,
      tokens: summary.overview.tokens,
      listSeconds: round((scanAt - listedAt) / 1000),
      scanSeconds: round(scanSeconds),
      accountsPerSecond: round(started.accounts / scanSeconds, 1),
      requests: requests(),
      answers429: answers429(),
      failed: progress.failed,
      skipped: progress.skipped,
      tableMs: round(tableMs, 0),
      tableMegabytes: round(Buffer.byteLength(JSON.stringify([summary, firstPage])) / 1e6),
      csvMs: round(csvMs, 0),
    };
  } finally {
    await testCore.cleanup();
    await sandbox.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const latencyMs = Number(process.argv[2] ?? 20);
  const row = await benchTokensTable({ latencyMs });
  console.log('\nToken review through the core (large world)');
  console.table([row]);
  console.log(JSON.stringify({ tokensTable: row }));
}
