import type { NotificationType } from '../state';

/**
 * Recipient types that name someone through `parameter`, and what the parameter must be. EmailAddress
 * also took one, but Cloud refuses that type outright.
 */
export const PARAMETER_KIND = {
  User: 'accountId',
  Group: 'group',
  ProjectRole: 'projectRole',
  UserCustomField: 'userField',
  GroupCustomField: 'groupField',
} as const satisfies Partial<Record<NotificationType, string>>;

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'CurrentAssignee',
  'Reporter',
  'CurrentUser',
  'ProjectLead',
  'ComponentLead',
  'User',
  'Group',
  'ProjectRole',
  'EmailAddress',
  'AllWatchers',
  'UserCustomField',
  'GroupCustomField',
];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export function takesParameter(type: NotificationType): type is keyof typeof PARAMETER_KIND {
  return type in PARAMETER_KIND;
}
