import type { z } from 'zod';
import type { CopyResult as CopyResultSchema } from '../../../contract/jira/schemes.channels';
import type { ApiSession } from '../../../api/http/session';
import { addNotifications, createNotificationScheme, listAllNotificationSchemes } from '../../../api/jira/notification-schemes';
import { AppError, isAppError } from '../../../contract/errors';
import { Recipient } from '../../../contract/jira/recipients';
import { batchAdditions, sameRecipients, type AdditionBatch, type SchemeSnapshot } from '../../../contract/jira/scheme-changes';
import { schemeNameProblem } from '../../../contract/jira/scheme-name';
import { notificationCount, readScheme } from './read-scheme';
import type { RecipientToCheck } from './recipient-check';

export type CopyResult = z.infer<typeof CopyResultSchema>;

function toBody(batch: AdditionBatch) {
  return batch.events.map((event) => ({
    eventId: event.eventId,
    notifications: event.recipients.map((recipient) => ({ type: recipient.type, ...(recipient.parameter === null ? {} : { parameter: recipient.parameter }) })),
  }));
}

/**
 * The recipients to copy, and those Jira would refuse: read with everything expanded, a recipient
 * whose group, person, role or field did not come back names something gone; a type Cloud no longer
 * takes (e-mail addresses) is refused too. Nothing more needs asking.
 */
function recipientsOf(scheme: SchemeSnapshot): { usable: RecipientToCheck[]; leftOut: { eventId: string; words: string; reason: string }[] } {
  const usable: RecipientToCheck[] = [];
  const leftOut: { eventId: string; words: string; reason: string }[] = [];
  for (const event of scheme.events) {
    for (const notification of event.notifications) {
      const recipient = Recipient.safeParse({ type: notification.type, parameter: notification.parameter });
      if (!recipient.success) leftOut.push({ eventId: event.eventId, words: notification.recipient, reason: 'Jira Cloud no longer takes this kind of recipient' });
      else if (notification.missing) leftOut.push({ eventId: event.eventId, words: notification.recipient, reason: missingReason(notification.type) });
      else usable.push({ eventId: event.eventId, recipient: recipient.data, words: notification.recipient });
    }
  }
  return { usable, leftOut };
}

function missingReason(type: string): string {
  switch (type) {
    case 'Group':
      return 'the group no longer exists';
    case 'ProjectRole':
      return 'the project role no longer exists';
    case 'User':
      return 'Jira knows no such person';
    default:
      return 'the field no longer exists';
  }
}

/** The scheme `sent` describes, to compare the copy read back with. */
function snapshotOf(scheme: SchemeSnapshot, sent: readonly RecipientToCheck[]): SchemeSnapshot {
  const events = new Map<string, SchemeSnapshot['events'][number]>();
  for (const entry of sent) {
    const event = events.get(entry.eventId) ?? { eventId: entry.eventId, eventName: '', notifications: [] };
    event.notifications.push({ id: '', type: entry.recipient.type, parameter: entry.recipient.parameter, recipient: entry.words, missing: false });
    events.set(entry.eventId, event);
  }
  return { ...scheme, events: [...events.values()] };
}

/**
 * Copies a scheme under a new name: reads it and every scheme's name at once, creates the copy with
 * the first 1,000 recipients and adds the rest 1,000 at a time, then reads the copy back.
 */
export async function copyScheme(
  session: ApiSession,
  input: { schemeId: string; name: string; description?: string },
  signal?: AbortSignal,
): Promise<CopyResult> {
  const [source, all] = await Promise.all([readScheme(session, input.schemeId, signal), listAllNotificationSchemes(session, [], signal)]);
  const nameProblem = schemeNameProblem(input.name, all);
  if (nameProblem) throw new AppError('VALIDATION', nameProblem, { fields: [{ path: 'name', message: nameProblem }] });

  const { usable: sent, leftOut } = recipientsOf(source);
  const eventName = (eventId: string) => source.events.find((event) => event.eventId === eventId)?.eventName ?? `Event ${eventId}`;
  const batches = batchAdditions(sent);
  const [first, ...rest] = batches;

  const description = input.description ?? source.description ?? undefined;
  const { id } = await createNotificationScheme(
    session,
    { name: input.name.trim(), ...(description ? { description } : {}), ...(first ? { events: toBody(first) } : {}) },
    signal,
  );
  let writeRequests = 1;
  let incomplete: string | null = null;
  for (const batch of rest) {
    try {
      await addNotifications(session, { schemeId: id, events: toBody(batch) }, signal);
      writeRequests += 1;
    } catch (error) {
      if (!isAppError(error) || signal?.aborted) throw error;
      incomplete = `The copy was created, but Jira refused a later batch of recipients: ${error.info.message}`;
      break;
    }
  }
  const copy = await readScheme(session, id, signal);
  const expected = snapshotOf(copy, sent);
  return {
    id,
    name: copy.name,
    notifications: notificationCount(copy),
    writeRequests,
    leftOut: leftOut.map((entry) => ({ eventName: eventName(entry.eventId), recipient: entry.words, reason: entry.reason })),
    verified: incomplete === null && sameRecipients(copy, expected),
    incomplete,
  };
}
