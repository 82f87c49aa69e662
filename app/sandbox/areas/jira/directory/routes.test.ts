import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/handler-harness';

interface Page<T> {
  startAt: number;
  maxResults: number;
  total: number;
  isLast: boolean;
  values: T[];
}

describe('events, roles and fields', () => {
  it('lists system and custom events as id and name only', async () => {
    const { state, call } = createHarness();
    const reply = await call('GET', '/rest/api/3/events');
    expect(reply.status).toBe(200);
    const events = reply.body as { id: number; name: string }[];
    expect(events.map((event) => event.id)).toEqual(state.issueEvents.map((event) => event.id));
    expect(events.find((event) => event.id === 1)).toEqual({ id: 1, name: 'Issue Created' });
    expect(events.some((event) => event.id >= 10000)).toBe(true);
  });

  it('names the roles of a project and lists the people and groups acting in one', async () => {
    const { state, call } = createHarness();
    const project = state.projects[0];
    const names = (await call('GET', `/rest/api/3/project/${project?.key}/role`)).body as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual(state.projectRoles.map((role) => role.name).sort());
    expect(names.Developers).toBe(`http://127.0.0.1:9/rest/api/3/project/${project?.key}/role/10003`);
    const administrators = (await call('GET', `/rest/api/3/project/${project?.key}/role/10002`)).body as {
      name: string;
      actors: { type: string; actorUser?: { accountId: string }; actorGroup?: { name: string } }[];
    };
    expect(administrators.name).toBe('Administrators');
    expect(administrators.actors.some((actor) => actor.actorUser?.accountId === project?.leadAccountId)).toBe(true);
    expect(administrators.actors.some((actor) => actor.actorGroup?.name === 'jira-administrators')).toBe(true);
    expect((await call('GET', `/rest/api/3/project/${project?.key}/role/1`)).status).toBe(404);
    expect((await call('GET', '/rest/api/3/project/NOPE/role/10002')).status).toBe(404);
    const all = (await call('GET', '/rest/api/3/role')).body as { id: number }[];
    expect(all.map((role) => role.id)).toEqual(state.projectRoles.map((role) => role.id));
  });

  it('lists the custom fields with their picker types', async () => {
    const { call } = createHarness();
    const fields = (await call('GET', '/rest/api/3/field')).body as { id: string; name: string; schema: { custom: string } }[];
    expect(fields.find((field) => field.id === 'customfield_10200')).toMatchObject({
      name: 'Approvers',
      schema: { custom: expect.stringContaining('multiuserpicker') },
    });
  });
});

describe('groups and people', () => {
  it('pages through every group by name', async () => {
    const { state, call } = createHarness();
    const page = (await call('GET', '/rest/api/3/group/bulk?maxResults=3')).body as Page<{ name: string; groupId: string }>;
    expect(page.total).toBe(state.groups.length);
    expect(page.values).toHaveLength(3);
    const byName = (await call('GET', '/rest/api/3/group/bulk?groupName=finance')).body as Page<{ name: string }>;
    expect(byName.values.map((group) => group.name)).toEqual(['finance']);
  });

  it('pages group members at most 50 at a time, inactive ones only when asked', async () => {
    const { state, world, call } = createHarness();
    const group = state.groups.find((candidate) => candidate.name === 'jira-software-users');
    if (!group) throw new Error('no such group');
    const active = group.memberAccountIds.filter((id) => world.people.find((person) => person.accountId === id)?.status === 'active');
    const first = (await call('GET', `/rest/api/3/group/member?groupname=${group.name}&maxResults=500`)).body as Page<{ accountId: string }>;
    expect(first.maxResults).toBe(50);
    expect(first.total).toBe(active.length);
    const withInactive = (await call('GET', `/rest/api/3/group/member?groupId=${group.groupId}&includeInactiveUsers=true`)).body as Page<unknown>;
    expect(withInactive.total).toBe(group.memberAccountIds.length);
    expect((await call('GET', '/rest/api/3/group/member?groupname=ops-oncall-2019')).status).toBe(404);
    expect((await call('GET', '/rest/api/3/group/member')).status).toBe(400);
  });

  it('hides members and empties user searches without "Browse users and groups"', async () => {
    const { state, call } = createHarness();
    state.siteUser.browseUsersAndGroups = false;
    expect((await call('GET', '/rest/api/3/group/member?groupname=finance')).status).toBe(403);
    expect((await call('GET', '/rest/api/3/user/search?query=a')).body).toEqual([]);
  });

  it('reads one user, deactivated ones included', async () => {
    const { world, call } = createHarness();
    const inactive = world.people.find((person) => person.status === 'inactive');
    const reply = await call('GET', `/rest/api/3/user?accountId=${inactive?.accountId}`);
    expect(reply.body).toMatchObject({ accountId: inactive?.accountId, active: false });
    expect((await call('GET', '/rest/api/3/user?accountId=nobody')).status).toBe(404);
  });

  it('lists a project’s components with their leads', async () => {
    const { state, call } = createHarness();
    const project = state.projects[0];
    const components = (await call('GET', `/rest/api/3/project/${project?.key}/components`)).body as { name: string; lead?: { accountId: string } }[];
    expect(components.length).toBe(state.components.filter((component) => component.projectId === project?.id).length);
    expect(components.some((component) => component.lead !== undefined)).toBe(true);
    expect(components.some((component) => component.lead === undefined)).toBe(true);
  });
});
