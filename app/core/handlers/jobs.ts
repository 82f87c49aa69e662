import { timeCells, timeHeaders, toCsv } from '../csv';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type JobChannel = 'app.jobs.get' | 'app.jobs.pause' | 'app.jobs.resume' | 'app.jobs.cancel' | 'app.jobs.retryFailed' | 'app.jobOutcomes.list' | 'app.jobOutcomes.exportCsv';

/** A dry run did nothing: its items "would be done", never "done". */
const outcomeWords = {
  run: { done: 'Done', failed: 'Failed', skipped: 'Skipped' },
  dryRun: { done: 'Would be done', failed: 'Failed', skipped: 'Skipped' },
} as const;

export function jobHandlers({ jobs }: CoreServices): HandlerSlice<JobChannel> {
  return {
    'app.jobs.get': async ({ jobId }) => jobs.get(jobId),
    'app.jobs.pause': async ({ jobId }) => ({ changed: jobs.pause(jobId) }),
    'app.jobs.resume': async ({ jobId }) => ({ changed: jobs.resume(jobId) }),
    'app.jobs.cancel': async ({ jobId }) => ({ changed: jobs.cancel(jobId) }),
    'app.jobs.retryFailed': async ({ jobId }) => ({ jobId: jobs.retryFailed(jobId)?.jobId ?? null }),
    'app.jobOutcomes.list': async ({ jobId }) => ({ progress: jobs.get(jobId), outcomes: jobs.results(jobId) }),
    'app.jobOutcomes.exportCsv': async ({ jobId }) => {
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
    },
  };
}
