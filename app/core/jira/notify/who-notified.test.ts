import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJiraSandbox, type JiraSandbox } from '../testing/jira-sandbox.test-support';
import { whoWillBeNotified, type ProjectRef } from './who-notified';

let env: JiraSandbox;
beforeAll(async () => {
  env = await startJiraSandbox();
});
afterAll(() => env.close());

function ops(): ProjectRef & { id: number } {
  const project = env.jira().projects.find((candidate) => candidate.key === 'OPS');
  if (!project) throw new Error('no OPS project');
  const lead = env.sandbox.world.people.find((person) => person.accountId === project.leadAccountId);
  return { id: project.id, key: project.key, name: project.name, lead: lead ? { accountId: lead.accountId, displayName: lead.displayName } : null };
}

const reasonOf = (result: Awaited<ReturnType<typeof whoWillBeNotified>>, recipient: string) =>
  result.recipients.find((entry) => entry.recipient === recipient)?.unresolved;

describe('who will be notified', () => {
  it('without an issue: groups and named people become people, issue roles say they depend on the issue', async () => {
    const result = await whoWillBeNotified(env.api, { project: ops(), eventId: '1', issueKey: null });
    expect(result.scheme.name).toBe('IT Operations Notifications');
    expect(result.event.name).toBe('Issue Created');
    expect(reasonOf(result, 'Assignee')).toMatch(/depends on the issue/);
    expect(reasonOf(result, 'Watchers')).toMatch(/watchers are per issue/);
    expect(reasonOf(result, 'Group: ops-oncall-2019')).toMatch(/no longer exists/);
    const security = env.jira().groups.find((group) => group.name === 'security-team');
    const activeMembers = security?.memberAccountIds.filter((id) => env.sandbox.world.people.find((p) => p.accountId === id)?.status === 'active') ?? [];
    expect(result.recipients.find((entry) => entry.recipient === 'Group: security-team')).toMatchObject({ unresolved: null });
    for (const accountId of activeMembers) {
      expect(result.people.find((person) => person.accountId === accountId)?.via).toContain('Group: security-team');
    }
    const hidden = result.people.find((person) => person.active && person.emailAddress === null);
    expect(hidden?.notes).toContain('E-mail hidden by their privacy settings; Jira still sends to it.');
  });

  it('says who cannot see the project and who is deactivated, and leaves them out of the count', async () => {
    const result = await whoWillBeNotified(env.api, { project: ops(), eventId: '2', issueKey: null });
    const deactivated = result.people.find((person) => !person.active);
    expect(deactivated?.notes).toContain('Deactivated: Jira sends nothing.');
    expect(deactivated?.notified).toBe(false);
    expect(result.browseChecked).toBe(true);
    expect(result.notified).toBe(result.people.filter((person) => person.active && person.canSee !== false).length);
  });

  it('with an issue: assignee, reporter, watchers and picker fields become people', async () => {
    const project = ops();
    const issue = env.jira().issues.find((candidate) => candidate.projectId === project.id && !candidate.restricted && candidate.watcherAccountIds.length > 0 && candidate.assigneeAccountId !== null);
    if (!issue) throw new Error('no suitable issue');
    const result = await whoWillBeNotified(env.api, { project, eventId: '1', issueKey: issue.key });
    expect(reasonOf(result, 'Assignee')).toBeNull();
    expect(result.people.find((person) => person.accountId === issue.assigneeAccountId)?.via).toContain('Assignee');
    expect(result.people.find((person) => person.accountId === issue.reporterAccountId)?.via).toContain('Reporter');
    for (const watcher of issue.watcherAccountIds) expect(result.people.find((person) => person.accountId === watcher)?.via).toContain('Watchers');
  });

  it('names the project lead, and explains an issue the connection cannot see', async () => {
    const project = ops();
    const lead = await whoWillBeNotified(env.api, { project, eventId: '10002', issueKey: null });
    expect(lead.people.find((person) => person.accountId === project.lead?.accountId)?.via).toContain('Project lead');
    const restricted = env.jira().issues.find((candidate) => candidate.projectId === project.id && candidate.restricted);
    const hidden = await whoWillBeNotified(env.api, { project, eventId: '1', issueKey: restricted?.key ?? '' });
    expect(reasonOf(hidden, 'Assignee')).toMatch(/cannot be seen \(it may not exist, or a security level hides it\)/);
  });

  it('explains groups it cannot open without "Browse users and groups"', async () => {
    env.jira().siteUser.browseUsersAndGroups = false;
    try {
      const result = await whoWillBeNotified(env.api, { project: ops(), eventId: '1', issueKey: null });
      expect(reasonOf(result, 'Group: security-team')).toMatch(/lacks the permission to see group members \(Browse users and groups\)/);
      expect(result.browseChecked).toBe(false);
      expect(result.people.every((person) => person.canSee === null)).toBe(true);
    } finally {
      env.jira().siteUser.browseUsersAndGroups = true;
    }
  });
});
