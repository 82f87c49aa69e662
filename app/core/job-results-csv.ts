import type { JobRegistry } from '../jobs/job-registry';
import { timeCells, timeHeaders, toCsv } from './csv';

/** A dry run did nothing: its items "would be done", never "done". */
const outcomeWords = {
  run: { done: 'Done', failed: 'Failed', skipped: 'Skipped' },
  dryRun: { done: 'Would be done', failed: 'Failed', skipped: 'Skipped' },
} as const;

/** Every item of a job with what became of it and why, the changes made (or that a dry run would make) and when. */
export function jobResultsCsv(jobs: JobRegistry, jobId: string): { csv: string; rows: number; fileName: string } {
  const progress = jobs.get(jobId);
  const words = outcomeWords[progress.dryRun ? 'dryRun' : 'run'];
  const rows = jobs.results(jobId).map((o) => [
    o.target,
    words[o.status],
    o.status === 'failed' ? o.error.message : o.status === 'skipped' ? o.reason : null,
    o.writes.join('; '),
    ...timeCells(o.at),
  ]);
  const slug = progress.kind.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return {
    csv: toCsv(['Item', 'Outcome', 'Reason', progress.dryRun ? 'Changes it would make' : 'Changes made', ...timeHeaders('Finished')], rows),
    rows: rows.length,
    fileName: `orgdesk-${slug}-${jobId.slice(0, 8)}.csv`,
  };
}
