import type { Person, Rng } from '../../../kit';
import type { JiraComponent, JiraCustomField, JiraGroup, JiraIssue, JiraProject } from '../state';

export type IssuePeopleFields = Pick<
  JiraIssue,
  'reporterAccountId' | 'assigneeAccountId' | 'watcherAccountIds' | 'componentIds' | 'userFieldValues' | 'groupFieldValues' | 'restricted'
>;

export interface IssuePeoplePools {
  people: readonly Person[];
  groups: readonly JiraGroup[];
  components: readonly JiraComponent[];
  customFields: readonly JiraCustomField[];
}

function distinct<T>(rng: Rng, items: readonly T[], max: number): T[] {
  const wanted = rng.int(0, Math.min(max, items.length));
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < wanted && attempt < wanted * 4; attempt += 1) picked.add(rng.pick(items));
  return [...picked];
}

/**
 * Who is on an issue: reporter, assignee, watchers, components and the people and groups in its
 * picker fields. Now and then a deactivated person is the reporter or a watcher, and one issue in
 * about twenty sits behind a security level the site user is not in.
 */
export function issuePeopleSources(pools: IssuePeoplePools): (project: JiraProject, rng: Rng) => () => IssuePeopleFields {
  // Worked out once for every project: the people list can hold a hundred thousand accounts.
  const humans = pools.people.filter((person) => person.accountType === 'atlassian');
  const active = humans.filter((person) => person.status === 'active');
  const everyone = active.length > 0 ? active : [...pools.people];
  const userFields = pools.customFields.filter((field) => field.kind === 'user');
  const groupFields = pools.customFields.filter((field) => field.kind === 'group');
  return (project, rng) => issuePeopleOf(project, pools, { humans, everyone, userFields, groupFields }, rng);
}

interface IssuePeopleLists {
  humans: readonly Person[];
  everyone: readonly Person[];
  userFields: readonly JiraCustomField[];
  groupFields: readonly JiraCustomField[];
}

function issuePeopleOf(project: JiraProject, pools: IssuePeoplePools, lists: IssuePeopleLists, rng: Rng): () => IssuePeopleFields {
  const { humans, everyone, userFields, groupFields } = lists;
  const components = pools.components.filter((component) => component.projectId === project.id);
  let count = 0;
  return () => {
    count += 1;
    const reporter = rng.chance(0.08) && humans.length > 0 ? rng.pick(humans) : rng.pick(everyone);
    const userFieldValues: Record<string, string[]> = {};
    for (const field of userFields) {
      const values = distinct(rng, everyone, 2).map((person) => person.accountId);
      if (values.length > 0) userFieldValues[field.id] = values;
    }
    const groupFieldValues: Record<string, string[]> = {};
    for (const field of groupFields) {
      const values = distinct(rng, pools.groups, 1).map((group) => group.name);
      if (values.length > 0) groupFieldValues[field.id] = values;
    }
    return {
      reporterAccountId: reporter.accountId,
      assigneeAccountId: rng.chance(0.8) ? rng.pick(everyone).accountId : null,
      watcherAccountIds: distinct(rng, humans, 3).map((person) => person.accountId),
      componentIds: distinct(rng, components, 2).map((component) => component.id),
      userFieldValues,
      groupFieldValues,
      restricted: count % 20 === 7,
    };
  };
}
