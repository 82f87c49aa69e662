import type { NotificationType } from '../state';

/** What `expand` asks of a notification scheme. Options arrive lower-cased (see `expandParam`). */
export interface SchemeExpansion {
  events: boolean;
  user: boolean;
  group: boolean;
  projectRole: boolean;
  field: boolean;
}

export const SCHEME_EXPANDABLE = 'notificationSchemeEvents,user,group,projectRole,field,all';

export function schemeExpansion(expand: ReadonlySet<string>): SchemeExpansion {
  const all = expand.has('all');
  const user = all || expand.has('user');
  const group = all || expand.has('group');
  const projectRole = all || expand.has('projectrole');
  const field = all || expand.has('field');
  // Every expand option implies the event list, since the others live inside it.
  const events = all || user || group || projectRole || field || expand.has('notificationschemeevents');
  return { events, user, group, projectRole, field };
}

export type ExpandableRecipient = 'user' | 'group' | 'projectRole' | 'field';

export function expandableRecipientOf(type: NotificationType): ExpandableRecipient | undefined {
  switch (type) {
    case 'User':
      return 'user';
    case 'Group':
      return 'group';
    case 'ProjectRole':
      return 'projectRole';
    case 'UserCustomField':
    case 'GroupCustomField':
      return 'field';
    default:
      return undefined;
  }
}
