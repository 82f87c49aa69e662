/** The site's groups, project roles and custom fields that notification recipients can point at. */
import type { Rng } from '../../../kit';
import { randomUuid } from '../../../data/rng';
import type { JiraCustomField, JiraGroup, JiraProjectRole } from '../state';

const GROUP_NAMES = [
  'jira-administrators',
  'jira-software-users',
  'site-admins',
  'jira-servicemanagement-users',
  'release-managers',
  'support-leads',
  'security-team',
] as const;

export function generateGroups(rng: Rng): JiraGroup[] {
  return GROUP_NAMES.map((name) => ({ name, groupId: randomUuid(rng) }));
}

export const PROJECT_ROLES: readonly JiraProjectRole[] = [
  { id: 10002, name: 'Administrators', description: 'Administers the project and its configuration.' },
  { id: 10003, name: 'Developers', description: 'Works on the issues of the project.' },
  { id: 10004, name: 'Users', description: 'Can browse and comment on the project.' },
  { id: 10005, name: 'Stakeholders', description: 'Follows progress without working on issues.' },
];

export const CUSTOM_FIELDS: readonly JiraCustomField[] = [
  { id: 'customfield_10100', numericId: 10100, name: 'Target release', kind: 'version' },
  { id: 'customfield_10101', numericId: 10101, name: 'Found in build', kind: 'version' },
  { id: 'customfield_10200', numericId: 10200, name: 'Approvers', kind: 'user' },
  { id: 'customfield_10201', numericId: 10201, name: 'Request participants', kind: 'user' },
  { id: 'customfield_10300', numericId: 10300, name: 'Responsible team', kind: 'group' },
];
