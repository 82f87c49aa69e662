import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../../sandbox/areas/confluence/state';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import {
  addGroupToRestriction,
  addRestrictions,
  addUserToRestriction,
  groupRestrictionApplies,
  listRestrictions,
  removeAllRestrictions,
  removeGroupFromRestriction,
  removeUserFromRestriction,
  replaceRestrictions,
  restrictionForOperation,
  restrictionsByOperation,
  userRestrictionApplies,
} from './restrictions';
import { groupSegment, isUuid } from './group-path';

let cf: ConfluenceSandbox;
let page: ContentRecord;

beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

/** A fresh unrestricted page for each test, so tests never depend on one another. */
let pageCursor = 0;
beforeEach(() => {
  const pages = Object.values(cf.state().contents).filter(
    (c) => c.type === 'page' && c.status === 'current' && c.restrictions.read.userIds.length + c.restrictions.read.groupIds.length === 0,
  );
  const next = pages[pageCursor++];
  if (!next) throw new Error('ran out of unrestricted pages');
  page = next;
});

const people = () => cf.sandbox.world.people.filter((person) => person.accountType === 'atlassian').map((person) => person.accountId);
const groups = () => Object.values(cf.state().groups);

describe('group addressing', () => {
  it('uses the by-id form for a valid UUID and the by-name form for anything else', () => {
    expect(isUuid('4f1e2c3a-9b8d-4c7e-a6f5-0123456789ab')).toBe(true);
    expect(groupSegment('4f1e2c3a-9b8d-4c7e-a6f5-0123456789ab')).toBe('byGroupId/4f1e2c3a-9b8d-4c7e-a6f5-0123456789ab');
    expect(groupSegment('4f1e2c3a-9b8d-4c7e-a6f5')).toBe('group/4f1e2c3a-9b8d-4c7e-a6f5');
    expect(groupSegment('site admins/eu')).toBe('group/site%20admins%2Feu');
  });
});

describe('classic restrictions', () => {
  it('lists both operations with the people and groups named on the page', async () => {
    const [alice] = people();
    const [group] = groups();
    await addRestrictions(cf.session, page.id, [{ operation: 'update', accountIds: [alice!], groupIds: [group!.id] }]);

    const list = await listRestrictions(cf.session, page.id);

    const update = list.operations.find((entry) => entry.operation === 'update');
    expect(update?.users?.map((user) => user.accountId)).toEqual([alice]);
    expect(update?.groups).toEqual([{ id: group!.id, name: group!.name }]);
    expect(list.operations.find((entry) => entry.operation === 'read')).toMatchObject({ users: [], groups: [] });
    expect(list.nextStart).toBeNull();
  });

  it('shows only the parts asked for with expand', async () => {
    await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: [people()[0]!], groupIds: [] }]);
    const list = await listRestrictions(cf.session, page.id, { expand: ['restrictions.group'] });
    expect(list.operations.every((entry) => entry.users === null && entry.groups !== null)).toBe(true);
  });

  it('pages through the users with start and limit', async () => {
    const five = people().slice(0, 5);
    await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: five, groupIds: [] }]);

    const first = await listRestrictions(cf.session, page.id, { start: 0, limit: 2 });
    expect(first.nextStart).toBe(2);
    const seen = [];
    for (let start: number | null = 0; start !== null; ) {
      const current = await listRestrictions(cf.session, page.id, { start, limit: 2 });
      seen.push(...(current.operations.find((entry) => entry.operation === 'read')?.users ?? []).map((user) => user.accountId));
      start = current.nextStart;
    }
    expect(seen.sort()).toEqual([...five].sort());
  });

  it('adds without touching what is there, replaces everything, and removes all', async () => {
    const [alice, bob, carol] = people();
    await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: [alice!], groupIds: [] }]);
    const added = await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: [bob!], groupIds: [] }]);
    expect(added.operations.find((e) => e.operation === 'read')?.users?.map((u) => u.accountId).sort()).toEqual([alice, bob].sort());

    const replaced = await replaceRestrictions(cf.session, page.id, [{ operation: 'update', accountIds: [carol!], groupIds: [] }]);
    expect(replaced.operations.find((e) => e.operation === 'read')?.users).toEqual([]);
    expect(cf.state().contents[page.id]?.restrictions.update.userIds).toEqual([carol]);

    const cleared = await removeAllRestrictions(cf.session, page.id);
    expect(cleared.operations.every((e) => e.users?.length === 0 && e.groups?.length === 0)).toBe(true);
  });

  it('reads restrictions keyed by operation, and one operation with a window', async () => {
    const [alice, bob] = people();
    await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: [alice!, bob!], groupIds: [] }]);

    const byOperation = await restrictionsByOperation(cf.session, page.id);
    expect(byOperation.read?.users).toHaveLength(2);
    expect(byOperation.update?.users).toEqual([]);

    const second = await restrictionForOperation(cf.session, page.id, 'read', { start: 1, limit: 1 });
    expect(second.users).toHaveLength(1);
    expect(second.userTotal).toBe(2);
  });

  it('adds, checks and removes a group by name or by id, choosing the path form from the value', async () => {
    const group = groups()[1]!;
    const byName = { contentId: page.id, operation: 'read' as const, group: group.name };
    const byId = { ...byName, group: group.id };

    expect(await groupRestrictionApplies(cf.session, byId)).toBe(false);
    await addGroupToRestriction(cf.session, byName);
    expect(await groupRestrictionApplies(cf.session, byName)).toBe(true);
    expect(await groupRestrictionApplies(cf.session, byId)).toBe(true);
    await removeGroupFromRestriction(cf.session, byId);
    expect(cf.state().contents[page.id]?.restrictions.read.groupIds).toEqual([]);

    const groupCalls = cf.calls.filter((call) => call.url.includes(`/content/${page.id}/restriction/byOperation/read/`));
    expect(groupCalls.some((call) => call.method === 'PUT' && call.url.includes(`/group/${encodeURIComponent(group.name)}`))).toBe(true);
    expect(groupCalls.some((call) => call.method === 'DELETE' && call.url.includes(`/byGroupId/${group.id}`))).toBe(true);
  });

  it('adds, checks and removes a user by account id', async () => {
    const accountId = people()[3]!;
    const target = { contentId: page.id, operation: 'update' as const, accountId };

    expect(await userRestrictionApplies(cf.session, target)).toBe(false);
    await addUserToRestriction(cf.session, target);
    expect(await userRestrictionApplies(cf.session, target)).toBe(true);
    await removeUserFromRestriction(cf.session, target);
    expect(await userRestrictionApplies(cf.session, target)).toBe(false);
  });

  it('reports missing content as not found, also from a status check', async () => {
    expect((await failureOf(listRestrictions(cf.session, '999999999'))).code).toBe('NOT_FOUND');
    const status = userRestrictionApplies(cf.session, { contentId: '999999999', operation: 'read', accountId: people()[0]! });
    expect((await failureOf(status)).code).toBe('NOT_FOUND');
  });

  it('shows why Confluence refused a group that does not exist', async () => {
    const failure = await failureOf(addGroupToRestriction(cf.session, { contentId: page.id, operation: 'read', group: 'no-such-group' }));
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toContain('no-such-group');
  });
});
