import type { HookBulkUndo, HookEditUndo } from '../../../../../app/contract/bitbucket/hook-undo.channels';
import { plural } from '../../../../../app/contract/words';

/** A change the list offers to undo: one hook's edit, pause or resume, or a finished bulk pause or resume. */
export type UndoOffer = { kind: 'edit'; at: string; edit: HookEditUndo } | { kind: 'bulk'; at: string; bulk: HookBulkUndo };

/** How many offers show before "Show more": the latest changes are the ones an admin looks for. */
export const OFFERS_SHOWN = 3;

/** Every change that can still be undone, newest first. */
export function undoOffers(list: { edits: readonly HookEditUndo[]; bulk: readonly HookBulkUndo[] }): UndoOffer[] {
  return [...list.edits.map((edit): UndoOffer => ({ kind: 'edit', at: edit.at, edit })), ...list.bulk.map((bulk): UndoOffer => ({ kind: 'bulk', at: bulk.at, bulk }))].sort((a, b) =>
    b.at.localeCompare(a.at),
  );
}

/** An offer in words: what the change was, how old it is (`age`, "5 minutes ago"), and what Undo does. */
export function offerWords(offer: UndoOffer, age: string): { what: string; undo: string; button: string; label: string } {
  if (offer.kind === 'edit') {
    const { hook, putsBack } = offer.edit;
    return { what: `Your change to “${hook}”, ${age}`, undo: `Undo puts back: ${putsBack.join('; ')}.`, button: 'Undo', label: `Undo your change to “${hook}”` };
  }
  const { title, hooks, action } = offer.bulk;
  return {
    what: `${title}, ${age}`,
    undo: `Undo ${action === 'pause' ? 'resumes' : 'pauses'} the ${plural(hooks, 'webhook')} it changed, after a preview; one changed since is left alone.`,
    button: 'Put back…',
    label: `Put back “${title}”`,
  };
}
