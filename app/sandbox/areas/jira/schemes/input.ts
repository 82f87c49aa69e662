import { z } from 'zod';
import type { World } from '../../../kit';
import { isNotificationType, PARAMETER_KIND, takesParameter } from '../catalog/notification-types';
import { badRequest } from '../http/errors';
import { findEvent, findPerson } from '../lookups';
import type { JiraNotificationScheme, JiraState, StoredNotification, StoredSchemeEvent } from '../state';

const NAME_MAX = 255;
const DESCRIPTION_MAX = 4000;
/** Create and add-notifications both take at most this many notifications per request. */
export const NOTIFICATIONS_PER_REQUEST = 1000;

const eventsSchema = z.array(
  z.looseObject({
    event: z.looseObject({ id: z.union([z.string(), z.number()]).transform(String) }),
    notifications: z.array(z.looseObject({ notificationType: z.string(), parameter: z.string().optional() })),
  }),
);

export const createSchemeSchema = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  notificationSchemeEvents: eventsSchema.optional(),
});

export const updateSchemeSchema = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
});

export const addNotificationsSchema = z.looseObject({ notificationSchemeEvents: eventsSchema });

export type EventsInput = z.infer<typeof eventsSchema>;

/** Name and description rules shared by create and update; `self` is the scheme being renamed. */
export function checkNameAndDescription(
  state: JiraState,
  fields: { name?: string; description?: string },
  self?: JiraNotificationScheme,
): void {
  if (fields.name !== undefined) {
    const name = fields.name.trim();
    if (name === '') throw badRequest('The name of the notification scheme must not be empty.');
    if (name.length > NAME_MAX) throw badRequest(`The length of the name must not exceed ${NAME_MAX} characters.`);
    const clash = state.notificationSchemes.find(
      (scheme) => scheme.id !== self?.id && scheme.name.toLowerCase() === name.toLowerCase(),
    );
    if (clash) throw badRequest(`A notification scheme named '${name}' already exists.`);
  }
  if (fields.description !== undefined && fields.description.length > DESCRIPTION_MAX) {
    throw badRequest(`The length of the description must not exceed ${DESCRIPTION_MAX} characters.`);
  }
}

function checkParameter(state: JiraState, world: World, type: keyof typeof PARAMETER_KIND, parameter: string | undefined): string {
  if (parameter === undefined || parameter.trim() === '') throw badRequest(`The notification type ${type} requires a parameter.`);
  const known = {
    accountId: () => findPerson(world, parameter) !== undefined,
    group: () => state.groups.some((group) => group.name === parameter),
    projectRole: () => state.projectRoles.some((role) => String(role.id) === parameter),
    userField: () => state.customFields.some((field) => field.kind === 'user' && field.id === parameter),
    groupField: () => state.customFields.some((field) => field.kind === 'group' && field.id === parameter),
  }[PARAMETER_KIND[type]];
  if (!known()) throw badRequest(`The parameter '${parameter}' is not valid for the notification type ${type}.`);
  return parameter;
}

function sameRecipient(a: Omit<StoredNotification, 'id'>, b: Omit<StoredNotification, 'id'>): boolean {
  return a.notificationType === b.notificationType && a.parameter === b.parameter;
}

/**
 * Validates requested notifications against the catalogue and the scheme's existing ones, and
 * returns them per event with fresh ids. Nothing is stored when any entry is invalid.
 */
export function buildNotifications(
  state: JiraState,
  world: World,
  input: EventsInput,
  existing: readonly StoredSchemeEvent[],
): StoredSchemeEvent[] {
  const total = input.reduce((sum, entry) => sum + entry.notifications.length, 0);
  if (total > NOTIFICATIONS_PER_REQUEST) {
    throw badRequest(`You can add up to ${NOTIFICATIONS_PER_REQUEST} notifications per request; this one has ${total}.`);
  }
  const built: StoredSchemeEvent[] = [];
  let nextId = state.nextIds.notification;
  for (const entry of input) {
    const eventId = /^\d+$/.test(entry.event.id) ? Number(entry.event.id) : NaN;
    if (!findEvent(state, eventId)) throw badRequest(`Event type with ID ${entry.event.id} not found.`);
    let target = built.find((event) => event.eventId === eventId);
    if (!target) {
      target = { eventId, notifications: [] };
      built.push(target);
    }
    const alreadyThere = existing.find((event) => event.eventId === eventId)?.notifications ?? [];
    for (const requested of entry.notifications) {
      const type = requested.notificationType;
      if (type === 'EmailAddress') throw badRequest('The notification type EmailAddress is no longer supported in Jira Cloud.');
      if (!isNotificationType(type)) throw badRequest(`The notification type ${type} is not valid.`);
      const candidate: Omit<StoredNotification, 'id'> = { notificationType: type };
      if (takesParameter(type)) candidate.parameter = checkParameter(state, world, type, requested.parameter);
      if ([...alreadyThere, ...target.notifications].some((other) => sameRecipient(other, candidate))) {
        throw badRequest(`The event ${eventId} already notifies ${type}${candidate.parameter ? ` ${candidate.parameter}` : ''}.`);
      }
      target.notifications.push({ id: nextId, ...candidate });
      nextId += 1;
    }
  }
  return built;
}

/** Appends built notifications to a scheme's events and moves the id counter past them. */
export function appendNotifications(state: JiraState, scheme: JiraNotificationScheme, additions: readonly StoredSchemeEvent[]): void {
  for (const addition of additions) {
    const event = scheme.events.find((candidate) => candidate.eventId === addition.eventId);
    if (event) event.notifications.push(...addition.notifications);
    else scheme.events.push({ eventId: addition.eventId, notifications: [...addition.notifications] });
    for (const notification of addition.notifications) {
      state.nextIds.notification = Math.max(state.nextIds.notification, notification.id + 1);
    }
  }
}
