import type { StoppedWrites } from '../../jobs/journal/recovery';
import type { WriteRecord } from '../../jobs/job-types';
import type { ActivityLog } from './activity-log';

/** What Activity says of a write found in place after a stop, in its "After" column. */
const FOUND_IN_PLACE = 'Found in place after Orgdesk stopped';
/** The job's writes read from the log at a time. */
const READ_LINES = 1_000;

/**
 * The writes of a stopped job that the journal has and Activity lacks: a stop between a write's answer and
 * its Activity line loses the line. Each write the journal counts is matched against one logged success of
 * the same thing and action; what is left over is written now, so Activity and the journal agree.
 */
export async function missingFromActivity(activity: ActivityLog, stopped: StoppedWrites): Promise<WriteRecord[]> {
  const logged = new Map<string, number>();
  const keyOf = (target: string, action: string) => `${target}\n${action}`;
  for (let offset = 0; ; offset += READ_LINES) {
    const { items } = await activity.itemsOf(stopped.jobId, offset, READ_LINES);
    if (items.length === 0) break;
    for (const line of items) {
      if (line.outcome !== 'success') continue;
      const key = keyOf(line.target, line.action);
      logged.set(key, (logged.get(key) ?? 0) + 1);
    }
  }
  return stopped.writes.flatMap((write) => {
    const key = keyOf(write.target, write.action);
    const left = logged.get(key) ?? 0;
    if (left > 0) {
      logged.set(key, left - 1);
      return [];
    }
    const after = write.foundInPlace ? { after: FOUND_IN_PLACE } : {};
    return [{ connectionId: stopped.connectionId, jobId: stopped.jobId, part: 'item' as const, jobTitle: stopped.title, action: write.action, target: write.target, outcome: 'success' as const, errorMessage: null, ...after }];
  });
}
