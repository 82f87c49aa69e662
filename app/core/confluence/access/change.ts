import { currentUser } from '../../../api/confluence/v1/current-user';
import { groupsOfUser } from '../../../api/confluence/v1/permissions';
import { replaceRestrictions } from '../../../api/confluence/v1/restrictions';
import type { ApiSession } from '../../../api/http/session';
import type { RestrictionChange } from '../../../contract/confluence/restrictions';
import { restrictionListWords, type AccessOperation, type AccessPreview, type AccessProblem, type PageRestrictions, type Principal, type PrincipalRef, type RestrictionEdit } from '../../../contract/confluence/access.channels';
import type { PrincipalDirectory } from './directory';
import { OPERATIONS, refKey, type RestrictionRefs } from './restrictions';

/**
 * A staged restriction change: the lists as they would be, who gains and who loses, and the reasons to
 * refuse it (the acting admin locked out, nobody left able to edit). The same rules serve one page and a
 * whole tree.
 */

const LIST_WORDS: Record<AccessOperation, string> = { read: 'who can view', update: 'who can edit' };

/** What a change that must be confirmed on purpose would cost, as its confirmation says it. */
export const LOCKOUT_WORDS = 'you would lose access, or nobody could edit';

export function applyEdits(before: RestrictionRefs, edits: readonly RestrictionEdit[]): RestrictionRefs {
  const after: RestrictionRefs = { read: [...before.read], update: [...before.update] };
  for (const edit of edits) {
    const key = refKey(edit.principal);
    const list = after[edit.operation].filter((ref) => refKey(ref) !== key);
    after[edit.operation] = edit.action === 'add' ? [...list, edit.principal] : list;
  }
  return after;
}

/** The acting person and every group they belong to, as reference keys. */
export async function actingKeys(session: ApiSession, signal: AbortSignal): Promise<{ me: string; keys: Set<string> }> {
  const { user } = await currentUser(session, signal);
  const me = user.accountId ?? '';
  const groups = me === '' ? [] : await groupsOfUser(session, me, signal);
  return { me, keys: new Set([refKey({ type: 'user', id: me }), ...groups.map((group) => refKey({ type: 'group', id: group.id ?? group.name }))]) };
}

type Effect<T> = { operation: AccessOperation; change: 'gains' | 'loses'; principal: T | null };

/**
 * Who gains and who loses between two sets of lists, for entries of any form (people and groups as shown,
 * or their references): going from no list to one, everyone not named loses (a null entry); the reverse,
 * everyone gains.
 */
export function effectsBetween<T extends { type: string; id: string }>(
  before: Record<AccessOperation, readonly T[]>,
  after: Record<AccessOperation, readonly T[]>,
): Array<Effect<T>> {
  return OPERATIONS.flatMap((operation): Array<Effect<T>> => {
    const was = before[operation];
    const now = after[operation];
    if (was.length === 0 && now.length === 0) return [];
    if (was.length === 0) return [{ operation, change: 'loses' as const, principal: null }];
    if (now.length === 0) return [{ operation, change: 'gains' as const, principal: null }];
    const wasKeys = new Set(was.map(refKey));
    const nowKeys = new Set(now.map(refKey));
    return [
      ...now.filter((entry) => !wasKeys.has(refKey(entry))).map((principal) => ({ operation, change: 'gains' as const, principal })),
      ...was.filter((entry) => !nowKeys.has(refKey(entry))).map((principal) => ({ operation, change: 'loses' as const, principal })),
    ];
  });
}

function sameList(a: readonly PrincipalRef[], b: readonly PrincipalRef[]): boolean {
  const keys = new Set(a.map(refKey));
  return keys.size === b.length && b.every((ref) => keys.has(refKey(ref)));
}

/** Whether a list lets the acting admin through: empty (it follows the space) or naming them or a group of theirs. */
const letsThrough = (list: readonly PrincipalRef[], acting: ReadonlySet<string>) => list.length === 0 || list.some((ref) => acting.has(refKey(ref)));

const unusable = (principal: Principal) => principal.status === 'deactivated' || principal.status === 'deleted';

/** Whether a change must be confirmed on purpose: it locks the acting admin out, or leaves nobody able to edit. */
export function locksOut(problems: readonly AccessProblem[]): boolean {
  return problems.some((problem) => problem.code === 'self-lockout' || problem.code === 'no-editor');
}

export function problemsOf(before: RestrictionRefs, after: RestrictionRefs, named: PageRestrictions, acting: Set<string>): AccessProblem[] {
  const problems: AccessProblem[] = [];
  const touched = OPERATIONS.filter((operation) => !sameList(before[operation], after[operation]));
  if (touched.length === 0) problems.push({ code: 'no-change', message: 'This leaves the restrictions as they are: nothing to apply.' });
  // Only a list the change touches, and only if it let the admin through before and would not after.
  for (const operation of touched) {
    if (letsThrough(before[operation], acting) && !letsThrough(after[operation], acting)) {
      problems.push({
        code: 'self-lockout',
        message: `You would no longer be able to ${operation === 'read' ? 'view' : 'edit'} this page: neither you nor any group of yours is in ${LIST_WORDS[operation]}.${operation === 'read' ? ' Confluence would then hide it from you.' : ''}`,
      });
    }
  }
  // Nobody can edit when the list that decides (edit, or view, which editing needs) names only accounts and groups that are gone.
  const deadEnd = touched.some((operation) => named[operation].length > 0 && named[operation].every(unusable));
  if (deadEnd) {
    problems.push({ code: 'no-editor', message: 'Nobody could edit this page: everyone left in who can view or who can edit is a deactivated account or a deleted group.' });
  }
  return problems;
}

export async function namedRefs(refs: RestrictionRefs, directory: PrincipalDirectory): Promise<PageRestrictions> {
  const [read, update] = await Promise.all(OPERATIONS.map((operation) => Promise.all(refs[operation].map((ref) => directory.principal(ref)))));
  return { read: read ?? [], update: update ?? [] };
}

export async function previewOf(
  before: RestrictionRefs,
  edits: readonly RestrictionEdit[],
  directory: PrincipalDirectory,
  acting: Set<string>,
  hash: string | null,
): Promise<AccessPreview & { afterRefs: RestrictionRefs }> {
  const after = applyEdits(before, edits);
  const [namedBefore, namedAfter] = await Promise.all([namedRefs(before, directory), namedRefs(after, directory)]);
  return { before: namedBefore, after: namedAfter, effects: effectsBetween(namedBefore, namedAfter), problems: problemsOf(before, after, namedAfter, acting), restrictionsHash: hash, afterRefs: after };
}

/** The PUT body for a whole set: operations left empty are left out (Confluence refuses an empty list). */
export function changesFor(refs: RestrictionRefs): RestrictionChange[] {
  return OPERATIONS.flatMap((operation) => {
    const accountIds = refs[operation].flatMap((ref) => (ref.type === 'user' ? [ref.id] : []));
    const groupIds = refs[operation].flatMap((ref) => (ref.type === 'group' ? [ref.id] : []));
    return accountIds.length + groupIds.length === 0 ? [] : [{ operation, accountIds, groupIds }];
  });
}

export async function writeRestrictions(session: ApiSession, pageId: string, refs: RestrictionRefs, signal: AbortSignal): Promise<void> {
  await replaceRestrictions(session, pageId, changesFor(refs), signal);
}

function principalsInWords(list: readonly Principal[]): string {
  return restrictionListWords(list.map((principal) => principal.name));
}

/** "view: A, B → A; edit: not restricted → C", only for the operations that change. */
export function beforeAfterWords(before: PageRestrictions, after: PageRestrictions): string {
  return OPERATIONS.filter((operation) => principalsInWords(before[operation]) !== principalsInWords(after[operation]))
    .map((operation) => `${operation === 'read' ? 'view' : 'edit'}: ${principalsInWords(before[operation])} → ${principalsInWords(after[operation])}`)
    .join('; ');
}

const EDIT_VERBS = { made: { add: 'Added', remove: 'Removed' }, planned: { add: 'add', remove: 'remove' } } as const;

/** One edit in words: "Added the group devs to who can edit" (made), "remove Ana Diaz from who can view" (planned). */
function editPhrase(edit: RestrictionEdit, named: ReadonlyMap<string, Principal>, tense: keyof typeof EDIT_VERBS): string {
  const principal = named.get(refKey(edit.principal));
  const name = principal === undefined ? edit.principal.id : principal.type === 'group' ? `the group ${principal.name}` : principal.name;
  return `${EDIT_VERBS[tense][edit.action]} ${name} ${edit.action === 'add' ? 'to' : 'from'} ${LIST_WORDS[edit.operation]}`;
}

/** How Activity names the preview of a one-page change; its outcome says "Preview only". */
export const ACCESS_PREVIEW_ACTION = 'Preview of changing who can view or edit a page';

/**
 * A one-page change's preview in words for Activity, the lists worded as the change's own entry words
 * them: "Would change the restrictions of page “Runbook”: view: not restricted → Ana Diaz".
 */
export function accessPreviewWords(title: string, preview: Pick<AccessPreview, 'before' | 'after' | 'problems'>): string {
  if (preview.problems.some((problem) => problem.code === 'no-change')) return `Would leave the restrictions of page “${title}” as they are`;
  const changes = beforeAfterWords(preview.before, preview.after);
  return `Would change the restrictions of page “${title}”${changes === '' ? '' : `: ${changes}`}${locksOut(preview.problems) ? ` (${LOCKOUT_WORDS})` : ''}`;
}

/** One sentence per edit, for the snapshot list. */
export function editWords(edits: readonly RestrictionEdit[], named: ReadonlyMap<string, Principal>): string[] {
  return edits.map((edit) => editPhrase(edit, named, 'made'));
}

/** The edits as a dry run says it would make them: "add the group devs to who can edit and remove Ana Diaz from who can view". */
export function plannedEditWords(edits: readonly RestrictionEdit[], named: ReadonlyMap<string, Principal>): string {
  return edits.map((edit) => editPhrase(edit, named, 'planned')).join(' and ');
}

/** What differs between two sets of lists, in words ("Ana Diaz was added to who can view"). */
export function differencesOf(expected: PageRestrictions, current: PageRestrictions): string[] {
  return OPERATIONS.flatMap((operation) => {
    const was = new Set(expected[operation].map(refKey));
    const now = new Set(current[operation].map(refKey));
    return [
      ...current[operation].filter((principal) => !was.has(refKey(principal))).map((principal) => `${principal.name} was added to ${LIST_WORDS[operation]}.`),
      ...expected[operation].filter((principal) => !now.has(refKey(principal))).map((principal) => `${principal.name} was removed from ${LIST_WORDS[operation]}.`),
    ];
  });
}

