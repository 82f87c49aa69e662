import { describe, expect, it } from 'vitest';
import { AppError } from '../contract/errors';
import { createJobRegistry } from '../jobs/job-registry';
import { jobResultsCsv } from './job-results-csv';

/** A job over three items: one written, one refused, one that needed nothing. */
async function finishedJob(dryRun: boolean) {
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined, progressIntervalMs: 0 });
  const { jobId, finished } = jobs.start({
    kind: 'users.bulkRevoke.start',
    title: 'Revoke 3 tokens',
    dryRun,
    items: ['ci', 'deploy', 'old'].map((label) => ({ key: label, target: `API token “${label}”`, input: label })),
    work: async ({ input }, ctx) => {
      if (input === 'old') return { skipped: 'Already revoked.' };
      await ctx.write('Revoke API token', async () => {
        if (input === 'deploy') throw new AppError('FORBIDDEN', 'Only an organization admin can revoke this token.');
      });
      return undefined;
    },
  });
  await finished;
  return { jobs, jobId };
}

const lines = (csv: string) => csv.replace('\uFEFF', '').trim().split('\r\n');

describe('the results of a job as CSV', () => {
  it('lists every item with its outcome, the reason for a failure or a skip, and the changes made', async () => {
    const { jobs, jobId } = await finishedJob(false);
    const file = jobResultsCsv(jobs, jobId);
    expect(file.rows).toBe(3);
    expect(file.fileName).toBe(`orgdesk-users-bulkrevoke-start-${jobId.slice(0, 8)}.csv`);
    const [header, ...rows] = lines(file.csv);
    expect(header).toBe('Item,Outcome,Reason,Changes made,Finished (UTC),Finished (local time)');
    expect(rows.map((row) => row.split(',').slice(0, 4))).toEqual(
      expect.arrayContaining([
        ['API token “ci”', 'Done', '', 'Revoke API token'],
        ['API token “deploy”', 'Failed', 'Only an organization admin can revoke this token.', 'Revoke API token'],
        ['API token “old”', 'Skipped', 'Already revoked.', ''],
      ]),
    );
  });

  it('says a dry run’s items would be done, never that they were', async () => {
    const { jobs, jobId } = await finishedJob(true);
    const [header, ...rows] = lines(jobResultsCsv(jobs, jobId).csv);
    expect(header).toContain('Changes it would make');
    expect(rows.filter((row) => row.includes(',Would be done,'))).toHaveLength(2);
    expect(rows.some((row) => row.includes(',Done,'))).toBe(false);
  });
});
