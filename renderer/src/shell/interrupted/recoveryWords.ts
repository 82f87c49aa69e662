import type { InterruptedJob, RecoveredItem } from '../../../../app/contract/app/recovery.channels';
import { plural } from '../../../../app/contract/words';

export const ITEM_WORDS = { one: 'item', many: 'items' } as const;

/** The parts of a stopped job's bar, in the order they are drawn, with the words of its legend. */
export const stateParts: ReadonlyArray<{ key: keyof InterruptedJob['counts']; label: string; color: string }> = [
  { key: 'done', label: 'done', color: 'success.main' },
  { key: 'uncertain', label: 'being checked', color: 'info.main' },
  { key: 'notStarted', label: 'not started', color: 'action.disabled' },
  { key: 'failed', label: 'failed', color: 'error.main' },
  { key: 'skipped', label: 'skipped', color: 'warning.main' },
];

export const itemStateWords: Record<RecoveredItem['state'], string> = {
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  'not-started': 'Not started',
  uncertain: 'Being checked',
};

/** "12 done, 14 not started", the parts that are not empty. */
export function countsSentence(counts: InterruptedJob['counts']): string {
  return stateParts
    .filter((part) => counts[part.key] > 0)
    .map((part) => `${counts[part.key].toLocaleString('en')} ${part.label}`)
    .join(', ');
}

export const choiceWords = {
  resume: {
    title: (job: InterruptedJob) => `Finish “${job.title}”?`,
    body: (job: InterruptedJob) =>
      `Orgdesk makes the ${plural(job.counts.notStarted, 'change')} not started yet. It first checks each one again as the preview did, and skips any that someone changed in the meantime.`,
    confirm: 'Finish it',
    /** The run's heading under the bar of what the stop left: it works on the part not started. */
    running: (job: InterruptedJob) => `Finishing the ${plural(job.counts.notStarted, 'change')} not started`,
  },
  rollBack: {
    title: (job: InterruptedJob) => `Put back what “${job.title}” changed?`,
    body: (job: InterruptedJob) =>
      `Orgdesk undoes the ${plural(job.counts.done, 'change')} it made, from what it wrote down before each one. Anything someone changed again since is left alone and listed.`,
    confirm: 'Put it back',
    running: (job: InterruptedJob) => `Putting back the ${plural(job.counts.done, 'change')} made`,
  },
  leave: {
    title: (job: InterruptedJob) => `Leave “${job.title}” as it is?`,
    body: (job: InterruptedJob) =>
      `The ${plural(job.counts.done, 'change')} made so far stay, and the ${plural(job.counts.notStarted, 'change')} not started are not made. Activity records this choice.`,
    confirm: 'Leave it',
  },
} as const;
