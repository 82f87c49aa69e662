import type { SandboxRequest, World } from '../../../kit';
import { apiBase } from '../http/links';
import { findPerson } from '../lookups';
import type { JiraCustomField, JiraState, StoredNotification } from '../state';
import { expandableRecipientOf, type SchemeExpansion } from './expand';

/** Jira's EventNotification: the stored recipient plus, when expanded, the thing it points at. */
export interface EventNotificationJson {
  expand?: string;
  id: number;
  notificationType: string;
  parameter?: string;
  recipient?: string;
  group?: { name: string; groupId: string; self: string };
  user?: { accountId: string; active: boolean; displayName: string; self: string; emailAddress?: string };
  projectRole?: { self: string; name: string; id: number; description: string };
  field?: ReturnType<typeof presentField>;
}

const FIELD_TYPES: Record<JiraCustomField['kind'], { type: string; items?: string; custom: string }> = {
  version: { type: 'array', items: 'version', custom: 'com.atlassian.jira.plugin.system.customfieldtypes:multiversion' },
  user: { type: 'array', items: 'user', custom: 'com.atlassian.jira.plugin.system.customfieldtypes:multiuserpicker' },
  group: { type: 'group', custom: 'com.atlassian.jira.plugin.system.customfieldtypes:grouppicker' },
};

export function presentField(field: JiraCustomField) {
  return {
    clauseNames: [`cf[${field.numericId}]`, field.name],
    custom: true,
    id: field.id,
    key: field.id,
    name: field.name,
    navigable: true,
    orderable: true,
    schema: { ...FIELD_TYPES[field.kind], customId: field.numericId },
    searchable: true,
  };
}

export function presentNotification(
  req: SandboxRequest,
  state: JiraState,
  world: World,
  notification: StoredNotification,
  expansion: SchemeExpansion,
): EventNotificationJson {
  const json: EventNotificationJson = { id: notification.id, notificationType: notification.notificationType };
  const kind = expandableRecipientOf(notification.notificationType);
  const parameter = notification.parameter;
  if (parameter === undefined) return json;
  json.parameter = parameter;
  json.recipient = parameter;
  if (kind !== undefined) json.expand = kind;
  if (kind === 'group') {
    const group = state.groups.find((candidate) => candidate.name === parameter);
    if (group) {
      json.recipient = group.groupId;
      if (expansion.group) json.group = { name: group.name, groupId: group.groupId, self: `${apiBase(req)}/group?groupId=${group.groupId}` };
    }
  } else if (kind === 'user' && expansion.user) {
    const person = findPerson(world, parameter);
    if (person) {
      json.user = {
        accountId: person.accountId,
        active: person.status === 'active',
        displayName: person.displayName,
        self: `${apiBase(req)}/user?accountId=${encodeURIComponent(person.accountId)}`,
      };
      if (person.emailVisible) json.user.emailAddress = person.email;
    }
  } else if (kind === 'projectRole' && expansion.projectRole) {
    const role = state.projectRoles.find((candidate) => String(candidate.id) === parameter);
    if (role) json.projectRole = { self: `${apiBase(req)}/role/${role.id}`, ...role };
  } else if (kind === 'field' && expansion.field) {
    const field = state.customFields.find((candidate) => candidate.id === parameter);
    if (field) json.field = presentField(field);
  }
  return json;
}
