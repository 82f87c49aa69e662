import type { z } from 'zod';
import {
  AddNotificationsInput,
  CreateNotificationSchemeInput,
  UpdateNotificationSchemeInput,
  type NotificationSchemeView,
  type SchemeExpand,
} from '../../contract/jira/models';
import type { components } from '../generated/jira';
import type { ApiSession } from '../http/session';
import { checkInput, readBody } from '../validate';
import { collectPageBean } from './collect';
import { fromPageBean, pageBeanSchema, type OffsetPage, type PageWindow } from './paging';
import { createdSchemeSchema, notificationSchemeSchema, projectMappingSchema } from './scheme-schemas';
import { toSchemeView } from './scheme-view';

const SCHEMES = '/rest/api/3/notificationscheme';
const schemePath = (schemeId: string, tail = '') => `${SCHEMES}/${encodeURIComponent(schemeId)}${tail}`;

type EventNotificationsInput = NonNullable<z.output<typeof CreateNotificationSchemeInput>['events']>;

type Schemas = components['schemas'];

/** The contract's `{eventId, notifications: [{type, parameter}]}` in Jira's own words. */
function toEventsBody(events: EventNotificationsInput): Schemas['NotificationSchemeEventDetails'][] {
  return events.map((entry) => ({
    event: { id: entry.eventId },
    notifications: entry.notifications.map((recipient) => ({
      notificationType: recipient.type,
      ...(recipient.parameter === undefined ? {} : { parameter: recipient.parameter }),
    })),
  }));
}

export interface SchemeFilter {
  ids?: string[];
  projectIds?: string[];
  onlyDefault?: boolean;
  expand?: SchemeExpand[];
}

/** One page of the schemes the caller may administer, ordered by name. */
export async function listNotificationSchemes(
  session: ApiSession,
  input: SchemeFilter & PageWindow,
  signal?: AbortSignal,
): Promise<OffsetPage<NotificationSchemeView>> {
  const response = await session.request({
    area: 'jira',
    path: SCHEMES,
    query: {
      id: input.ids,
      projectId: input.projectIds,
      onlyDefault: input.onlyDefault,
      expand: input.expand?.join(','),
      startAt: input.startAt,
      maxResults: input.maxResults,
    },
    signal,
  });
  const expandedAll = input.expand?.includes('all') ?? false;
  return fromPageBean(readBody('jira', pageBeanSchema(notificationSchemeSchema), response.body), (scheme) => toSchemeView(scheme, expandedAll));
}

export async function getNotificationScheme(
  session: ApiSession,
  schemeId: string,
  expand: SchemeExpand[],
  signal?: AbortSignal,
): Promise<NotificationSchemeView> {
  const query = expand.length > 0 ? { expand: expand.join(',') } : {};
  const response = await session.request({ area: 'jira', path: schemePath(schemeId), query, signal });
  return toSchemeView(readBody('jira', notificationSchemeSchema, response.body), expand.includes('all'));
}

/** Which company-managed projects use which scheme, ordered by project. */
export async function listSchemeProjectMappings(
  session: ApiSession,
  input: { schemeIds?: string[]; projectIds?: string[] } & PageWindow,
  signal?: AbortSignal,
): Promise<OffsetPage<{ schemeId: string; projectId: string }>> {
  const response = await session.request({
    area: 'jira',
    path: `${SCHEMES}/project`,
    query: { notificationSchemeId: input.schemeIds, projectId: input.projectIds, startAt: input.startAt, maxResults: input.maxResults },
    signal,
  });
  return fromPageBean(readBody('jira', pageBeanSchema(projectMappingSchema), response.body), (mapping) => ({
    schemeId: mapping.notificationSchemeId,
    projectId: mapping.projectId,
  }));
}

/** Refuses more than 1,000 notifications before sending: Jira takes no more in one request. */
export async function createNotificationScheme(
  session: ApiSession,
  input: z.input<typeof CreateNotificationSchemeInput>,
  signal?: AbortSignal,
): Promise<{ id: string }> {
  const { name, description, events } = checkInput(CreateNotificationSchemeInput, input);
  const response = await session.request({
    area: 'jira',
    method: 'POST',
    path: SCHEMES,
    body: { name, description, ...(events ? { notificationSchemeEvents: toEventsBody(events) } : {}) } satisfies Schemas['CreateNotificationSchemeDetails'],
    signal,
  });
  return readBody('jira', createdSchemeSchema, response.body);
}

export async function updateNotificationScheme(
  session: ApiSession,
  input: z.input<typeof UpdateNotificationSchemeInput>,
  signal?: AbortSignal,
): Promise<void> {
  const { schemeId, name, description } = checkInput(UpdateNotificationSchemeInput, input);
  await session.request({ area: 'jira', method: 'PUT', path: schemePath(schemeId), body: { name, description } satisfies Schemas['UpdateNotificationSchemeDetails'], signal });
}

/** Projects that used the scheme fall back to the default scheme. */
export async function deleteNotificationScheme(session: ApiSession, schemeId: string, signal?: AbortSignal): Promise<void> {
  await session.request({ area: 'jira', method: 'DELETE', path: schemePath(schemeId), signal });
}

/** Appends recipients to events of a scheme; returns how many were sent. Capped like create. */
export async function addNotifications(
  session: ApiSession,
  input: z.input<typeof AddNotificationsInput>,
  signal?: AbortSignal,
): Promise<number> {
  const { schemeId, events } = checkInput(AddNotificationsInput, input);
  await session.request({
    area: 'jira',
    method: 'PUT',
    path: schemePath(schemeId, '/notification'),
    body: { notificationSchemeEvents: toEventsBody(events) } satisfies Schemas['AddNotificationsDetails'],
    // Not safe to replay: a second copy would add the same recipients again, or be refused as a duplicate.
    idempotent: false,
    signal,
  });
  return events.reduce((sum, entry) => sum + entry.notifications.length, 0);
}

export async function removeNotification(
  session: ApiSession,
  schemeId: string,
  notificationId: string,
  signal?: AbortSignal,
): Promise<void> {
  await session.request({
    area: 'jira',
    method: 'DELETE',
    path: schemePath(schemeId, `/notification/${encodeURIComponent(notificationId)}`),
    signal,
  });
}

/** The scheme a company-managed project uses, with every event and recipient. */
export async function getProjectNotificationScheme(session: ApiSession, projectIdOrKey: string, signal?: AbortSignal): Promise<NotificationSchemeView> {
  const response = await session.request({
    area: 'jira',
    path: `/rest/api/3/project/${encodeURIComponent(projectIdOrKey)}/notificationscheme`,
    query: { expand: 'all' },
    signal,
  });
  return toSchemeView(readBody('jira', notificationSchemeSchema, response.body), true);
}

/** Every scheme the caller may administer, page after page; events only when `expand` asks. */
export async function listAllNotificationSchemes(session: ApiSession, expand: SchemeExpand[], signal?: AbortSignal): Promise<NotificationSchemeView[]> {
  const query = expand.length > 0 ? { expand: expand.join(',') } : {};
  return (await collectPageBean(session, SCHEMES, query, notificationSchemeSchema, signal)).map((scheme) => toSchemeView(scheme, expand.includes('all')));
}

/** Which scheme every company-managed project uses (only the given schemes' projects when ids are given). */
export async function listAllSchemeProjectMappings(
  session: ApiSession,
  signal?: AbortSignal,
  schemeIds?: string[],
): Promise<{ schemeId: string; projectId: string }[]> {
  const mappings = await collectPageBean(session, `${SCHEMES}/project`, { notificationSchemeId: schemeIds }, projectMappingSchema, signal);
  return mappings.map((mapping) => ({ schemeId: mapping.notificationSchemeId, projectId: mapping.projectId }));
}
