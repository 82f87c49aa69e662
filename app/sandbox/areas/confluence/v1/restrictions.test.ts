import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let pageId: string;
let groupId: string;
let groupName: string;
let someone: string;

const base = () => `/wiki/rest/api/content/${pageId}/restriction`;
type Restriction = { operation: string; restrictions: { user?: { results: Array<{ accountId: string }> }; group?: { results: Array<{ id: string }> } } };
const results = (json: Record<string, unknown>) => json.results as Restriction[];
const usersOf = (json: Record<string, unknown>, operation: string) =>
  results(json).find((entry) => entry.operation === operation)?.restrictions.user?.results.map((user) => user.accountId);
const groupsOf = (json: Record<string, unknown>, operation: string) =>
  results(json).find((entry) => entry.operation === operation)?.restrictions.group?.results.map((group) => group.id);

beforeEach(() => {
  harness = createHarness();
  const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.restrictions.read.userIds.length === 0 && content.restrictions.update.userIds.length === 0);
  const group = Object.values(harness.state.groups)[2];
  const person = harness.world.people.find((candidate) => candidate.accountId !== harness.world.adminAccountId);
  if (page === undefined || group === undefined || person === undefined) throw new Error('fixture missing');
  page.restrictions = { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };
  pageId = page.id;
  groupId = group.id;
  groupName = group.name;
  someone = person.accountId;
});

describe('content restrictions (v1)', () => {
  it('lists both operations, empty when the page inherits', async () => {
    const reply = await harness.call('GET', base());
    expect(reply.status).toBe(200);
    expect(results(reply.json).map((entry) => entry.operation)).toEqual(['read', 'update']);
    expect(usersOf(reply.json, 'read')).toEqual([]);
    expect(reply.json).toMatchObject({ start: 0, limit: 100, size: 2 });
    expect(typeof reply.json.restrictionsHash).toBe('string');
  });

  it('POST adds without touching existing entries and answers 200 with the full list', async () => {
    await harness.call('POST', base(), [{ operation: 'read', restrictions: { user: [{ type: 'known', accountId: someone }, { accountId: harness.world.adminAccountId }] } }]);
    const reply = await harness.call('POST', base(), {
      results: [{ operation: 'update', restrictions: { group: [{ type: 'group', id: groupId }], user: { results: [{ accountId: harness.world.adminAccountId }] } } }],
    });
    expect(reply.status).toBe(200);
    expect(usersOf(reply.json, 'read')).toEqual([someone, harness.world.adminAccountId]);
    expect(usersOf(reply.json, 'update')).toEqual([harness.world.adminAccountId]);
    expect(groupsOf(reply.json, 'update')).toEqual([groupId]);
  });

  it('PUT replaces every operation with what the request holds', async () => {
    await harness.call('POST', base(), [{ operation: 'update', restrictions: { user: [{ accountId: someone }] } }]);
    const reply = await harness.call('PUT', base(), [{ operation: 'read', restrictions: { group: [{ type: 'group', id: groupId }] } }]);
    expect(reply.status).toBe(200);
    expect(usersOf(reply.json, 'update')).toEqual([]);
    expect(groupsOf(reply.json, 'read')).toEqual([groupId]);
  });

  it('DELETE removes all restrictions and answers 200 with the (empty) list', async () => {
    await harness.call('POST', base(), [{ operation: 'update', restrictions: { user: [{ accountId: someone }] } }]);
    const reply = await harness.call('DELETE', base());
    expect(reply.status).toBe(200);
    expect(usersOf(reply.json, 'update')).toEqual([]);
  });

  it('hides the page from a caller a view restriction leaves out: every later call answers 404, as Confluence does', async () => {
    const locked = await harness.call('PUT', base(), [{ operation: 'read', restrictions: { user: [{ accountId: someone }] } }]);
    expect(locked.status).toBe(200);
    expect((await harness.call('GET', base())).status).toBe(404);
    expect((await harness.call('GET', `/wiki/api/v2/pages/${pageId}`)).status).toBe(404);
    expect((await harness.call('DELETE', base())).status).toBe(404);
  });

  it('refuses malformed bodies, unknown users and groups, and unsupported operations with 400', async () => {
    const bad = [
      [{ operation: 'read', restrictions: {} }],
      [{ operation: 'read', restrictions: { group: [] } }],
      [{ operation: 'read', restrictions: { user: [{ accountId: 'nobody' }] } }],
      [{ operation: 'read', restrictions: { group: [{ type: 'group', id: 'no-such-group' }] } }],
      [{ operation: 'export', restrictions: { user: [{ accountId: someone }] } }],
      { operation: 'read' },
    ];
    for (const body of bad) {
      const reply = await harness.call('POST', base(), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json).toMatchObject({ statusCode: 400, data: { valid: false } });
    }
  });

  it('answers 404 for unknown content', async () => {
    expect((await harness.call('GET', '/wiki/rest/api/content/1/restriction')).status).toBe(404);
    expect((await harness.call('DELETE', '/wiki/rest/api/content/1/restriction')).status).toBe(404);
  });

  it('pages users with start and limit', async () => {
    const people = harness.world.people.slice(0, 5).map((person) => ({ accountId: person.accountId }));
    await harness.call('PUT', base(), [{ operation: 'read', restrictions: { user: people } }]);
    const reply = await harness.call('GET', `${base()}?start=2&limit=2`);
    expect(usersOf(reply.json, 'read')).toEqual(people.slice(2, 4).map((person) => person.accountId));
  });

  it('hides users and groups unless expanded, and shows content when asked', async () => {
    const reply = await harness.call('GET', `${base()}?expand=content,read.restrictions.user`);
    const [read, update] = results(reply.json);
    expect(read?.restrictions.user).toBeDefined();
    expect(read?.restrictions.group).toBeUndefined();
    expect(update?.restrictions.user).toBeUndefined();
    expect((read as unknown as { content: { id: string } }).content.id).toBe(pageId);
  });

  it('byOperation maps operation names to restrictions; byOperation/{key} gives one', async () => {
    await harness.call('POST', base(), [{ operation: 'update', restrictions: { user: [{ accountId: someone }] } }]);
    const map = await harness.call('GET', `${base()}/byOperation`);
    expect(Object.keys(map.json)).toEqual(expect.arrayContaining(['read', 'update']));
    const one = await harness.call('GET', `${base()}/byOperation/update`);
    expect(one.json.operation).toBe('update');
    expect((await harness.call('GET', `${base()}/byOperation/administer`)).status).toBe(400);
  });

  it('adds, checks and removes a group by id and by name', async () => {
    const byId = `${base()}/byOperation/read/byGroupId/${groupId}`;
    expect((await harness.call('GET', byId)).status).toBe(404);
    expect((await harness.call('PUT', byId)).status).toBe(200);
    expect((await harness.call('GET', byId)).status).toBe(200);
    const byName = `${base()}/byOperation/read/group/${groupName}`;
    expect((await harness.call('GET', byName)).status).toBe(200);
    expect((await harness.call('DELETE', byName)).status).toBe(200);
    expect((await harness.call('GET', byId)).status).toBe(404);
    expect((await harness.call('DELETE', byId)).status).toBe(404);
    expect((await harness.call('PUT', `${base()}/byOperation/read/byGroupId/not-a-group`)).status).toBe(400);
    expect((await harness.call('GET', `${base()}/byOperation/delete/byGroupId/${groupId}`)).status).toBe(404);
  });

  it('adds, checks and removes a user by accountId', async () => {
    const path = `${base()}/byOperation/update/user?accountId=${someone}`;
    expect((await harness.call('GET', path)).status).toBe(404);
    expect((await harness.call('PUT', path)).status).toBe(200);
    expect((await harness.call('GET', path)).status).toBe(200);
    expect((await harness.call('DELETE', path)).status).toBe(200);
    expect((await harness.call('GET', path)).status).toBe(404);
    expect((await harness.call('PUT', `${base()}/byOperation/update/user`)).status).toBe(400);
    expect((await harness.call('PUT', `${base()}/byOperation/update/user?accountId=ghost`)).status).toBe(404);
  });
});
