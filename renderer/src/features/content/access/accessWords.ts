import type { AccessEffect, AccessOperation, ChainLink, Principal, PrincipalRef, RestrictionEdit } from '../../../../../app/contract/confluence/access.channels';

export const OPERATION_WORD: Record<AccessOperation, string> = { read: 'view', update: 'edit' };

/** "Ana Diaz" or "the group leadership", for sentences. */
export function principalInSentence(principal: Pick<Principal, 'type' | 'name'>): string {
  return principal.type === 'group' ? `the group ${principal.name}` : principal.name;
}

export function effectSentence(effect: AccessEffect): string {
  const verb = OPERATION_WORD[effect.operation];
  if (effect.principal === null) {
    return effect.change === 'gains'
      ? `This page no longer limits who can ${verb} it: the space${verb === 'view' ? ' and any page above' : ''} decide again.`
      : `Everyone not named loses ${verb === 'view' ? 'view' : 'edit'} access, even with space permission.`;
  }
  const who = principalInSentence(effect.principal);
  if (effect.change === 'loses') return `${capitalise(who)} can no longer ${verb} it through this list.`;
  return verb === 'edit' ? `${capitalise(who)} can edit it, if they can also view it.` : `${capitalise(who)} can view it, if the space and any page above let them.`;
}

export function editSentence(edit: RestrictionEdit, name: string): string {
  const list = `who can ${OPERATION_WORD[edit.operation]}`;
  return edit.action === 'add' ? `Add ${name} to ${list}` : `Remove ${name} from ${list}`;
}

export const CHAIN_STATE_WORDS: Record<ChainLink['state'], string> = { open: 'Not restricted', passes: 'Lets them through', blocks: 'Blocks' };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Stages one more edit: the same person or group in the same list replaces an earlier edit of it. */
export function stageEdit<T extends { edit: RestrictionEdit }>(staged: readonly T[], next: T): T[] {
  const same = (item: T) => item.edit.operation === next.edit.operation && item.edit.principal.type === next.edit.principal.type && item.edit.principal.id === next.edit.principal.id;
  const earlier = staged.find(same);
  // Adding then removing (or the reverse) the same entry cancels out.
  if (earlier !== undefined && earlier.edit.action !== next.edit.action) return staged.filter((item) => !same(item));
  return [...staged.filter((item) => !same(item)), next];
}

/** The reference an input sends for a person or group on screen. */
export function refOf(principal: Pick<Principal, 'type' | 'id'>): PrincipalRef {
  return principal.type === 'group' ? { type: 'group', id: principal.id } : { type: 'user', id: principal.id };
}
