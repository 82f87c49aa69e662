import type { JobProgress } from '../../../../app/contract/events';
import { plural } from '../../../../app/contract/words';

export function isFinished(state: JobProgress['state']): boolean {
  return state === 'completed' || state === 'cancelled';
}

/** 0–100 for the progress bar. */
export function percentDone(progress: Pick<JobProgress, 'done' | 'failed' | 'skipped' | 'total'>): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, ((progress.done + progress.failed + progress.skipped) / progress.total) * 100);
}

export function rateWords(ratePerSecond: number, unit: string): string {
  if (ratePerSecond <= 0) return '';
  const rounded = ratePerSecond >= 10 ? Math.round(ratePerSecond) : Math.round(ratePerSecond * 10) / 10;
  return `${rounded.toLocaleString()} ${unit} a second`;
}

export function timeLeftWords(etaSeconds: number | null): string {
  if (etaSeconds === null) return '';
  if (etaSeconds < 5) return 'almost done';
  if (etaSeconds < 60) return `about ${Math.ceil(etaSeconds / 5) * 5} seconds left`;
  const minutes = Math.round(etaSeconds / 60);
  if (minutes < 60) return `about ${plural(minutes, 'minute')} left`;
  const hours = Math.round((etaSeconds / 3600) * 10) / 10;
  return `about ${hours} hours left`;
}

export const jobStateWords: Record<JobProgress['state'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  paused: 'Paused',
  cancelling: 'Stopping…',
  cancelled: 'Stopped',
  completed: 'Finished',
};
