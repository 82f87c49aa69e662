import { z } from 'zod';
import { Recipient, recipientKey } from './recipients';

/**
 * Staged edits of a notification scheme: what is pending, the diff it makes, and the requests it
 * takes. Pure rules shared by the editing screen (live diff) and the core (apply, undo, verify).
 */

const NumericId = (what: string) => z.string().trim().regex(/^\d{1,18}$/, `This is not a ${what} ID.`);

/** Jira takes at most this many notifications in one create or add request. */
export const NOTIFICATIONS_PER_REQUEST = 1000;
/** More staged changes than this at once are refused: nobody reviews a bigger diff. */
export const MOST_STAGED_CHANGES = 10_000;

export const SchemeNotification = z.object({
  id: z.string(),
  type: z.string(),
  parameter: z.string().nullable(),
  /** Who it reaches, in words ("Reporter", "Group: finance", "Ada Lovelace"). */
  recipient: z.string(),
  /** What it names no longer exists in Jira; once removed it cannot be added back. */
  missing: z.boolean(),
});
export type SchemeNotification = z.infer<typeof SchemeNotification>;

export const SchemeEvent = z.object({ eventId: z.string(), eventName: z.string(), notifications: z.array(SchemeNotification) });
export type SchemeEvent = z.infer<typeof SchemeEvent>;

/** A scheme with every event and recipient, as read from Jira. */
export const SchemeSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  events: z.array(SchemeEvent),
});
export type SchemeSnapshot = z.infer<typeof SchemeSnapshot>;

export const PendingAdd = z.object({
  eventId: NumericId('event'),
  recipient: Recipient,
  /** How the picker named the recipient; shown in the diff, never trusted for anything else. */
  words: z.string().trim().min(1).max(300),
});
export type PendingAdd = z.infer<typeof PendingAdd>;

export const PendingRemove = z.object({ eventId: NumericId('event'), notificationId: NumericId('notification') });
export type PendingRemove = z.infer<typeof PendingRemove>;

export const PendingChanges = z
  .object({ add: z.array(PendingAdd), remove: z.array(PendingRemove) })
  .refine((changes) => changes.add.length + changes.remove.length > 0, 'There are no changes to apply.')
  .refine((changes) => changes.add.length + changes.remove.length <= MOST_STAGED_CHANGES, {
    message: `Apply at most ${MOST_STAGED_CHANGES.toLocaleString('en')} changes at a time.`,
  });
export type PendingChanges = z.infer<typeof PendingChanges>;

export const noChanges = (): PendingChanges => ({ add: [], remove: [] });

function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Changes whenever anything in the scheme does; an apply based on another fingerprint is refused. */
export function schemeFingerprint(scheme: SchemeSnapshot): string {
  const canonical = [
    scheme.name,
    scheme.description ?? '',
    ...[...scheme.events]
      .sort((a, b) => Number(a.eventId) - Number(b.eventId))
      .map((event) => `${event.eventId}=${event.notifications.map((n) => `${n.id}:${recipientKey(n)}`).sort().join(',')}`),
  ].join('\n');
  return `${fnv1a(canonical, 0x811c9dc5)}${fnv1a(canonical, 0x01000193)}`;
}

const eventOf = (scheme: SchemeSnapshot, eventId: string) => scheme.events.find((event) => event.eventId === eventId);

function isRemoved(changes: PendingChanges, eventId: string, notificationId: string): boolean {
  return changes.remove.some((entry) => entry.eventId === eventId && entry.notificationId === notificationId);
}

/** Stages one addition. Adding back a recipient staged for removal cancels the removal instead. */
export function stageAdd(scheme: SchemeSnapshot, changes: PendingChanges, add: PendingAdd): PendingChanges {
  const key = recipientKey(add.recipient);
  const existing = eventOf(scheme, add.eventId)?.notifications.find((notification) => recipientKey(notification) === key);
  if (existing) {
    return { ...changes, remove: changes.remove.filter((entry) => !(entry.eventId === add.eventId && entry.notificationId === existing.id)) };
  }
  if (changes.add.some((entry) => entry.eventId === add.eventId && recipientKey(entry.recipient) === key)) return changes;
  return { ...changes, add: [...changes.add, add] };
}

/** Stages one removal of a recipient the scheme has now. */
export function stageRemove(changes: PendingChanges, remove: PendingRemove): PendingChanges {
  if (isRemoved(changes, remove.eventId, remove.notificationId)) return changes;
  return { ...changes, remove: [...changes.remove, remove] };
}

/** Takes back one staged addition. */
export function unstageAdd(changes: PendingChanges, eventId: string, recipient: Recipient): PendingChanges {
  const key = recipientKey(recipient);
  return { ...changes, add: changes.add.filter((entry) => !(entry.eventId === eventId && recipientKey(entry.recipient) === key)) };
}

/** Takes back one staged removal. */
export function unstageRemove(changes: PendingChanges, eventId: string, notificationId: string): PendingChanges {
  return { ...changes, remove: changes.remove.filter((entry) => !(entry.eventId === eventId && entry.notificationId === notificationId)) };
}

/**
 * Why staged changes no longer fit the scheme as it is now, in sentences; empty when they fit. Used
 * after a reload, when someone else edited the scheme meanwhile.
 */
export function pendingProblems(scheme: SchemeSnapshot, changes: PendingChanges): string[] {
  const problems: string[] = [];
  for (const entry of changes.remove) {
    if (!eventOf(scheme, entry.eventId)?.notifications.some((notification) => notification.id === entry.notificationId)) {
      problems.push('A recipient you chose to remove is no longer in the scheme.');
    }
  }
  const seen = new Set<string>();
  for (const entry of changes.add) {
    const key = `${entry.eventId}/${recipientKey(entry.recipient)}`;
    const present = eventOf(scheme, entry.eventId)?.notifications.some(
      (notification) => recipientKey(notification) === recipientKey(entry.recipient) && !isRemoved(changes, entry.eventId, notification.id),
    );
    if (present || seen.has(key)) problems.push(`${entry.words} is already notified of this event.`);
    seen.add(key);
  }
  return [...new Set(problems)];
}

/** Drops the staged changes that no longer fit (see `pendingProblems`), keeping the rest. */
export function changesThatStillFit(scheme: SchemeSnapshot, changes: PendingChanges): PendingChanges {
  const remove = changes.remove.filter((entry) =>
    eventOf(scheme, entry.eventId)?.notifications.some((notification) => notification.id === entry.notificationId),
  );
  let kept: PendingChanges = { add: [], remove };
  for (const entry of changes.add) kept = stageAdd(scheme, kept, entry);
  return { add: kept.add, remove: kept.remove };
}

export interface EventDiff {
  eventId: string;
  eventName: string;
  added: { recipient: Recipient; words: string }[];
  removed: SchemeNotification[];
  /** Recipients of the event that stay as they are. */
  kept: number;
}

/** The diff the admin reviews, one row per event that changes, in the scheme's event order. */
export function diffOf(scheme: SchemeSnapshot, changes: PendingChanges, eventNames: ReadonlyMap<string, string>): EventDiff[] {
  const rows = new Map<string, EventDiff>();
  const row = (eventId: string): EventDiff => {
    let found = rows.get(eventId);
    if (!found) {
      const event = eventOf(scheme, eventId);
      found = { eventId, eventName: event?.eventName ?? eventNames.get(eventId) ?? `Event ${eventId}`, added: [], removed: [], kept: 0 };
      rows.set(eventId, found);
    }
    return found;
  };
  for (const entry of changes.remove) {
    const notification = eventOf(scheme, entry.eventId)?.notifications.find((candidate) => candidate.id === entry.notificationId);
    if (notification) row(entry.eventId).removed.push(notification);
  }
  for (const entry of changes.add) row(entry.eventId).added.push({ recipient: entry.recipient, words: entry.words });
  const order = new Map(scheme.events.map((event, index) => [event.eventId, index]));
  return [...rows.values()]
    .map((diff) => ({ ...diff, kept: (eventOf(scheme, diff.eventId)?.notifications.length ?? 0) - diff.removed.length }))
    .sort((a, b) => (order.get(a.eventId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.eventId) ?? Number.MAX_SAFE_INTEGER) || Number(a.eventId) - Number(b.eventId));
}

/** What it takes to make `current` notify exactly whom `target` does (used by Undo). */
export function changesBetween(current: SchemeSnapshot, target: SchemeSnapshot): PendingChanges {
  const changes: PendingChanges = { add: [], remove: [] };
  const eventIds = new Set([...current.events, ...target.events].map((event) => event.eventId));
  for (const eventId of eventIds) {
    const now = eventOf(current, eventId)?.notifications ?? [];
    const wanted = eventOf(target, eventId)?.notifications ?? [];
    const wantedKeys = new Set(wanted.map(recipientKey));
    const nowKeys = new Set(now.map(recipientKey));
    for (const notification of now) {
      if (!wantedKeys.has(recipientKey(notification))) changes.remove.push({ eventId, notificationId: notification.id });
    }
    for (const notification of wanted) {
      if (nowKeys.has(recipientKey(notification))) continue;
      const recipient = Recipient.parse({ type: notification.type, parameter: notification.parameter });
      changes.add.push({ eventId, recipient, words: notification.recipient });
    }
  }
  return changes;
}

/** Whether two schemes notify the same recipients of the same events (ids aside). */
export function sameRecipients(a: SchemeSnapshot, b: SchemeSnapshot): boolean {
  const plan = changesBetween(a, b);
  return plan.add.length === 0 && plan.remove.length === 0;
}

export interface AdditionBatch {
  events: { eventId: string; recipients: Recipient[] }[];
  size: number;
}

/**
 * Additions grouped by event and cut into requests of at most `limit` notifications each, as few
 * as can be: an event's recipients may be split over two requests.
 */
export function batchAdditions(additions: readonly { eventId: string; recipient: Recipient }[], limit = NOTIFICATIONS_PER_REQUEST): AdditionBatch[] {
  const byEvent = new Map<string, Recipient[]>();
  for (const entry of additions) byEvent.set(entry.eventId, [...(byEvent.get(entry.eventId) ?? []), entry.recipient]);
  const batches: AdditionBatch[] = [];
  let current: AdditionBatch = { events: [], size: 0 };
  for (const [eventId, recipients] of byEvent) {
    let rest = recipients;
    while (rest.length > 0) {
      if (current.size === limit) {
        batches.push(current);
        current = { events: [], size: 0 };
      }
      const taken = rest.slice(0, limit - current.size);
      rest = rest.slice(taken.length);
      current.events.push({ eventId, recipients: taken });
      current.size += taken.length;
    }
  }
  if (current.size > 0) batches.push(current);
  return batches;
}

/** Requests an apply will send: one per removal (Jira removes one at a time) and one per batch of additions. */
export function requestCount(changes: PendingChanges): number {
  return changes.remove.length + batchAdditions(changes.add).length;
}
