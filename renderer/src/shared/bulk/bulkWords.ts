import type { ItemOutcome } from '../../../../app/contract/channels/item-outcome';
import { plural } from '../../../../app/contract/words';

/** A noun for counting ("page", "pages"). */
export interface CountWords {
  one: string;
  many: string;
}

export type FailedOutcome = Extract<ItemOutcome, { status: 'failed' }>;
export type SkippedOutcome = Extract<ItemOutcome, { status: 'skipped' }>;
export type DoneOutcome = Extract<ItemOutcome, { status: 'done' }>;

export interface SplitOutcomes {
  done: DoneOutcome[];
  failed: FailedOutcome[];
  skipped: SkippedOutcome[];
}

export function splitOutcomes(outcomes: readonly ItemOutcome[]): SplitOutcomes {
  const split: SplitOutcomes = { done: [], failed: [], skipped: [] };
  for (const outcome of outcomes) {
    if (outcome.status === 'done') split.done.push(outcome);
    else if (outcome.status === 'failed') split.failed.push(outcome);
    else split.skipped.push(outcome);
  }
  return split;
}

interface SentenceWords {
  unit: CountWords;
  doneWord: string;
  writes?: CountWords;
  stopped: boolean;
}

/** "3 pages done (20 versions deleted), 1 failed, 2 skipped." and, when stopped, what that means. */
export function resultsSentence(split: SplitOutcomes, { unit, doneWord, writes, stopped }: SentenceWords): string {
  const written = split.done.reduce((sum, outcome) => sum + outcome.writes.length, 0);
  const parts = [
    `${plural(split.done.length, unit.one, unit.many)} ${doneWord}${writes ? ` (${plural(written, writes.one, writes.many)})` : ''}`,
    `${split.failed.length.toLocaleString('en')} failed`,
    `${split.skipped.length.toLocaleString('en')} skipped`,
  ];
  return `${parts.join(', ')}.${stopped ? ' Stopped before the end: what had not started was not done.' : ''}`;
}

export const PAGE_WORDS: CountWords = { one: 'page', many: 'pages' };
export const VERSION_WORDS: CountWords = { one: 'version', many: 'versions' };
