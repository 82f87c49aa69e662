import type { ApiSession } from '../../../api/http/session';
import { listGroups, listIssueEvents, listPickerFields, listProjectRoles } from '../../../api/jira/directory';
import { getUsers } from '../../../api/jira/users';
import type { Recipient } from '../../../contract/jira/recipients';
import { namesWithMore } from '../../words';

export interface RecipientToCheck {
  eventId: string;
  recipient: Recipient;
  words: string;
}

export interface Unusable {
  entry: RecipientToCheck;
  /** Why Jira would refuse it, in words. */
  reason: string;
}

/**
 * Finds what Jira would refuse before anything is sent: events that were deleted, and groups, roles,
 * fields or people that no longer exist. Asks only about the kinds the entries use.
 */
export async function findUnusable(
  session: ApiSession,
  entries: readonly RecipientToCheck[],
  signal?: AbortSignal,
): Promise<Unusable[]> {
  if (entries.length === 0) return [];
  const uses = (type: Recipient['type']) => entries.some((entry) => entry.recipient.type === type);
  const [events, groups, roles, fields] = await Promise.all([
    listIssueEvents(session, signal),
    uses('Group') ? listGroups(session, signal) : Promise.resolve(null),
    uses('ProjectRole') ? listProjectRoles(session, signal) : Promise.resolve(null),
    uses('UserCustomField') || uses('GroupCustomField') ? listPickerFields(session, signal) : Promise.resolve(null),
  ]);
  const eventIds = new Set(events.map((event) => event.id));
  const groupNames = new Set(groups?.map((group) => group.name));
  const roleIds = new Set(roles?.map((role) => role.id));
  const fieldKinds = new Map(fields?.map((field) => [field.id, field.kind]));
  const accountIds = entries.filter((entry) => entry.recipient.type === 'User').map((entry) => entry.recipient.parameter ?? '');
  const people = accountIds.length > 0 ? await getUsers(session, accountIds, signal) : new Map();

  const reasonFor = ({ eventId, recipient }: RecipientToCheck): string | null => {
    const parameter = recipient.parameter ?? '';
    if (!eventIds.has(eventId)) return 'the event no longer exists in Jira';
    switch (recipient.type) {
      case 'Group':
        return groupNames.has(parameter) ? null : 'the group no longer exists';
      case 'ProjectRole':
        return roleIds.has(parameter) ? null : 'the project role no longer exists';
      case 'UserCustomField':
        return fieldKinds.get(parameter) === 'user' ? null : 'the field no longer exists or holds no people';
      case 'GroupCustomField':
        return fieldKinds.get(parameter) === 'group' ? null : 'the field no longer exists or holds no groups';
      case 'User':
        return people.has(parameter) ? null : 'Jira knows no such person';
      default:
        return null;
    }
  };
  return entries.flatMap((entry) => {
    const reason = reasonFor(entry);
    return reason === null ? [] : [{ entry, reason }];
  });
}

/** "Group: ops-oncall (the group no longer exists)", listing at most a few. */
export function describeUnusable(unusable: readonly Unusable[], most = 3): string {
  return namesWithMore(unusable.map(({ entry, reason }) => `${entry.words} (${reason})`), most);
}
