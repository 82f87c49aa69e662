import { z } from 'zod';
import { ErrorInfo } from '../errors';

const OutcomeBase = z.object({
  /** The item's stable key within its job (an account id, a token id ...). */
  key: z.string(),
  /** The item in plain words, e.g. "API token “CI” of Ada Lovelace (ada@acme.com)". */
  target: z.string(),
  /** The write actions performed, or in a dry run the ones that would have been. */
  writes: z.array(z.string()),
  /** When the item finished (ISO time). */
  at: z.string(),
});

/**
 * What became of one item of a job: the single definition the job runner, the channels and the screens
 * share. `skipped` says the item needed nothing (already revoked, not manageable ...), with the reason.
 */
export const ItemOutcome = z.discriminatedUnion('status', [
  OutcomeBase.extend({ status: z.literal('done') }),
  OutcomeBase.extend({ status: z.literal('failed'), error: ErrorInfo }),
  OutcomeBase.extend({ status: z.literal('skipped'), reason: z.string() }),
]);
export type ItemOutcome = z.infer<typeof ItemOutcome>;
