import { jobResultsCsv } from '../job-results-csv';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type JobChannel = 'app.jobs.get' | 'app.jobs.pause' | 'app.jobs.resume' | 'app.jobs.cancel' | 'app.jobs.retryFailed' | 'app.jobOutcomes.list' | 'app.jobOutcomes.exportCsv';

export function jobHandlers({ jobs }: CoreServices): HandlerSlice<JobChannel> {
  return {
    'app.jobs.get': async ({ jobId }) => jobs.get(jobId),
    'app.jobs.pause': async ({ jobId }) => ({ changed: jobs.pause(jobId) }),
    'app.jobs.resume': async ({ jobId }) => ({ changed: jobs.resume(jobId) }),
    'app.jobs.cancel': async ({ jobId }) => ({ changed: jobs.cancel(jobId) }),
    'app.jobs.retryFailed': async ({ jobId }) => ({ jobId: jobs.retryFailed(jobId)?.jobId ?? null }),
    'app.jobOutcomes.list': async ({ jobId }) => ({ progress: jobs.get(jobId), outcomes: jobs.results(jobId) }),
    'app.jobOutcomes.exportCsv': async ({ jobId }) => jobResultsCsv(jobs, jobId),
  };
}
