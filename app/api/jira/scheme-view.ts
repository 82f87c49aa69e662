import type { NotificationSchemeView } from '../../contract/channels/jira';
import type { EventNotification, NotificationScheme } from './scheme-schemas';

const fixedRecipients: Record<string, string> = {
  CurrentAssignee: 'Current assignee',
  Reporter: 'Reporter',
  CurrentUser: 'Current user',
  ProjectLead: 'Project lead',
  ComponentLead: 'Component lead',
  AllWatchers: 'All watchers',
  EmailAddress: 'E-mail address',
};

/** Who a notification reaches, in words; the expanded user, group, role or field gives the name. */
export function recipientWords(notification: EventNotification): string {
  const fixed = fixedRecipients[notification.notificationType];
  if (fixed) return fixed;
  const parameter = notification.parameter ?? 'unknown';
  switch (notification.notificationType) {
    case 'User':
      return `User ${notification.user?.displayName ?? parameter}`;
    case 'Group':
      return `Group ${notification.group?.name ?? parameter}`;
    case 'ProjectRole':
      return `Project role ${notification.projectRole?.name ?? parameter}`;
    case 'UserCustomField':
      return `Users in field ${notification.field?.name ?? parameter}`;
    case 'GroupCustomField':
      return `Groups in field ${notification.field?.name ?? parameter}`;
    default:
      return notification.notificationType;
  }
}

export function toSchemeView(scheme: NotificationScheme): NotificationSchemeView {
  return {
    id: scheme.id,
    name: scheme.name,
    description: scheme.description ?? null,
    projectIds: scheme.projects ?? [],
    events:
      scheme.notificationSchemeEvents?.map((entry) => ({
        eventId: entry.event.id,
        eventName: entry.event.name,
        notifications: entry.notifications.map((notification) => ({
          id: notification.id,
          type: notification.notificationType,
          parameter: notification.parameter ?? null,
          recipient: recipientWords(notification),
        })),
      })) ?? null,
  };
}
