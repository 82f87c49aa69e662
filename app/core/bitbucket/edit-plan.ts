/** The fields of a hook an admin edits in the form. The secret is never one of them: it has its own actions. */
export interface EditableHook {
  description: string;
  url: string;
  active: boolean;
  events: readonly string[];
}

type Field = keyof EditableHook;
const fields: readonly Field[] = ['description', 'url', 'active', 'events'];

const sameEvents = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && new Set([...a, ...b]).size === a.length;

function same(field: Field, a: EditableHook, b: EditableHook): boolean {
  return field === 'events' ? sameEvents(a.events, b.events) : a[field] === b[field];
}

export interface EditPlan {
  /** Only what the admin changed and Bitbucket does not already have: the body of the update. */
  changes: Partial<EditableHook>;
  /** Fields the admin changed that someone else changed differently since the form was opened. */
  conflicts: Field[];
}

/**
 * Compares what the form opened with (`loaded`), what the admin wants (`desired`) and what Bitbucket has
 * now (`current`). Sending only the admin's own changes means a field nobody touched is never sent: not
 * someone else's edit, and never the secret, which Bitbucket removes when an update sends it empty.
 */
export function planEdit(loaded: EditableHook, desired: EditableHook, current: EditableHook): EditPlan {
  const changes: Partial<EditableHook> = {};
  const conflicts: Field[] = [];
  for (const field of fields) {
    if (same(field, loaded, desired)) continue;
    if (same(field, desired, current)) continue;
    if (!same(field, loaded, current)) {
      conflicts.push(field);
      continue;
    }
    Object.assign(changes, { [field]: desired[field] });
  }
  return { changes, conflicts };
}

export const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : 'an invalid address');

/**
 * The changes in words for the Activity log, before → after. Addresses are named by host only, as
 * elsewhere in the log: some receivers carry a credential of their own in the path or query. Events are
 * named by `eventName` (their keys unless said).
 */
export function describeChanges(before: EditableHook, changes: Partial<EditableHook>, eventName: (event: string) => string = (event) => event): string[] {
  const words: string[] = [];
  if (changes.description !== undefined) words.push(`description “${before.description}” → “${changes.description}”`);
  if (changes.url !== undefined) words.push(`address ${hostOf(before.url)} → ${hostOf(changes.url)}`);
  if (changes.active !== undefined) words.push(changes.active ? 'resumed (was paused)' : 'paused (was active)');
  if (changes.events !== undefined) {
    const added = changes.events.filter((event) => !before.events.includes(event));
    const removed = before.events.filter((event) => !changes.events?.includes(event));
    if (added.length > 0) words.push(`events added: ${added.map(eventName).join(', ')}`);
    if (removed.length > 0) words.push(`events removed: ${removed.map(eventName).join(', ')}`);
  }
  return words;
}
