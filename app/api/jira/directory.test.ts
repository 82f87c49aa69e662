import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JiraState } from '../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { contractViolations, failureOf, recordedRequests, sandboxSession } from '../testing/sandbox-session';
import {
  getRoleActors,
  listComponents,
  listGroupMembers,
  listGroups,
  listIssueEvents,
  listPickerFields,
  listProjectRoles,
} from './directory';
import { getIssuePeople, getIssueWatchers } from './issues';
import { getUsers } from './users';

let sandbox: RecordedSandbox;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'test', scale: 'demo' });
});
afterAll(() => sandbox.close());

const jira = () => sandbox.world.areas.jira as JiraState;
const api = () => sandboxSession(sandbox);
const project = () => {
  const first = jira().projects[0];
  if (!first) throw new Error('no project');
  return first;
};

describe('the site directory', () => {
  it('lists events, system and custom', async () => {
    const events = await listIssueEvents(api());
    expect(events.map((event) => event.id)).toEqual(jira().issueEvents.map((event) => String(event.id)));
  });

  it('lists roles, and who acts in one of a project', async () => {
    expect((await listProjectRoles(api())).map((role) => role.name)).toEqual(jira().projectRoles.map((role) => role.name));
    const actors = await getRoleActors(api(), project().key, '10002');
    expect(actors.roleName).toBe('Administrators');
    expect(actors.people.map((person) => person.accountId)).toContain(project().leadAccountId);
    expect(actors.groups.map((group) => group.name)).toEqual(['jira-administrators']);
    expect(await failureOf(getRoleActors(api(), project().key, '1'))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists every group and every member of one, 50 to a page, deactivated ones included', async () => {
    const groups = await listGroups(api());
    expect(groups.map((group) => group.name).sort()).toEqual(jira().groups.map((group) => group.name).sort());
    const big = jira().groups.find((group) => group.name === 'jira-software-users');
    if (!big) throw new Error('no such group');
    const sent = recordedRequests(sandbox.recordFile).length;
    const members = await listGroupMembers(api(), { name: big.name, groupId: big.groupId });
    expect(members.map((member) => member.accountId).sort()).toEqual([...big.memberAccountIds].sort());
    expect(members.some((member) => !member.active)).toBe(true);
    expect(recordedRequests(sandbox.recordFile).length - sent).toBe(Math.ceil(big.memberAccountIds.length / 50));
  });

  it('names the picker fields and the components with their leads', async () => {
    const fields = await listPickerFields(api());
    expect(fields).toContainEqual({ id: 'customfield_10200', name: 'Approvers', kind: 'user' });
    expect(fields).toContainEqual({ id: 'customfield_10300', name: 'Responsible team', kind: 'group' });
    expect(fields).toContainEqual({ id: 'customfield_10100', name: 'Target release', kind: 'version' });
    const components = await listComponents(api(), project().key);
    expect(components.some((component) => component.leadAccountId !== null && component.leadName !== null)).toBe(true);
  });

  it('reads people by account id 100 to a request, deactivated ones too, leaving out unknown ids', async () => {
    const everyone = sandbox.world.people.map((person) => person.accountId);
    const inactive = sandbox.world.people.find((person) => person.status === 'inactive');
    const sent = recordedRequests(sandbox.recordFile).length;
    const found = await getUsers(api(), [...everyone, ...everyone.slice(0, 100), 'no-such-account']);
    expect(found.size).toBe(everyone.length);
    expect(found.get(inactive?.accountId ?? '')).toMatchObject({ active: false });
    expect(found.has('no-such-account')).toBe(false);
    expect(recordedRequests(sandbox.recordFile).length - sent).toBe(Math.ceil((everyone.length + 1) / 100));
  });
});

describe('the people on an issue', () => {
  it('reads reporter, assignee, components, picker fields and watchers', async () => {
    const issue = jira().issues.find((candidate) => !candidate.restricted && candidate.watcherAccountIds.length > 0 && candidate.assigneeAccountId);
    if (!issue) throw new Error('no suitable issue');
    const people = await getIssuePeople(api(), issue.key, { userFieldIds: ['customfield_10200'], groupFieldIds: ['customfield_10300'] });
    expect(people.reporter?.accountId).toBe(issue.reporterAccountId);
    expect(people.assignee?.accountId).toBe(issue.assigneeAccountId);
    expect(people.componentIds).toEqual(issue.componentIds.map(String));
    expect(people.userFields.customfield_10200?.map((user) => user.accountId)).toEqual(issue.userFieldValues.customfield_10200 ?? []);
    expect(people.groupFields.customfield_10300).toEqual(issue.groupFieldValues.customfield_10300 ?? []);
    expect((await getIssueWatchers(api(), issue.key)).map((user) => user.accountId)).toEqual(issue.watcherAccountIds);
  });

  it('reports a restricted issue as not found', async () => {
    const restricted = jira().issues.find((candidate) => candidate.restricted);
    expect(await failureOf(getIssueWatchers(api(), restricted?.key ?? ''))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends only requests that fit the Jira contract', () => {
    expect(contractViolations(sandbox)).toEqual([]);
  });
});
