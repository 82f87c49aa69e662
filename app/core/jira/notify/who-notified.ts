import type { ApiSession } from '../../../api/http/session';
import { getRoleActors, listComponents, listGroupMembers, listPickerFields } from '../../../api/jira/directory';
import { getIssuePeople, getIssueWatchers, type IssuePeople } from '../../../api/jira/issues';
import { getProjectNotificationScheme } from '../../../api/jira/notification-schemes';
import { getUsers, userCanBrowse } from '../../../api/jira/users';
import type { JiraUserView } from '../../../contract/jira/models';
import { isAppError, type ErrorInfo } from '../../../contract/errors';
import { mapLimited } from '../../../jobs/map-limited';
import type { WhoWillBeNotified } from '../../../contract/jira/schemes.channels';

/** Past this many people the browse permission is not checked one by one (each check is a request). */
export const MOST_BROWSE_CHECKS = 200;

export interface ProjectRef {
  key: string;
  name: string;
  lead: { accountId: string; displayName: string | null } | null;
}

type NotifiedPerson = WhoWillBeNotified['people'][number];
type RecipientOutcome = WhoWillBeNotified['recipients'][number];

function permissionWords(error: ErrorInfo, what: string): string {
  if (error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED') return `the connection lacks the permission to read ${what}`;
  if (error.code === 'NOT_FOUND') return `${what} no longer exists`;
  return `${what} could not be read (${error.message})`;
}

/** Resolves the recipients of one event, for one project and optionally one issue, into people. */
export async function whoWillBeNotified(
  session: ApiSession,
  input: { project: ProjectRef; eventId: string; issueKey: string | null },
  signal?: AbortSignal,
): Promise<WhoWillBeNotified> {
  const scheme = await getProjectNotificationScheme(session, input.project.key, signal);
  const event = scheme.events?.find((candidate) => candidate.eventId === input.eventId);
  const people = new Map<string, NotifiedPerson>();
  const recipients: RecipientOutcome[] = [];

  /** Who the recipient being resolved reaches. */
  let reached = new Set<string>();
  const add = (user: Pick<JiraUserView, 'accountId' | 'displayName' | 'emailAddress' | 'active'>, via: string): void => {
    reached.add(user.accountId);
    const known = people.get(user.accountId);
    if (known) {
      if (!known.via.includes(via)) known.via.push(via);
      return;
    }
    const { accountId, displayName, emailAddress, active } = user;
    people.set(accountId, { accountId, displayName, emailAddress, active, via: [via], canSee: null, notified: active, notes: [] });
  };

  // Read once, shared by every recipient that needs them.
  let issue: Promise<IssuePeople | ErrorInfo> | null = null;
  const issuePeople = (fields: { userFieldIds: string[]; groupFieldIds: string[] }) => {
    issue ??= getIssuePeople(session, input.issueKey ?? '', fields, signal).catch((error: unknown) => {
      if (isAppError(error)) return error.info;
      throw error;
    });
    return issue;
  };
  const pickerFields = event?.notifications.some((n) => n.type.endsWith('CustomField')) ? await listPickerFields(session, signal) : [];
  const fieldsAsked = {
    userFieldIds: pickerFields.filter((field) => field.kind === 'user').map((field) => field.id),
    groupFieldIds: pickerFields.filter((field) => field.kind === 'group').map((field) => field.id),
  };
  const members = new Map<string, Promise<JiraUserView[]>>();
  const groupMembers = (name: string) => {
    let found = members.get(name);
    if (!found) {
      found = listGroupMembers(session, { name, groupId: null }, signal);
      members.set(name, found);
    }
    return found;
  };
  const noIssue = (what: string) => `${what} depends on the issue; choose one to see who`;

  /** Adds the people one recipient reaches; answers why it cannot, or null. */
  const resolve = async (type: string, parameter: string | null, words: string): Promise<string | null> => {
    const fromIssue = async (pick: (people: IssuePeople) => JiraUserView[], what: string) => {
      if (input.issueKey === null) return noIssue(what);
      const read = await issuePeople(fieldsAsked);
      if (!('key' in read)) return permissionWords(read, `issue ${input.issueKey}`).replace('no longer exists', 'cannot be seen (it may not exist, or a security level hides it)');
      const found = pick(read);
      for (const user of found) add(user, words);
      return found.length === 0 ? `nobody is set in ${what} on ${input.issueKey}` : null;
    };
    const membersOf = async (groupName: string, via: string) => {
      for (const user of await groupMembers(groupName)) add(user, via);
    };
    try {
      switch (type) {
        case 'CurrentAssignee':
          return await fromIssue((read) => (read.assignee ? [read.assignee] : []), 'the assignee');
        case 'Reporter':
          return await fromIssue((read) => (read.reporter ? [read.reporter] : []), 'the reporter');
        case 'CurrentUser':
          return 'the person making the change, only if they chose to hear about their own changes';
        case 'ProjectLead': {
          if (!input.project.lead) return 'the project has no lead';
          const lead = (await getUsers(session, [input.project.lead.accountId], signal)).get(input.project.lead.accountId);
          add(lead ?? { ...input.project.lead, emailAddress: null, active: true }, words);
          return null;
        }
        case 'AllWatchers': {
          if (input.issueKey === null) return 'watchers are per issue; choose one to see them';
          const watchers = await getIssueWatchers(session, input.issueKey, signal);
          for (const user of watchers) add(user, words);
          return watchers.length === 0 ? `nobody watches ${input.issueKey}` : null;
        }
        case 'ComponentLead': {
          if (input.issueKey === null) return noIssue('the component lead');
          const read = await issuePeople(fieldsAsked);
          if (!('key' in read)) return permissionWords(read, `issue ${input.issueKey}`);
          if (read.componentIds.length === 0) return `${input.issueKey} has no components`;
          const components = (await listComponents(session, input.project.key, signal)).filter((component) => read.componentIds.includes(component.id));
          const leads = components.filter((component) => component.leadAccountId !== null);
          const people = await getUsers(session, leads.map((component) => component.leadAccountId ?? ''), signal);
          for (const component of leads) {
            const lead = people.get(component.leadAccountId ?? '');
            if (lead) add(lead, `${words} (${component.name})`);
          }
          return leads.length === 0 ? `the components of ${input.issueKey} have no lead` : null;
        }
        case 'User': {
          const user = (await getUsers(session, [parameter ?? ''], signal)).get(parameter ?? '');
          if (!user) return 'Jira knows no such person any more';
          add(user, words);
          return null;
        }
        case 'Group':
          try {
            await membersOf(parameter ?? '', words);
            return null;
          } catch (error) {
            if (isAppError(error)) return permissionWords(error.info, 'the group').replace('read the group', 'see group members (Browse users and groups)');
            throw error;
          }
        case 'ProjectRole': {
          const actors = await getRoleActors(session, input.project.key, parameter ?? '', signal);
          const users = await getUsers(session, actors.people.map((person) => person.accountId), signal);
          for (const user of users.values()) add(user, words);
          const failed: string[] = [];
          for (const group of actors.groups) {
            await membersOf(group.name, `${words} (through Group: ${group.name})`).catch((error: unknown) => {
              if (!isAppError(error)) throw error;
              failed.push(`Group: ${group.name}`);
            });
          }
          if (failed.length > 0) return `the members of ${failed.join(', ')} could not be listed (the connection may lack Browse users and groups)`;
          return actors.people.length + actors.groups.length === 0 ? `nobody is in this role in ${input.project.key}` : null;
        }
        case 'UserCustomField':
          return await fromIssue((read) => read.userFields[parameter ?? ''] ?? [], `the field ${words.replace(/^Field: /, '')}`);
        case 'GroupCustomField': {
          if (input.issueKey === null) return noIssue(`the field ${words.replace(/^Field: /, '')}`);
          const read = await issuePeople(fieldsAsked);
          if (!('key' in read)) return permissionWords(read, `issue ${input.issueKey}`);
          const groups = read.groupFields[parameter ?? ''] ?? [];
          for (const group of groups) await membersOf(group, `${words} (Group: ${group})`);
          return groups.length === 0 ? `no group is set in the field on ${input.issueKey}` : null;
        }
        default:
          return 'Jira Cloud no longer sends to this kind of recipient';
      }
    } catch (error) {
      if (isAppError(error) && !signal?.aborted) return permissionWords(error.info, words);
      throw error;
    }
  };

  for (const notification of event?.notifications ?? []) {
    reached = new Set();
    const reason = notification.missing ? 'what it names no longer exists in Jira' : await resolve(notification.type, notification.parameter, notification.recipient);
    recipients.push({ recipient: notification.recipient, people: reached.size, unresolved: reason });
  }

  const everyone = [...people.values()].sort((a, b) => (a.displayName ?? a.accountId).localeCompare(b.displayName ?? b.accountId, 'en'));
  const checkable = everyone.filter((person) => person.active);
  let browseChecked = checkable.length <= MOST_BROWSE_CHECKS;
  if (browseChecked) {
    const where = input.issueKey === null ? { projectKey: input.project.key } : { issueKey: input.issueKey };
    await mapLimited(checkable, 6, async (person) => {
      person.canSee = await userCanBrowse(session, person.accountId, where, signal).catch(() => null);
    });
    // Without "Browse users and groups" every such search answers empty: that says nothing about anyone.
    if (checkable.length > 0 && checkable.every((person) => person.canSee !== true)) {
      for (const person of checkable) person.canSee = null;
      browseChecked = false;
    }
  }
  for (const person of everyone) {
    if (!person.active) person.notes.push('Deactivated: Jira sends nothing.');
    if (person.canSee === false) {
      person.notes.push(`Cannot see ${input.issueKey ?? `project ${input.project.key}`}: Jira sends nothing.`);
    }
    if (person.active && person.emailAddress === null) person.notes.push('E-mail hidden by their privacy settings; Jira still sends to it.');
    person.notified = person.active && person.canSee !== false;
  }
  return {
    scheme: { id: scheme.id, name: scheme.name },
    event: { id: input.eventId, name: event?.eventName ?? null },
    issueKey: input.issueKey,
    recipients,
    people: everyone,
    notified: everyone.filter((person) => person.notified).length,
    browseChecked,
  };
}
