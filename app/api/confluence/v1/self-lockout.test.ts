import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../../sandbox/areas/confluence/state';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { currentUser } from './current-user';
import { addRestrictionsSafely, changeGroupSafely, changeUserSafely, replaceRestrictionsSafely } from './guarded-restrictions';
import { addRestrictions, removeAllRestrictions } from './restrictions';

let cf: ConfluenceSandbox;
let page: ContentRecord;
let me: string;
let others: string[];

beforeAll(async () => {
  cf = await startConfluenceSandbox();
  me = cf.sandbox.world.adminAccountId;
  others = cf.sandbox.world.people.filter((p) => p.accountType === 'atlassian' && p.accountId !== me).map((p) => p.accountId);
});
afterAll(() => cf.close());

let pageCursor = 0;
beforeEach(async () => {
  const pages = Object.values(cf.state().contents).filter((c) => c.type === 'page' && c.status === 'current');
  page = pages[pageCursor++]!;
  await removeAllRestrictions(cf.session, page.id);
});

/** Writes to the page's restrictions after the reset in beforeEach. */
const writesTo = (contentId: string) =>
  cf.calls.filter((call) => call.method !== 'GET' && call.url.includes(`/content/${contentId}/restriction`)).length - 1;
const allow = { allowSelfLockout: true };
const guard = { allowSelfLockout: false };

describe('who the connection signs in as', () => {
  it('falls back to a user search when the site does not serve user/current', async () => {
    const found = await currentUser(cf.session);
    expect(found.user.accountId).toBe(me);
    expect(found.source).toBe('search');
  });
});

describe('self-lockout guard', () => {
  it('refuses a replacement that leaves the page restricted without the admin, and sends nothing', async () => {
    const failure = await failureOf(replaceRestrictionsSafely(cf.session, page.id, [{ operation: 'read', accountIds: [others[0]!], groupIds: [] }], guard));
    expect(failure).toMatchObject({ code: 'VALIDATION', reason: 'selfLockout' });
    expect(failure.message).toMatch(/viewing of this page .* don't name you/);
    expect(writesTo(page.id)).toBe(0);
    expect(cf.state().contents[page.id]?.restrictions.read.userIds).toEqual([]);
  });

  it('goes ahead when the admin confirmed it', async () => {
    await replaceRestrictionsSafely(cf.session, page.id, [{ operation: 'read', accountIds: [others[0]!], groupIds: [] }], allow);
    expect(cf.state().contents[page.id]?.restrictions.read.userIds).toEqual([others[0]]);
  });

  it('lets a replacement through when it names the admin', async () => {
    await replaceRestrictionsSafely(cf.session, page.id, [{ operation: 'update', accountIds: [me, others[1]!], groupIds: [] }], guard);
    expect(cf.state().contents[page.id]?.restrictions.update.userIds.sort()).toEqual([me, others[1]].sort());
  });

  it('refuses removing the admin from a restriction others keep, but not removing someone else', async () => {
    await addRestrictions(cf.session, page.id, [{ operation: 'read', accountIds: [me, others[0]!, others[1]!], groupIds: [] }]);
    const selfRemoval = changeUserSafely(cf.session, { contentId: page.id, operation: 'read', accountId: me }, false, guard);
    expect((await failureOf(selfRemoval)).reason).toBe('selfLockout');

    await changeUserSafely(cf.session, { contentId: page.id, operation: 'read', accountId: others[0]! }, false, guard);
    expect(cf.state().contents[page.id]?.restrictions.read.userIds.sort()).toEqual([me, others[1]].sort());
  });

  it('refuses restricting an open page to someone else, or to a group it cannot see the admin in', async () => {
    const toOther = addRestrictionsSafely(cf.session, page.id, [{ operation: 'update', accountIds: [others[2]!], groupIds: [] }], guard);
    expect((await failureOf(toOther)).reason).toBe('selfLockout');
    const group = Object.values(cf.state().groups)[0]!;
    const toGroup = changeGroupSafely(cf.session, { contentId: page.id, operation: 'read', group: group.name }, true, guard);
    expect((await failureOf(toGroup)).reason).toBe('selfLockout');
    expect(writesTo(page.id)).toBe(0);
  });

  it('never stands in the way of removing every restriction (the page opens up)', async () => {
    await addRestrictions(cf.session, page.id, [{ operation: 'update', accountIds: [others[0]!], groupIds: [] }]);
    const cleared = await removeAllRestrictions(cf.session, page.id);
    expect(cleared.operations.every((entry) => entry.users?.length === 0)).toBe(true);
  });
});
