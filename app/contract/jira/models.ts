import { z } from 'zod';

/** The shapes Jira answers in and the writes it takes, as the API clients check them and the channels of several resources use them. */

export const NumericId = (what: string) => z.string().trim().regex(/^\d{1,18}$/, `This is not a ${what} ID.`);
const VersionId = NumericId('version');
const SchemeId = NumericId('notification scheme');
const Day = z.iso.date('Use the format yyyy-mm-dd.');

/** One page of a Jira list, for tables that load a page at a time. */
export const JiraPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    startAt: z.number().int(),
    maxResults: z.number().int(),
    /** Known for PageBean lists; user searches never say how many there are in all. */
    total: z.number().int().nullable(),
    /** Where the next page starts, or null when this is the last one. */
    nextStartAt: z.number().int().nullable(),
  });

export const JiraVersionView = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  archived: z.boolean(),
  released: z.boolean(),
  startDate: z.string().nullable(),
  releaseDate: z.string().nullable(),
  /** Unreleased and past its release date; null when the version has no release date. */
  overdue: z.boolean().nullable(),
  driverAccountId: z.string().nullable(),
});
export type JiraVersionView = z.infer<typeof JiraVersionView>;

const versionName = z.string().trim().min(1, 'Enter a version name.').max(255, 'A version name has at most 255 characters.');
const versionDescription = z
  .string()
  .refine((text) => new TextEncoder().encode(text).length <= 16_384, 'A description has at most 16,384 bytes.');

export const CreateVersionInput = z.object({
  projectId: NumericId('project'),
  name: versionName,
  description: versionDescription.optional(),
  startDate: Day.optional(),
  releaseDate: Day.optional(),
  released: z.boolean().optional(),
  archived: z.boolean().optional(),
});

export const UpdateVersionInput = z.object({
  versionId: VersionId,
  changes: z
    .object({
      name: versionName,
      description: versionDescription,
      /** The API offers no way to clear a date once set, only to change it. */
      startDate: Day,
      releaseDate: Day,
      released: z.boolean(),
      archived: z.boolean(),
      /** When releasing: unresolved issues fixed in this version move to that one. */
      moveUnfixedIssuesTo: VersionId,
    })
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Change at least one field.'),
});

export const JiraUserView = z.object({
  accountId: z.string(),
  accountType: z.enum(['atlassian', 'app', 'customer', 'unknown']),
  /** Hidden by the person's privacy settings when null. */
  displayName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  active: z.boolean(),
});
export type JiraUserView = z.infer<typeof JiraUserView>;

/** Recipient types Jira Cloud still accepts (`EmailAddress` is gone). */
export const NotificationType = z.enum(
  [
    'CurrentAssignee',
    'Reporter',
    'CurrentUser',
    'ProjectLead',
    'ComponentLead',
    'User',
    'Group',
    'ProjectRole',
    'AllWatchers',
    'UserCustomField',
    'GroupCustomField',
  ],
  { error: 'Choose a recipient type Jira Cloud supports (e-mail address recipients are no longer available).' },
);

const typesWithParameter = new Set(['User', 'Group', 'ProjectRole', 'UserCustomField', 'GroupCustomField']);

const NotificationRecipient = z
  .object({
    type: NotificationType,
    /** An accountId for User, a group name for Group, a role id for ProjectRole, a field id for *CustomField. */
    parameter: z.string().trim().min(1).optional(),
  })
  .refine((recipient) => !typesWithParameter.has(recipient.type) || recipient.parameter !== undefined, {
    message: 'Choose who this recipient is.',
    path: ['parameter'],
  });

/** Jira takes at most this many notifications in one create or add request. */
export const NOTIFICATIONS_PER_REQUEST = 1000;

const EventNotifications = z
  .array(z.object({ eventId: NumericId('event'), notifications: z.array(NotificationRecipient).min(1) }))
  .superRefine((events, ctx) => {
    const total = events.reduce((sum, event) => sum + event.notifications.length, 0);
    if (total > NOTIFICATIONS_PER_REQUEST) {
      ctx.addIssue({
        code: 'custom',
        message: `Jira accepts at most ${NOTIFICATIONS_PER_REQUEST.toLocaleString('en')} notifications at a time; this change has ${total.toLocaleString('en')}. Add the rest in a second step.`,
      });
    }
  });

const schemeName = z.string().trim().min(1, 'Enter a name.').max(255, 'A name has at most 255 characters.');
const schemeDescription = z.string().max(4000, 'A description has at most 4,000 characters.');

export const CreateNotificationSchemeInput = z.object({
  name: schemeName,
  description: schemeDescription.optional(),
  events: EventNotifications.optional(),
});

export const UpdateNotificationSchemeInput = z
  .object({ schemeId: SchemeId, name: schemeName.optional(), description: schemeDescription.optional() })
  .refine((input) => input.name !== undefined || input.description !== undefined, 'Change the name or the description.');

export const AddNotificationsInput = z.object({ schemeId: SchemeId, events: EventNotifications });

export const SchemeExpand = z.enum(['all', 'notificationSchemeEvents', 'user', 'group', 'projectRole', 'field']);
export type SchemeExpand = z.infer<typeof SchemeExpand>;

export const NotificationView = z.object({
  id: z.string(),
  type: z.string(),
  parameter: z.string().nullable(),
  /** Who gets notified, in plain words, e.g. "Reporter" or "Group: jira-admins". */
  recipient: z.string(),
  /** The group, person, role or field it names no longer exists in Jira (a deleted group, say). */
  missing: z.boolean(),
});

export const NotificationSchemeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  projectIds: z.array(z.string()),
  /** Null unless the events were asked for (`expand`). */
  events: z
    .array(z.object({ eventId: z.string(), eventName: z.string(), notifications: z.array(NotificationView) }))
    .nullable(),
});
export type NotificationSchemeView = z.infer<typeof NotificationSchemeView>;
