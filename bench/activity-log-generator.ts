/**
 * A realistic Activity log of any length, written fast: the lines `ActivityLog.append` writes, in its key
 * order. Most lines are the writes of bulk changes (a head line, one item line per write, an end line), as
 * a year of an enterprise's token reviews and clean-ups leaves them; single changes come between them. One
 * bulk change has `largestJobWrites` writes. Deterministic: the same length gives the same log.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface GeneratedLog {
  lines: number;
  jobs: number;
  /** The id of the largest bulk change, and its writes. */
  largestJobId: string;
  largestJobWrites: number;
  /** A word found in one item line only, halfway down the log, and the bulk change of that line. */
  rareWord: string;
  rareJobId: string;
}

const CONNECTIONS = [
  ['c-acme', 'Acme'],
  ['c-globex', 'Globex'],
  ['c-initech', 'Initech'],
] as const;
const SINGLES = [
  ['users.profile.update', 'Profile of'],
  ['bitbucket.hooks.pause', 'Webhook to ci.example.com in workspace'],
  ['confluence.access.restore', 'Restrictions of page “Runbook'],
] as const;
const JOB_KINDS = [
  ['users.tokens.revokeAll', 'Revoke API token', 'API token “CI” of'],
  ['confluence.versions.delete', 'Delete page version', 'Version of “Quarterly plan”'],
  ['jira.versions.merge', 'Move issue to version', 'Issue ENG-'],
] as const;

const START = Date.parse('2025-11-27T00:00:00Z');
const YEAR_MS = 365 * 24 * 3600 * 1000;
const WRITE_CHUNK = 4 * 1024 * 1024;

/** A deterministic id shaped like a UUID. */
function idOf(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

export async function writeActivityLog(file: string, lineCount: number, largestJobWrites = 100_000): Promise<GeneratedLog> {
  const out = createWriteStream(file);
  let buffered: string[] = [];
  let bufferedChars = 0;
  let written = 0;
  let jobs = 0;
  const push = async (entry: object) => {
    const line = `${JSON.stringify(entry)}\n`;
    buffered.push(line);
    bufferedChars += line.length;
    written += 1;
    if (bufferedChars < WRITE_CHUNK) return;
    if (!out.write(buffered.join(''))) await once(out, 'drain');
    buffered = [];
    bufferedChars = 0;
  };
  const timeOf = (n: number) => new Date(START + Math.floor((n / lineCount) * YEAR_MS)).toISOString();
  const rareAt = Math.floor(lineCount / 2);
  const rareWord = 'zebracorn-4711';
  let largestJobId = '';
  let rareJobId = '';
  for (let job = 0; written < lineCount; job += 1) {
    const [connectionId, connectionName] = CONNECTIONS[job % CONNECTIONS.length] ?? CONNECTIONS[0];
    // A few single changes between bulk changes.
    for (let single = 0; single < 40 && written < lineCount; single += 1) {
      const [action, target] = SINGLES[single % SINGLES.length] ?? SINGLES[0];
      const failed = single % 17 === 0;
      await push({ id: idOf(written), time: timeOf(written), connectionId, connectionName, action, target: `${target} person ${written}”`, outcome: failed ? 'failure' : 'success', errorMessage: failed ? 'Atlassian refused the change: you may not have permission.' : null });
    }
    if (written >= lineCount) break;
    const [kind, step, target] = JOB_KINDS[job % JOB_KINDS.length] ?? JOB_KINDS[0];
    const jobId = `job-${job}`;
    const writes = job === 3 ? largestJobWrites : 800 + ((job * 7919) % 1200);
    if (job === 3) largestJobId = jobId;
    const title = `${step} for ${writes} items`;
    jobs += 1;
    let failures = 0;
    let done = 0;
    for (let item = 0; item < writes && written < lineCount - 2; item += 1) {
      const failed = item % 97 === 13;
      if (failed) failures += 1;
      else done += 1;
      const word = rareJobId === '' && written >= rareAt && !failed ? ` ${rareWord}` : '';
      if (word) rareJobId = jobId;
      await push({ id: idOf(written), time: timeOf(written), connectionId, connectionName, action: step, target: `${target} ${item}${word}`, outcome: failed ? 'failure' : 'success', errorMessage: failed ? 'Atlassian answered 429: too many requests.' : null, jobId, part: 'item', jobTitle: title, before: 'Active', after: 'Revoked' });
    }
    await push({ id: idOf(written), time: timeOf(written), connectionId, connectionName, action: kind, target: title, outcome: failures > 0 ? 'failure' : 'success', errorMessage: null, jobId, part: 'end', jobTitle: title, counts: { done, failed: failures, skipped: 0 }, endedAs: 'completed' });
    await push({ id: idOf(written), time: timeOf(written), connectionId, connectionName, action: kind, target: title, outcome: 'success', errorMessage: null, jobId });
  }
  out.end(buffered.join(''));
  await once(out, 'close');
  return { lines: written, jobs, largestJobId, largestJobWrites, rareWord, rareJobId };
}
