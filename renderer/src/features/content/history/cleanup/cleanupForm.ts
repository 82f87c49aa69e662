import type { CleanupRule } from '../../../../../../app/contract/confluence/history.channels';
import { fromLocalInput } from '../localTime';

export interface CleanupForm {
  rule: 'keepLatest' | 'olderThan';
  /** As typed. */
  keep: string;
  /** A `datetime-local` value. */
  before: string;
}

/** The rule the form describes, or the sentence that says what to fix. */
export function ruleFrom(form: CleanupForm): { rule: CleanupRule } | { problem: string } {
  if (form.rule === 'keepLatest') {
    const count = Number(form.keep);
    if (!Number.isInteger(count) || count < 1) return { problem: 'Keep at least 1 version: the current one is always kept.' };
    return { rule: { kind: 'keepLatest', count } };
  }
  const before = fromLocalInput(form.before);
  if (before === null) return { problem: 'Pick the date: versions saved before it are deleted.' };
  return { rule: { kind: 'olderThan', before } };
}
