import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ActivityEntry } from '../../../contract/app/activity.channels';
import { JournalRecord } from '../../../jobs/journal/records';

function linesOf<T>(file: string, read: (value: unknown) => T | null): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        const value = read(JSON.parse(line));
        return value === null ? [] : [value];
      } catch {
        return [];
      }
    });
}

/** Each job's writes that went through, as `jobId | target | action`, sorted: from the journal's answers and settlements. */
function journalWrites(dataDir: string): string[] {
  const records = linesOf(join(dataDir, 'journal.jsonl'), (value) => JournalRecord.safeParse(value).data ?? null);
  const targets = new Map<string, string>();
  const answers = new Map<string, boolean>();
  const settled = new Map<string, boolean>();
  const intents: Array<{ jobId: string; key: string; seq: number; action: string }> = [];
  for (const record of records) {
    if (record.t === 'job') for (const item of record.items) targets.set(`${record.jobId}|${item.key}`, item.target);
    if (record.t === 'intent') intents.push(record);
    if (record.t === 'wrote') answers.set(`${record.jobId}|${record.key}#${record.seq}`, record.ok);
    if (record.t === 'settled') settled.set(`${record.jobId}|${record.key}`, record.applied);
  }
  const lastSeq = new Map<string, number>();
  for (const intent of intents) lastSeq.set(`${intent.jobId}|${intent.key}`, Math.max(intent.seq, lastSeq.get(`${intent.jobId}|${intent.key}`) ?? -1));
  return intents
    .filter((intent) => {
      const item = `${intent.jobId}|${intent.key}`;
      const answer = answers.get(`${item}#${intent.seq}`);
      return answer === true || (answer === undefined && lastSeq.get(item) === intent.seq && settled.get(item) === true);
    })
    .map((intent) => `${intent.jobId} | ${targets.get(`${intent.jobId}|${intent.key}`) ?? intent.key} | ${intent.action}`)
    .sort();
}

/** Each successful write Activity lists under a job, as `jobId | target | action`, sorted. */
function activityWrites(dataDir: string): string[] {
  return linesOf(join(dataDir, 'activity.jsonl'), (value) => ActivityEntry.safeParse(value).data ?? null)
    .filter((line) => line.part === 'item' && line.outcome === 'success')
    .map((line) => `${line.jobId ?? ''} | ${line.target} | ${line.action}`)
    .sort();
}

/**
 * Whether Activity and the change journal tell the same story of every job in a data folder: each write
 * the journal says went through is listed once in Activity under its job, and Activity lists no other.
 */
export function activityAndJournal(dataDir: string): { journal: string[]; activity: string[] } {
  return { journal: journalWrites(dataDir), activity: activityWrites(dataDir) };
}
