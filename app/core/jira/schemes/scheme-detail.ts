import type { ApiSession } from '../../../api/http/session';
import { listGroups, listIssueEvents, listPickerFields, listProjectRoles } from '../../../api/jira/directory';
import { listAllSchemeProjectMappings, listNotificationSchemes } from '../../../api/jira/notification-schemes';
import type { RecipientOptions, SchemeDetail } from '../../../contract/jira/schemes.channels';
import { schemeFingerprint } from '../../../contract/jira/scheme-changes';
import { notificationCount, readScheme } from './read-scheme';
import { projectNames } from '../projects/project-names';

/** A scheme ready for the matrix: every event and recipient, its fingerprint, who uses it and every event of the site. */
export async function schemeDetail(session: ApiSession, schemeId: string, signal?: AbortSignal): Promise<SchemeDetail> {
  const [scheme, events, defaults, usage] = await Promise.all([
    readScheme(session, schemeId, signal),
    listIssueEvents(session, signal),
    listNotificationSchemes(session, { onlyDefault: true, startAt: 0, maxResults: 1 }, signal),
    listAllSchemeProjectMappings(session, signal, [schemeId]),
  ]);
  return {
    scheme,
    fingerprint: schemeFingerprint(scheme),
    isDefault: defaults.items[0]?.id === schemeId,
    projects: await projectNames(session, usage.map((mapping) => mapping.projectId), signal),
    events,
    notifications: notificationCount(scheme),
  };
}

/** What the recipient picker offers besides people: roles, groups and picker fields. */
export async function recipientOptions(session: ApiSession, signal?: AbortSignal): Promise<RecipientOptions> {
  const [roles, groups, fields] = await Promise.all([listProjectRoles(session, signal), listGroups(session, signal), listPickerFields(session, signal)]);
  return {
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    groups: groups.map((group) => ({ name: group.name })),
    fields: fields.flatMap((field) => (field.kind === 'version' ? [] : [{ id: field.id, name: field.name, kind: field.kind }])),
  };
}

