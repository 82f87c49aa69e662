import type { OffboardProduct, OffboardRecord, StepOutcome } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';
import { PRODUCTS } from '../shared/findingWords';

export type RecordStep = OffboardRecord['steps'][number];

export const OUTCOMES: readonly StepOutcome[] = ['done', 'failed', 'skipped', 'pending', 'rolledBack'];

export const outcomeWords: Record<StepOutcome, string> = { done: 'Done', failed: 'Failed', skipped: 'Skipped', pending: 'Not done', rolledBack: 'Rolled back' };

export type OutcomeCounts = Record<StepOutcome, number>;

const none = (): OutcomeCounts => ({ done: 0, failed: 0, skipped: 0, pending: 0, rolledBack: 0 });

/** Each product's steps counted by outcome, products with no step left out. */
export function countsByProduct(steps: readonly RecordStep[]): { product: OffboardProduct; counts: OutcomeCounts }[] {
  const byProduct = new Map<OffboardProduct, OutcomeCounts>();
  for (const step of steps) {
    const counts = byProduct.get(step.product) ?? none();
    counts[step.outcome] += 1;
    byProduct.set(step.product, counts);
  }
  return PRODUCTS.flatMap((product) => {
    const counts = byProduct.get(product);
    return counts ? [{ product, counts }] : [];
  });
}

export function totalCounts(steps: readonly RecordStep[]): OutcomeCounts {
  const counts = none();
  for (const step of steps) counts[step.outcome] += 1;
  return counts;
}

/** "12 steps: 10 done, 1 failed, 1 skipped." naming only the outcomes that happened. */
export function countsSentence(counts: OutcomeCounts): string {
  const total = OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
  const parts = OUTCOMES.filter((outcome) => counts[outcome] > 0).map((outcome) => `${counts[outcome].toLocaleString('en')} ${outcomeWords[outcome].toLowerCase()}`);
  return `${plural(total, 'step')}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
}

export const recordStateWords: Record<OffboardRecord['state'], string> = {
  running: 'Running',
  paused: 'Paused',
  completed: 'Finished',
  cancelled: 'Stopped by you',
  stopped: 'Interrupted: Orgdesk stopped during it',
};
