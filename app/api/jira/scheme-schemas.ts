import { z } from 'zod';

/** Response shapes of Jira's notification-scheme endpoints. Ids arrive as numbers or strings. */

const id = z.union([z.number(), z.string()]).transform(String);
const named = z.object({ name: z.string().nullish() }).nullish();

export const eventNotificationSchema = z.object({
  id,
  notificationType: z.string(),
  parameter: z.string().nullish(),
  user: z.object({ displayName: z.string().nullish(), accountId: z.string().nullish() }).nullish(),
  group: named,
  projectRole: named,
  field: named,
});
export type EventNotification = z.infer<typeof eventNotificationSchema>;

export const notificationSchemeSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullish(),
  projects: z.array(id).nullish(),
  notificationSchemeEvents: z
    .array(z.object({ event: z.object({ id, name: z.string() }), notifications: z.array(eventNotificationSchema) }))
    .nullish(),
});
export type NotificationScheme = z.infer<typeof notificationSchemeSchema>;

export const createdSchemeSchema = z.object({ id });

export const projectMappingSchema = z.object({ notificationSchemeId: id, projectId: id });
