/** The site's groups (with members), project roles, role actors, components and custom fields. */
import type { Person, Rng } from '../../../kit';
import { randomUuid } from '../../../data/rng';
import type { JiraComponent, JiraCustomField, JiraGroup, JiraProject, JiraProjectRole, JiraRoleActors } from '../state';

/** Each group and the share of the organisation in it (the admin is in the admin groups). */
const GROUPS = [
  { name: 'jira-administrators', share: 0.05, withAdmin: true },
  { name: 'jira-software-users', share: 0.9, withAdmin: true },
  { name: 'site-admins', share: 0.03, withAdmin: true },
  { name: 'jira-servicemanagement-users', share: 0.25, withAdmin: false },
  { name: 'release-managers', share: 0.08, withAdmin: false },
  { name: 'support-leads', share: 0.06, withAdmin: false },
  { name: 'security-team', share: 0.08, withAdmin: false },
  { name: 'finance', share: 0.1, withAdmin: false },
] as const;

/** Groups hold inactive accounts too (Jira keeps them); apps and customers are never members here. */
export function generateGroups(rng: Rng, people: readonly Person[], adminAccountId: string): JiraGroup[] {
  const humans = people.filter((person) => person.accountType === 'atlassian' && person.accountId !== adminAccountId);
  return GROUPS.map((group) => {
    const members = humans.filter(() => rng.chance(group.share)).map((person) => person.accountId);
    // Even the smallest group of the demo has a few people in it.
    for (let index = 0; members.length < 3 && index < humans.length; index += 1) {
      const candidate = humans[index]?.accountId;
      if (candidate !== undefined && !members.includes(candidate)) members.push(candidate);
    }
    return { name: group.name, groupId: randomUuid(rng), memberAccountIds: group.withAdmin ? [adminAccountId, ...members] : members };
  });
}

export const PROJECT_ROLES: readonly JiraProjectRole[] = [
  { id: 10002, name: 'Administrators', description: 'Administers the project and its configuration.' },
  { id: 10003, name: 'Developers', description: 'Works on the issues of the project.' },
  { id: 10004, name: 'Users', description: 'Can browse and comment on the project.' },
  { id: 10005, name: 'Stakeholders', description: 'Follows progress without working on issues.' },
];

function somePeople(rng: Rng, people: readonly Person[], min: number, max: number): string[] {
  const picked = new Set<string>();
  const wanted = Math.min(rng.int(min, max), people.length);
  for (let attempt = 0; picked.size < wanted && attempt < wanted * 4; attempt += 1) picked.add(rng.pick(people).accountId);
  return [...picked];
}

/**
 * Per project: the lead and the administrators group administer it, a handful of people (and, in
 * some projects, the release managers) develop, everyone with Jira uses it, and stakeholders are a
 * few people or, now and then, nobody at all.
 */
export function generateRoleActors(rng: Rng, projects: readonly JiraProject[], people: readonly Person[]): JiraRoleActors[] {
  const humans = people.filter((person) => person.accountType === 'atlassian');
  return projects.flatMap((project) => [
    { projectId: project.id, roleId: 10002, accountIds: [project.leadAccountId], groupNames: ['jira-administrators'] },
    {
      projectId: project.id,
      roleId: 10003,
      accountIds: somePeople(rng, humans, 4, 8),
      groupNames: rng.chance(0.5) ? ['release-managers'] : [],
    },
    { projectId: project.id, roleId: 10004, accountIds: [], groupNames: ['jira-software-users'] },
    { projectId: project.id, roleId: 10005, accountIds: rng.chance(0.25) ? [] : somePeople(rng, humans, 1, 3), groupNames: [] },
  ]);
}

const COMPONENT_NAMES = ['Backend', 'Frontend', 'Documentation', 'Infrastructure'] as const;

/** Three or four components per project; the last one never has a lead. */
export function generateComponents(rng: Rng, projects: readonly JiraProject[], people: readonly Person[]): JiraComponent[] {
  const leads = people.filter((person) => person.accountType === 'atlassian' && person.status === 'active');
  let nextId = 10000;
  return projects.flatMap((project) => {
    const count = rng.int(3, COMPONENT_NAMES.length);
    return COMPONENT_NAMES.slice(0, count).map((name, index) => {
      const component: JiraComponent = { id: nextId, projectId: project.id, name };
      nextId += 1;
      if (index < count - 1 && leads.length > 0) component.leadAccountId = rng.pick(leads).accountId;
      return component;
    });
  });
}

export const CUSTOM_FIELDS: readonly JiraCustomField[] = [
  { id: 'customfield_10100', numericId: 10100, name: 'Target release', kind: 'version' },
  { id: 'customfield_10101', numericId: 10101, name: 'Found in build', kind: 'version' },
  { id: 'customfield_10200', numericId: 10200, name: 'Approvers', kind: 'user' },
  { id: 'customfield_10201', numericId: 10201, name: 'Request participants', kind: 'user' },
  { id: 'customfield_10300', numericId: 10300, name: 'Responsible team', kind: 'group' },
];
