import type { MessageBoxOptions } from 'electron';
import type { Core } from '../app/core';
import { plural } from '../app/contract/words';

type QuitCore = Pick<Core, 'unfinishedJobs' | 'holdUnfinishedJobs' | 'stopUnfinishedJobs'>;

/** The answers, in the order of the dialog's buttons; the first is also what Escape means. */
export const quitChoices = ['Let it finish', 'Pause and quit', 'Stop and quit'] as const;

/** What the dialog says about the jobs quitting would interrupt. */
export function quitQuestion(jobs: ReturnType<QuitCore['unfinishedJobs']>): Pick<MessageBoxOptions, 'message' | 'detail'> {
  const [only] = jobs;
  const message =
    jobs.length === 1 && only
      ? `“${only.title}” is still running (${(only.done + only.failed + only.skipped).toLocaleString('en')} of ${only.total.toLocaleString('en')} done).`
      : `${plural(jobs.length, 'change is', 'changes are')} still running.`;
  return {
    message,
    detail: [
      'Let it finish: Orgdesk stays open until it is done.',
      'Pause and quit: the next time Orgdesk starts, it offers to finish it.',
      'Stop and quit: what is done stays done; the rest is not made.',
    ].join('\n'),
  };
}

/**
 * Asked before Orgdesk quits: with no change running it may quit at once; otherwise the admin chooses, and
 * the jobs are paused (journaled as held for the next start) or stopped before it answers true. "Let it
 * finish" answers false: quitting is called off.
 */
export async function mayQuit(core: QuitCore, ask: (question: MessageBoxOptions) => Promise<number>): Promise<boolean> {
  const jobs = core.unfinishedJobs();
  if (jobs.length === 0) return true;
  const answer = await ask({ type: 'warning', buttons: [...quitChoices], defaultId: 0, cancelId: 0, noLink: true, title: 'Quit Orgdesk?', ...quitQuestion(jobs) });
  if (quitChoices[answer] === 'Pause and quit') {
    await core.holdUnfinishedJobs();
    return true;
  }
  if (quitChoices[answer] === 'Stop and quit') {
    await core.stopUnfinishedJobs();
    return true;
  }
  return false;
}
