import { describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../app/contract/events';
import { mayQuit, quitChoices } from './quit-guard';

const running: JobProgress = { jobId: 'j1', kind: 'tokens.revoke', title: 'Revoke 26 API tokens', state: 'running', dryRun: false, total: 26, done: 10, failed: 1, skipped: 1, ratePerSecond: 2, etaSeconds: 7 };

function fakeCore(jobs: JobProgress[]) {
  return { unfinishedJobs: () => jobs, holdUnfinishedJobs: vi.fn(async () => undefined), stopUnfinishedJobs: vi.fn(async () => undefined) };
}

describe('quitting with a change running', () => {
  it('quits at once when nothing runs, without asking', async () => {
    const ask = vi.fn(async () => 0);
    expect(await mayQuit(fakeCore([]), ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('names the job and how far it got, and stays open when the admin lets it finish', async () => {
    const core = fakeCore([running]);
    const ask = vi.fn(async () => quitChoices.indexOf('Let it finish'));
    expect(await mayQuit(core, ask)).toBe(false);
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ message: '“Revoke 26 API tokens” is still running (12 of 26 done).', buttons: ['Let it finish', 'Pause and quit', 'Stop and quit'], cancelId: 0 }));
    expect(core.holdUnfinishedJobs).not.toHaveBeenCalled();
    expect(core.stopUnfinishedJobs).not.toHaveBeenCalled();
  });

  it('pauses the jobs for the next start, or stops them, before it quits', async () => {
    const pausing = fakeCore([running, { ...running, jobId: 'j2' }]);
    expect(await mayQuit(pausing, async (question) => (expect(question.message).toBe('2 changes are still running.'), quitChoices.indexOf('Pause and quit')))).toBe(true);
    expect(pausing.holdUnfinishedJobs).toHaveBeenCalledOnce();
    const stopping = fakeCore([running]);
    expect(await mayQuit(stopping, async () => quitChoices.indexOf('Stop and quit'))).toBe(true);
    expect(stopping.stopUnfinishedJobs).toHaveBeenCalledOnce();
    expect(stopping.holdUnfinishedJobs).not.toHaveBeenCalled();
  });
});
