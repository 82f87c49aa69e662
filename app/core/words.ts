/**
 * Wording shared by Activity entries and messages: counts with their noun, lists that name a few and
 * count the rest, and a dry run said in plain words.
 */

import { plural } from '../contract/plural';

// The screens count with the same words, so the helper lives in the contract.
export { plural };

/** The first `most` names, the rest counted: "A; B; C and 4 more". */
export function namesWithMore(names: readonly string[], most: number, separator = '; '): string {
  const shown = names.slice(0, most).join(separator);
  return names.length > most ? `${shown} and ${names.length - most} more` : shown;
}

/** The items a dry run's Activity entry names one by one; the rest are counted. */
const NAMED_IN_PREVIEW = 5;

/**
 * A dry run in words for its Activity entry ("Preview only"): what it would do, how many items it would
 * leave alone, and the first items it would act on, each named as the real run's own entries name it:
 * "Would pause 7 webhooks in workspace acme, and leave 2 selected ones alone: Webhook “CI” to
 * ci.example.com in workspace acme; … and 2 more".
 */
export function previewWords(would: string, named: readonly string[], leftAlone: { count: number; one: string; many?: string } = { count: 0, one: '' }): string {
  const head = leftAlone.count > 0 ? `${would}, and leave ${plural(leftAlone.count, leftAlone.one, leftAlone.many)} alone` : would;
  return named.length === 0 ? head : `${head}: ${namesWithMore(named, NAMED_IN_PREVIEW)}`;
}
