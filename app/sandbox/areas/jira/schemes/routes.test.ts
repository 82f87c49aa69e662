import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/handler-harness';
import { STALE_GROUPS } from '../generate/scheme-designs';

interface SchemeBody {
  id: number;
  name: string;
  self: string;
  description?: string;
  projects: number[];
  notificationSchemeEvents?: {
    event: { id: number; name: string; templateEvent?: { id: number } };
    notifications: { id: number; notificationType: string; parameter?: string; recipient?: string; group?: object; user?: object; projectRole?: object; field?: object }[];
  }[];
}

interface Page<T> {
  self: string;
  nextPage?: string;
  maxResults: number;
  startAt: number;
  total: number;
  isLast: boolean;
  values: T[];
}

async function get<T>(harness: Harness, pathAndQuery: string): Promise<T> {
  const reply = await harness.call('GET', pathAndQuery);
  expect(reply.status).toBe(200);
  return reply.body as T;
}

function schemeRequest(name: string, notifications: { notificationType: string; parameter?: string }[], eventId = '1') {
  return { name, description: 'made by a test', notificationSchemeEvents: [{ event: { id: eventId }, notifications }] };
}

async function createScheme(harness: Harness, body: unknown): Promise<string> {
  const reply = await harness.call('POST', '/rest/api/3/notificationscheme', body);
  expect(reply.status).toBe(201);
  return (reply.body as { id: string }).id;
}

describe('GET /notificationscheme', () => {
  it('returns a PageBean ordered by name, linking the next page', async () => {
    const harness = createHarness();
    const all = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme');
    expect(all).toMatchObject({ startAt: 0, maxResults: 50, total: harness.state.notificationSchemes.length, isLast: true });
    expect(all.nextPage).toBeUndefined();
    const names = all.values.map((scheme) => scheme.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const first = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?maxResults=4');
    expect(first.isLast).toBe(false);
    expect(first.nextPage).toContain('startAt=4');
    const second = await get<Page<SchemeBody>>(harness, new URL(first.nextPage ?? '').pathname + new URL(first.nextPage ?? '').search);
    expect(second.isLast).toBe(true);
    expect([...first.values, ...second.values].map((scheme) => scheme.id)).toEqual(all.values.map((scheme) => scheme.id));
  });

  it('leaves the events out unless expanded, and expands recipients one kind at a time', async () => {
    const harness = createHarness();
    const plain = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme');
    expect(plain.values.every((scheme) => scheme.notificationSchemeEvents === undefined)).toBe(true);

    const groupsOnly = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?expand=group');
    const notifications = groupsOnly.values.flatMap((scheme) => scheme.notificationSchemeEvents ?? []).flatMap((event) => event.notifications);
    expect(notifications.some((notification) => notification.group !== undefined)).toBe(true);
    expect(notifications.every((notification) => notification.user === undefined && notification.field === undefined)).toBe(true);

    const all = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?expand=all');
    const expanded = all.values.flatMap((scheme) => scheme.notificationSchemeEvents ?? []).flatMap((event) => event.notifications);
    for (const [type, key] of [
      ['User', 'user'],
      ['Group', 'group'],
      ['ProjectRole', 'projectRole'],
    ] as const) {
      const ofType = expanded.filter((notification) => notification.notificationType === type);
      expect(ofType.length).toBeGreaterThan(0);
      const live = ofType.filter((notification) => !(STALE_GROUPS as readonly string[]).includes(notification.parameter ?? ''));
      expect(live.every((notification) => notification[key] !== undefined)).toBe(true);
    }
    // A group deleted after the scheme named it stays a recipient, with nothing to expand.
    const stale = expanded.filter((notification) => notification.parameter === STALE_GROUPS[0]);
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.every((notification) => notification.group === undefined && notification.recipient === STALE_GROUPS[0])).toBe(true);
  });

  it('filters by id, project and default, and rejects ids that are not numbers', async () => {
    const harness = createHarness();
    const ops = harness.state.projects.find((project) => project.key === 'OPS');
    const byProject = await get<Page<SchemeBody>>(harness, `/rest/api/3/notificationscheme?projectId=${ops?.id}`);
    expect(byProject.values.map((scheme) => scheme.id)).toEqual([ops?.notificationSchemeId]);
    expect(byProject.values[0]?.projects).toContain(ops?.id);

    const byIds = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?id=10001&id=10003&id=999');
    expect(byIds.values.map((scheme) => scheme.id).sort()).toEqual([10001, 10003]);

    const onlyDefault = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?onlyDefault=true');
    expect(onlyDefault.values.map((scheme) => scheme.id)).toEqual([harness.state.defaultNotificationSchemeId]);
    const defaultButOtherProject = await get<Page<SchemeBody>>(
      harness,
      `/rest/api/3/notificationscheme?onlyDefault=true&projectId=${ops?.id}`,
    );
    expect(defaultButOtherProject.values).toEqual([]);

    const bad = await harness.call('GET', '/rest/api/3/notificationscheme?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorMessages: [expect.stringContaining('abc')], errors: {} });
    expect((await harness.call('GET', '/rest/api/3/notificationscheme?maxResults=x')).status).toBe(400);
  });
});

describe('GET /notificationscheme/project', () => {
  it('maps every project to its scheme, ordered by project id, with filters', async () => {
    const harness = createHarness();
    const page = await get<Page<{ notificationSchemeId: string; projectId: string }>>(harness, '/rest/api/3/notificationscheme/project');
    expect(page.values).toEqual(
      harness.state.projects
        .map((project) => ({ notificationSchemeId: String(project.notificationSchemeId), projectId: String(project.id) }))
        .sort((a, b) => Number(a.projectId) - Number(b.projectId)),
    );
    const shared = await get<Page<{ projectId: string }>>(harness, '/rest/api/3/notificationscheme/project?notificationSchemeId=10001');
    expect(shared.total).toBe(harness.state.projects.filter((project) => project.notificationSchemeId === 10001).length);
    expect(shared.total).toBeGreaterThan(1);
    const [first] = harness.state.projects;
    const one = await get<Page<{ projectId: string }>>(harness, `/rest/api/3/notificationscheme/project?projectId=${first?.id}`);
    expect(one.values.map((mapping) => mapping.projectId)).toEqual([String(first?.id)]);
    expect((await harness.call('GET', '/rest/api/3/notificationscheme/project?projectId=x')).status).toBe(400);
  });
});

describe('GET /project/{projectKeyOrId}/notificationscheme', () => {
  it('answers the scheme a project uses, by key or id', async () => {
    const harness = createHarness();
    const ops = harness.state.projects.find((project) => project.key === 'OPS');
    const byKey = await get<SchemeBody>(harness, '/rest/api/3/project/OPS/notificationscheme?expand=all');
    expect(byKey.id).toBe(ops?.notificationSchemeId);
    expect(byKey.notificationSchemeEvents?.length).toBeGreaterThan(0);
    expect((await get<SchemeBody>(harness, `/rest/api/3/project/${ops?.id}/notificationscheme`)).name).toBe(byKey.name);
    expect((await harness.call('GET', '/rest/api/3/project/NOPE/notificationscheme')).status).toBe(404);
  });

  it('never answers more than 50 schemes a page', async () => {
    const harness = createHarness('large');
    const page = await get<Page<SchemeBody>>(harness, '/rest/api/3/notificationscheme?maxResults=1000');
    expect(page.maxResults).toBe(50);
    expect(page.values).toHaveLength(50);
  });
});

describe('GET /notificationscheme/{id}', () => {
  it('returns one scheme, 400 for a non-numeric id and 404 for an unknown one', async () => {
    const harness = createHarness();
    const scheme = await get<SchemeBody>(harness, '/rest/api/2/notificationscheme/10000?expand=all');
    expect(scheme.self).toBe('http://127.0.0.1:9/rest/api/2/notificationscheme/10000');
    expect(scheme.notificationSchemeEvents?.length).toBeGreaterThan(0);
    expect((await harness.call('GET', '/rest/api/3/notificationscheme/abc')).status).toBe(400);
    expect(await harness.call('GET', '/rest/api/3/notificationscheme/123')).toEqual({
      status: 404,
      body: { errorMessages: ['Notification scheme with ID 123 not found.'], errors: {} },
    });
  });
});

describe('POST /notificationscheme', () => {
  it('creates a scheme whose notifications read back with ids and recipients', async () => {
    const harness = createHarness();
    const member = harness.world.people.find((person) => person.status === 'active');
    const id = await createScheme(harness, {
      name: 'Release team',
      notificationSchemeEvents: [
        { event: { id: '1' }, notifications: [{ notificationType: 'Group', parameter: 'jira-administrators' }, { notificationType: 'Reporter' }] },
        { event: { id: '10000' }, notifications: [{ notificationType: 'User', parameter: member?.accountId }] },
      ],
    });
    const scheme = await get<SchemeBody>(harness, `/rest/api/3/notificationscheme/${id}?expand=all`);
    expect(scheme.name).toBe('Release team');
    expect(scheme.projects).toEqual([]);
    const created = scheme.notificationSchemeEvents?.find((event) => event.event.id === 1);
    expect(created?.notifications.map((notification) => notification.notificationType)).toEqual(['Group', 'Reporter']);
    const custom = scheme.notificationSchemeEvents?.find((event) => event.event.id === 10000);
    expect(custom?.event.templateEvent?.id).toBe(13);
    expect(custom?.notifications[0]?.user).toMatchObject({ accountId: member?.accountId });
  });

  it('refuses invalid schemes with 400 and stores nothing', async () => {
    const harness = createHarness();
    const before = harness.state.notificationSchemes.length;
    const cases: unknown[] = [
      { description: 'no name' },
      { name: 'Default notification scheme' },
      { name: 'x', description: 'd'.repeat(4001) },
      schemeRequest('Email', [{ notificationType: 'EmailAddress', parameter: 'someone@example.com' }]),
      schemeRequest('Unknown event', [{ notificationType: 'Reporter' }], '777'),
      schemeRequest('Unknown type', [{ notificationType: 'Everybody' }]),
      schemeRequest('Ghost user', [{ notificationType: 'User', parameter: 'no-such-account' }]),
      schemeRequest('No group', [{ notificationType: 'Group' }]),
      schemeRequest('Twice', [{ notificationType: 'Reporter' }, { notificationType: 'Reporter' }]),
      { name: 'Wrong shape', notificationSchemeEvents: 'all' },
    ];
    for (const body of cases) {
      const reply = await harness.call('POST', '/rest/api/3/notificationscheme', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((reply.body as { errorMessages: string[] }).errorMessages.length).toBe(1);
    }
    const email = await harness.call('POST', '/rest/api/3/notificationscheme', cases[3]);
    expect((email.body as { errorMessages: string[] }).errorMessages[0]).toMatch(/EmailAddress/);
    const unknownEvent = await harness.call('POST', '/rest/api/3/notificationscheme', cases[4]);
    expect(unknownEvent.body).toEqual({ errorMessages: ['Event type with ID 777 not found.'], errors: {} });
    expect(harness.state.notificationSchemes.length).toBe(before);
  });

  it('takes at most 1000 notifications per request', async () => {
    const harness = createHarness();
    const recipients = [
      ...harness.world.people.map((person) => ({ notificationType: 'User', parameter: person.accountId })),
      ...harness.state.groups.map((group) => ({ notificationType: 'Group', parameter: group.name })),
      ...harness.state.projectRoles.map((role) => ({ notificationType: 'ProjectRole', parameter: String(role.id) })),
    ];
    const eventIds = Array.from({ length: 17 }, (_, index) => String(index + 1));
    const distinct = eventIds.flatMap((eventId) => recipients.map((recipient) => ({ eventId, recipient })));
    const request = (name: string, count: number) => ({
      name,
      notificationSchemeEvents: distinct.slice(0, count).map(({ eventId, recipient }) => ({ event: { id: eventId }, notifications: [recipient] })),
    });
    const tooMany = await harness.call('POST', '/rest/api/3/notificationscheme', request('Too big', 1001));
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { errorMessages: string[] }).errorMessages[0]).toMatch(/1000/);

    const id = await createScheme(harness, request('Just fits', 1000));
    const scheme = await get<SchemeBody>(harness, `/rest/api/3/notificationscheme/${id}?expand=notificationSchemeEvents`);
    const stored = scheme.notificationSchemeEvents?.reduce((sum, event) => sum + event.notifications.length, 0);
    expect(stored).toBe(1000);
    const oneMore = { notificationSchemeEvents: [{ event: { id: '5' }, notifications: [{ notificationType: 'AllWatchers' }] }] };
    expect((await harness.call('PUT', `/rest/api/3/notificationscheme/${id}/notification`, oneMore)).status).toBe(204);
  });
});

describe('PUT /notificationscheme/{id}', () => {
  it('renames and describes a scheme, with 404 for an unknown one and 400 for a clash', async () => {
    const harness = createHarness();
    expect(await harness.call('PUT', '/rest/api/3/notificationscheme/10001', { name: 'Renamed', description: 'New words' })).toEqual({
      status: 204,
      body: undefined,
    });
    const scheme = await get<SchemeBody>(harness, '/rest/api/3/notificationscheme/10001');
    expect(scheme).toMatchObject({ name: 'Renamed', description: 'New words' });
    expect((await harness.call('PUT', '/rest/api/3/notificationscheme/555', { name: 'x' })).status).toBe(404);
    expect((await harness.call('PUT', '/rest/api/3/notificationscheme/10002', { name: 'renamed' })).status).toBe(400);
  });
});

describe('DELETE /notificationscheme/{notificationSchemeId}', () => {
  it('never deletes the default scheme', async () => {
    const harness = createHarness();
    const reply = await harness.call('DELETE', '/rest/api/3/notificationscheme/10000');
    expect(reply.status).toBe(400);
    expect((reply.body as { errorMessages: string[] }).errorMessages[0]).toMatch(/default notification scheme/);
    expect((await harness.call('GET', '/rest/api/3/notificationscheme/10000')).status).toBe(200);
  });

  it('deletes a scheme in use and puts its projects back on the default', async () => {
    const harness = createHarness();
    const ops = harness.state.projects.find((project) => project.key === 'OPS');
    const schemeId = ops?.notificationSchemeId;
    expect(schemeId).not.toBe(harness.state.defaultNotificationSchemeId);
    expect((await harness.call('DELETE', `/rest/api/3/notificationscheme/${schemeId}`)).status).toBe(204);
    expect((await harness.call('GET', `/rest/api/3/notificationscheme/${schemeId}`)).status).toBe(404);
    const mapping = await get<Page<{ notificationSchemeId: string }>>(harness, `/rest/api/3/notificationscheme/project?projectId=${ops?.id}`);
    expect(mapping.values).toEqual([{ notificationSchemeId: '10000', projectId: String(ops?.id) }]);
    expect((await harness.call('DELETE', `/rest/api/3/notificationscheme/${schemeId}`)).status).toBe(404);
  });
});

describe('notifications of a scheme', () => {
  it('appends notifications and removes one by id', async () => {
    const harness = createHarness();
    const id = await createScheme(harness, schemeRequest('Editable', [{ notificationType: 'Reporter' }]));
    const added = await harness.call('PUT', `/rest/api/3/notificationscheme/${id}/notification`, {
      notificationSchemeEvents: [
        { event: { id: '1' }, notifications: [{ notificationType: 'UserCustomField', parameter: 'customfield_10200' }] },
        { event: { id: '2' }, notifications: [{ notificationType: 'AllWatchers' }] },
      ],
    });
    expect(added.status).toBe(204);
    const scheme = await get<SchemeBody>(harness, `/rest/api/3/notificationscheme/${id}?expand=field`);
    const issueCreated = scheme.notificationSchemeEvents?.find((event) => event.event.id === 1)?.notifications ?? [];
    expect(issueCreated.map((notification) => notification.notificationType)).toEqual(['Reporter', 'UserCustomField']);
    expect(issueCreated[1]?.field).toMatchObject({ id: 'customfield_10200' });
    const ids = scheme.notificationSchemeEvents?.flatMap((event) => event.notifications.map((notification) => notification.id)) ?? [];
    expect(new Set(ids).size).toBe(ids.length);

    const removed = issueCreated[0]?.id;
    expect((await harness.call('DELETE', `/rest/api/3/notificationscheme/${id}/notification/${removed}`)).status).toBe(204);
    const after = await get<SchemeBody>(harness, `/rest/api/3/notificationscheme/${id}?expand=all`);
    const remaining = after.notificationSchemeEvents?.flatMap((event) => event.notifications.map((notification) => notification.id));
    expect(remaining).not.toContain(removed);
    expect((await harness.call('DELETE', `/rest/api/3/notificationscheme/${id}/notification/${removed}`)).status).toBe(404);
  });

  it('refuses duplicates, EmailAddress, unknown schemes and missing bodies', async () => {
    const harness = createHarness();
    const id = await createScheme(harness, schemeRequest('Strict', [{ notificationType: 'Reporter' }]));
    const add = (body: unknown, schemeId = id) => harness.call('PUT', `/rest/api/3/notificationscheme/${schemeId}/notification`, body);
    expect((await add({ notificationSchemeEvents: [{ event: { id: '1' }, notifications: [{ notificationType: 'Reporter' }] }] })).status).toBe(400);
    const email = { notificationSchemeEvents: [{ event: { id: '1' }, notifications: [{ notificationType: 'EmailAddress', parameter: 'a@b.c' }] }] };
    expect((await add(email)).status).toBe(400);
    expect((await add({})).status).toBe(400);
    expect((await add({ notificationSchemeEvents: [] }, '4242')).status).toBe(404);
    expect((await harness.call('DELETE', '/rest/api/3/notificationscheme/4242/notification/1')).status).toBe(404);
  });
});
