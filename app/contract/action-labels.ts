import { fromEveryGroup } from './areas';
import type { Channel, MutatingChannel } from './channels';
import { retiredWrites, type RetiredWrite } from './renamed-channels';

/**
 * Plain words for every action the Activity log records, gathered from each channel group (the words sit
 * beside the group's channels). Channel writes are stored by channel name and shown through this table;
 * job steps are stored in words already and pass through unchanged.
 */
const labels = fromEveryGroup('actionLabels') as Record<MutatingChannel, string>;

/** The words for an action recorded in the log: a write's label, or a job step (already words) unchanged. */
export function actionLabel(action: string): string {
  if (Object.hasOwn(labels, action)) return labels[action as MutatingChannel];
  return Object.hasOwn(retiredWrites, action) ? retiredWrites[action as RetiredWrite] : action;
}

export function hasActionLabel(channel: Channel): boolean {
  return Object.hasOwn(labels, channel);
}
