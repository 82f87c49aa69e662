import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanLogs } from '../app/core/users/scan-logs';
import { logHeader, ScanLogWriter, type ScanOutcome } from '../app/core/users/token-scan-log';

const ACCOUNTS = 100_000;

/** What the recovery screen promises with a stopped scan of 100,000 accounts: the list does not hold the core up. */
export const STOPPED_SCAN_TARGETS = { firstListMs: 750, laterListMs: 50 } as const;

export interface StoppedScansRow {
  accounts: number;
  logMb: number;
  /** The list at start-up: each log's first line and a count of its outcomes. */
  firstListMs: number;
  /** The list again (the screen's next visit), and naming the scan in Activity: the log has not changed. */
  laterListMs: number;
  /** Continuing it: the whole log read and checked, once. */
  continueReadMs: number;
}

/** One account's outcome as a scan of a large organization writes it: most read, some with tokens, a few app accounts or failures. */
function outcomeOf(index: number, accountId: string, name: string, email: string): ScanOutcome {
  if (index % 50 === 0) return { t: 'skipped', accountId, reason: 'This is an app account: apps have no API tokens to review.' };
  if (index % 97 === 0) return { t: 'failed', accountId, message: 'Atlassian did not answer in time. Try again.' };
  const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString();
  const tokens = Array.from({ length: index % 7 }, (_, k) => ({
    id: `${accountId}-token-${k}`,
    label: `CI pipeline token for project ${k}`,
    createdAt: day(k),
    lastUsedAt: k % 2 ? day(k + 30) : null,
    expiresAt: k % 3 ? day(k + 365) : null,
  }));
  return { t: 'tokens', accountId, tokens, ...(tokens.length > 0 ? { owner: { name, email } } : {}) };
}

const since = (startedAt: number) => Math.round(performance.now() - startedAt);

/** A scan of 100,000 accounts stopped at its end, written by the scan's own writer, then listed and continued as after a restart. */
export async function benchStoppedScans(): Promise<StoppedScansRow> {
  const folder = await mkdtemp(join(tmpdir(), 'orgdesk-stopped-scans-bench-'));
  try {
    const owners = Array.from({ length: ACCOUNTS }, (_, index) => ({
      accountId: `5b10ac8d82e05b22cc7d${String(index).padStart(8, '0')}`,
      name: `Person ${index}`,
      email: `person.${index}@example.com`,
      accountType: index % 50 === 0 ? 'app' : 'atlassian',
    }));
    const writer = new ScanLogWriter(folder, logHeader('connection-1', 'whole directory', owners));
    await writer.open('stopped');
    owners.forEach((owner, index) => writer.record(outcomeOf(index, owner.accountId, owner.name, owner.email)));
    await writer.keep();

    const logs = new ScanLogs(folder);
    let startedAt = performance.now();
    await logs.stopped();
    const firstListMs = since(startedAt);
    startedAt = performance.now();
    await logs.stopped();
    await logs.summary('stopped');
    const laterListMs = since(startedAt);
    startedAt = performance.now();
    // Read as a continue reads it, then left stopped: the bench has no organization to scan.
    await logs.continueScan('stopped', () => Promise.reject(new Error('not continued'))).catch(() => undefined);
    const continueReadMs = since(startedAt);
    const logMb = Math.round((await stat(join(folder, 'stopped.jsonl'))).size / 100_000) / 10;
    return { accounts: ACCOUNTS, logMb, firstListMs, laterListMs, continueReadMs };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
