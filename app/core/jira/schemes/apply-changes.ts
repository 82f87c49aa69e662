import type { ApiSession } from '../../../api/http/session';
import { addNotifications, removeNotification } from '../../../api/jira/notification-schemes';
import { AppError, isAppError } from '../../../contract/errors';
import {
  batchAdditions,
  pendingProblems,
  requestCount,
  sameRecipients,
  schemeFingerprint,
  type PendingChanges,
  type SchemeSnapshot,
} from '../../../contract/jira/scheme-changes';
import { recipientKey } from '../../../contract/jira/recipients';
import { readScheme } from './read-scheme';
import { describeUnusable, findUnusable } from './recipient-check';

export type ApplyOutcome =
  | {
      outcome: 'applied';
      before: SchemeSnapshot;
      after: SchemeSnapshot;
      requests: number;
      /** False when the scheme read back does not hold exactly what was asked (someone else edited at once). */
      verified: boolean;
    }
  | {
      /** Someone changed the scheme after the admin loaded it: nothing was sent. */
      outcome: 'changed-meanwhile';
      current: SchemeSnapshot;
      problems: string[];
    }
  | {
      /** Jira refused a request part-way: some changes are in, the rest are not. */
      outcome: 'stopped';
      before: SchemeSnapshot;
      after: SchemeSnapshot;
      requests: number;
      message: string;
    };

/** The scheme as it will be once the changes are in (ids of new recipients are not known yet). */
function expectedAfter(scheme: SchemeSnapshot, changes: PendingChanges): SchemeSnapshot {
  const removed = new Set(changes.remove.map((entry) => `${entry.eventId}/${entry.notificationId}`));
  const events = scheme.events.map((event) => ({
    ...event,
    notifications: event.notifications.filter((notification) => !removed.has(`${event.eventId}/${notification.id}`)),
  }));
  for (const entry of changes.add) {
    let event = events.find((candidate) => candidate.eventId === entry.eventId);
    if (!event) {
      event = { eventId: entry.eventId, eventName: '', notifications: [] };
      events.push(event);
    }
    event.notifications.push({ id: 'new', type: entry.recipient.type, parameter: entry.recipient.parameter, recipient: entry.words, missing: false });
  }
  return { ...scheme, events };
}

/**
 * Applies staged changes to a scheme with as few requests as Jira allows: additions first, batched
 * up to 1,000 a request (so a refusal leaves nothing removed), then one request per removal; then
 * reads the scheme back. Refuses, sending nothing, when the scheme is no longer the one the admin
 * staged against, or when an addition names something Jira would refuse.
 */
export async function applySchemeChanges(
  session: ApiSession,
  input: { schemeId: string; basedOn: string; changes: PendingChanges },
  signal?: AbortSignal,
): Promise<ApplyOutcome> {
  const before = await readScheme(session, input.schemeId, signal);
  if (schemeFingerprint(before) !== input.basedOn) {
    return { outcome: 'changed-meanwhile', current: before, problems: pendingProblems(before, input.changes) };
  }
  const problems = pendingProblems(before, input.changes);
  if (problems.length > 0) throw new AppError('VALIDATION', problems[0] ?? 'These changes do not fit the scheme.');
  const unusable = await findUnusable(session, input.changes.add, signal);
  if (unusable.length > 0) {
    const eventGone = unusable.find(({ reason }) => reason.startsWith('the event'));
    const message = eventGone
      ? `An event you added recipients to no longer exists in Jira (event ${eventGone.entry.eventId}). Take those changes back and review again. Nothing was changed.`
      : `Jira would refuse ${describeUnusable(unusable)}. Take ${unusable.length === 1 ? 'it' : 'them'} out of your changes. Nothing was changed.`;
    throw new AppError('VALIDATION', message);
  }

  let requests = 0;
  const steps = [
    ...batchAdditions(input.changes.add).map((batch) => () =>
      addNotifications(session, {
        schemeId: input.schemeId,
        events: batch.events.map((event) => ({
          eventId: event.eventId,
          notifications: event.recipients.map((recipient) => ({ type: recipient.type, ...(recipient.parameter === null ? {} : { parameter: recipient.parameter }) })),
        })),
      }, signal),
    ),
    ...input.changes.remove.map((entry) => () => removeNotification(session, input.schemeId, entry.notificationId, signal)),
  ];
  for (const step of steps) {
    try {
      await step();
      requests += 1;
    } catch (error) {
      if (requests === 0 || !isAppError(error) || signal?.aborted) throw error;
      const after = await readScheme(session, input.schemeId);
      return {
        outcome: 'stopped',
        before,
        after,
        requests,
        message: `Jira refused part of the change after ${requests} of ${requestCount(input.changes)} steps: ${error.info.message} What went in can be undone.`,
      };
    }
  }
  const after = await readScheme(session, input.schemeId, signal);
  return { outcome: 'applied', before, after, requests, verified: sameRecipients(after, expectedAfter(before, input.changes)) };
}

/** "Issue Created: + Group: finance, − Reporter", for Activity; long lists are cut. */
export function describeChanges(before: SchemeSnapshot, after: SchemeSnapshot, most = 12): { before: string; after: string } {
  const changedEvents = new Set<string>();
  const keysOf = (scheme: SchemeSnapshot, eventId: string) =>
    (scheme.events.find((event) => event.eventId === eventId)?.notifications ?? []).map(recipientKey).sort().join('|');
  for (const event of [...before.events, ...after.events]) {
    if (keysOf(before, event.eventId) !== keysOf(after, event.eventId)) changedEvents.add(event.eventId);
  }
  const line = (scheme: SchemeSnapshot) => {
    const parts = [...changedEvents].map((eventId) => {
      const event = scheme.events.find((candidate) => candidate.eventId === eventId);
      const name = event?.eventName || before.events.find((candidate) => candidate.eventId === eventId)?.eventName || `Event ${eventId}`;
      const who = event?.notifications.map((notification) => notification.recipient) ?? [];
      return `${name}: ${who.length > 0 ? who.join(', ') : 'nobody'}`;
    });
    const shown = parts.slice(0, most).join('; ');
    return parts.length > most ? `${shown}; and ${parts.length - most} more events` : shown || 'no change';
  };
  return { before: line(before), after: line(after) };
}
