import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerOf } from '../../../sandbox/areas/confluence/access';
import { hiddenFields } from '../../../sandbox/areas/confluence/v1/users';
import { avatarSitePath } from '../../../sandbox/data/avatars';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { searchContent, searchUsers } from './search';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

describe('CQL content search', () => {
  it('follows the cursor in _links.next until the last page', async () => {
    const space = Object.values(cf.state().spaces)[0]!;
    const cql = `type = page AND space = "${space.key}"`;
    const seen = viewerOf(cf.state(), cf.sandbox.world, cf.sandbox.world.adminAccountId);
    const expected = Object.values(cf.state().contents).filter((c) => c.type === 'page' && c.spaceId === space.id && c.status === 'current' && seen(c));

    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await searchContent(cf.session, { cql, limit: 10 }, { cursor });
      if (pages === 0) expect(page.totalSize).toBe(expected.length);
      ids.push(...page.items.map((hit) => hit.content?.id ?? ''));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);

    expect(pages).toBeGreaterThan(1);
    expect(ids.sort()).toEqual(expected.map((c) => c.id).sort());
    const searches = cf.calls.filter((call) => call.url.includes('/wiki/rest/api/search?'));
    expect(searches.slice(1).every((call) => new URL(call.url).searchParams.has('cursor'))).toBe(true);
  });

  it('names the space and the content of each hit', async () => {
    const page = await searchContent(cf.session, { cql: 'type = page', limit: 1 });
    const hit = page.items[0]!;
    const content = cf.state().contents[hit.content!.id]!;
    expect(hit.content?.title).toBe(content.versions.at(-1)?.title);
    expect(hit.space?.key).toBe(cf.state().spaces[content.spaceId]?.key);
  });

  it('reads custom content hits like any other: its type key, title and space', async () => {
    const item = Object.values(cf.state().customContent).find((candidate) => candidate.status === 'current' && cf.state().spaces[candidate.spaceId]?.status === 'current')!;
    const page = await searchContent(cf.session, { cql: `type = "${item.type}"` });
    const hit = page.items.find((candidate) => candidate.content?.id === item.id);
    expect(hit).toMatchObject({ title: item.title, entityType: 'content', content: { id: item.id, type: item.type, title: item.title, status: 'current' } });
    expect(hit?.space?.key).toBe(cf.state().spaces[item.spaceId]?.key);
    expect(page.items.every((candidate) => candidate.content?.type === item.type)).toBe(true);
  });

  it('asks for the largest page when no limit is given', async () => {
    await searchContent(cf.session, { cql: 'type = blogpost' });
    const last = cf.calls.filter((call) => call.url.includes('/wiki/rest/api/search?')).at(-1)!;
    expect(new URL(last.url).searchParams.get('limit')).toBe('1000');
  });

  it('shows Confluence’s explanation of a CQL mistake', async () => {
    const failure = await failureOf(searchContent(cf.session, { cql: 'type = = page' }));
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toMatch(/Could not parse cql/);
  });

  it('refuses a cursor that belongs to another list', async () => {
    const failure = await failureOf(searchContent(cf.session, { cql: 'type = page' }, { cursor: 'bm90LWEtY3Vyc29y' }));
    expect(failure.code).toBe('VALIDATION');
  });
});

describe('user search', () => {
  it('keeps hidden profile fields as null, never as blank text', async () => {
    const people = cf.sandbox.world.people.filter((p) => p.accountType !== 'customer');
    const privatePerson = people.find((p) => hiddenFields(p).email && hiddenFields(p).timeZone)!;
    const page = await searchUsers(cf.session, { cql: `user.accountid = "${privatePerson.accountId}"` });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ accountId: privatePerson.accountId, email: null, timeZone: null });

    const open = people.find((p) => !Object.values(hiddenFields(p)).some(Boolean))!;
    const visible = await searchUsers(cf.session, { cql: `user = "${open.accountId}"` });
    expect(visible.items[0]).toMatchObject({ email: open.email, displayName: open.displayName, timeZone: open.zoneinfo });
  });

  it('keeps a picture Confluence replaced by its default one (hidden) as null, and a real one as its path', async () => {
    const people = cf.sandbox.world.people.filter((p) => p.accountType === 'atlassian');
    const hidden = people.find((p) => hiddenFields(p).profilePicture)!;
    const shown = people.find((p) => !hiddenFields(p).profilePicture)!;
    const page = await searchUsers(cf.session, { cql: `user.accountid in ("${hidden.accountId}", "${shown.accountId}")` });
    const byId = new Map(page.items.map((user) => [user.accountId, user]));
    expect(byId.get(hidden.accountId)?.profilePicturePath).toBeNull();
    expect(byId.get(shown.accountId)?.profilePicturePath).toBe(avatarSitePath(shown));
  });

  it('pages through people with start and limit', async () => {
    const first = await searchUsers(cf.session, { cql: 'type = user', start: 0, limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.nextStart).toBe(5);
    const second = await searchUsers(cf.session, { cql: 'type = user', start: first.nextStart!, limit: 5 });
    const firstIds = new Set(first.items.map((user) => user.accountId));
    expect(second.items.some((user) => firstIds.has(user.accountId))).toBe(false);
    expect(first.totalSize).toBeGreaterThan(10);
  });

  it('shows why a user query was refused', async () => {
    const failure = await failureOf(searchUsers(cf.session, { cql: 'user.userkey = "abc"' }));
    expect(failure.code).toBe('VALIDATION');
    expect(failure.message).toContain('user.userkey');
  });
});
