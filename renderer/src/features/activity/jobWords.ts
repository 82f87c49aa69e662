import { laterWords, standingLabels, type ActivityJobSummary } from '../../../../app/contract/app/activity.channels';
import { plural } from '../../../../app/contract/words';

/** How far a bulk change got, in a line: "Finished: 311 done, 2 failed". Counts of nothing are left out. */
export function jobSummary(job: ActivityJobSummary): string {
  const counts = [`${job.done} done`, ...(job.failed > 0 ? [`${job.failed} failed`] : []), ...(job.skipped > 0 ? [`${job.skipped} skipped`] : [])];
  return `${standingLabels[job.standing]}: ${counts.join(', ')}${laterWords(job)}`;
}

/** The button that opens a bulk change: "See 311 changes". */
export function changesLabel(job: ActivityJobSummary): string {
  return `See ${plural(job.writes, 'change')}`;
}
