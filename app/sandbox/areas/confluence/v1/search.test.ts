import { beforeEach, describe, expect, it } from 'vitest';
import { viewerOf } from '../access';
import { currentVersion, titleOf } from '../content';
import type { ContentRecord } from '../state';
import { createHarness, TEST_NOW, type Harness } from '../test-harness';
import { hiddenFields } from './users';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});

type Result = { content: { id: string; type: string; title: string }; lastModified: string; user?: Record<string, unknown> };
/** Content the demo's admin may see: search leaves out what restrictions hide, as Confluence does. */
const seen = (content: ContentRecord) => viewerOf(harness.state, harness.world, harness.world.adminAccountId)(content);
const search = async (cql: string, extra = '') => harness.call('GET', `/wiki/rest/api/search?cql=${encodeURIComponent(cql)}${extra}`);
const ids = (json: Record<string, unknown>) => (json.results as Result[]).map((result) => result.content.id);

describe('CQL search (v1)', () => {
  it('filters by type and space, counting every match in totalSize', async () => {
    const space = Object.values(harness.state.spaces).find((candidate) => candidate.key === 'ENG')!;
    const inSpace = Object.values(harness.state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id && content.status === 'current');
    const expected = inSpace.filter(seen);
    expect(expected.length).toBeLessThan(inSpace.length);
    const reply = await search('type = page AND space = ENG', '&limit=1000');
    expect(reply.json.totalSize).toBe(expected.length);
    expect(new Set(ids(reply.json))).toEqual(new Set(expected.map((content) => content.id)));
  });

  it('matches title words with ~, labels with IN, and NOT', async () => {
    const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.status === 'current' && content.labelIds.length > 0)!;
    const label = harness.state.labels[page.labelIds[0]!]!.name;
    const word = titleOf(page).split(' ')[0]!;
    const reply = await search(`title ~ "${word.toLowerCase()}" and label in ("${label}", "nothing") and not type = blogpost`, '&limit=1000');
    expect(ids(reply.json)).toContain(page.id);
    for (const result of reply.json.results as Result[]) expect(result.content.title.toLowerCase()).toContain(word.toLowerCase());
  });

  it('reads ~ and !~ written without spaces (title~"Home")', async () => {
    const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.status === 'current' && seen(content))!;
    const word = titleOf(page).split(' ')[0]!;
    const spaced = await search(`title ~ "${word}"`, '&limit=1000');
    expect(ids(spaced.json)).toContain(page.id);
    for (const cql of [`title~"${word}"`, `title~${word}`]) {
      const reply = await search(cql, '&limit=1000');
      expect(reply.status, cql).toBe(200);
      expect(ids(reply.json), cql).toEqual(ids(spaced.json));
    }
    const without = await search(`type = page and title!~"${word}"`, '&limit=1000');
    expect(without.status).toBe(200);
    expect(ids(without.json)).not.toContain(page.id);
  });

  it('compares lastmodified with dates and now() offsets, and orders as asked', async () => {
    const recent = await search('lastmodified > now("-4w") order by lastmodified asc', '&limit=1000');
    const times = (recent.json.results as Result[]).map((result) => Date.parse(result.lastModified));
    const cutoff = Date.parse(TEST_NOW) - 28 * 86_400_000;
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time > cutoff)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const old = await search('lastmodified < 2020-01-01');
    expect(old.json.totalSize).toBe(0);
  });

  it('finds what the caller created with creator = currentUser()', async () => {
    const mine = Object.values(harness.state.contents).filter((content) => content.status === 'current' && content.authorId === harness.world.adminAccountId);
    const reply = await search('creator = currentUser() and type in (page, blogpost)', '&limit=1000');
    expect(reply.json.totalSize).toBe(mine.filter((content) => harness.state.spaces[content.spaceId]?.status === 'current').length);
  });

  it('follows _links.next cursors to the end without repeats', async () => {
    const first = await search('type = page', '&limit=40');
    const total = Number(first.json.totalSize);
    const seen = ids(first.json);
    let next = (first.json._links as Record<string, string>).next;
    while (next !== undefined) {
      expect(next).toMatch(/cursor=/);
      expect(next).toMatch(/start=\d+/);
      const page = await harness.call('GET', `/wiki${next}`);
      seen.push(...ids(page.json));
      next = (page.json._links as Record<string, string>).next;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('walks content search of a space by cursor in id order, every page the caller may see once, restricted ones left out', async () => {
    const space = Object.values(harness.state.spaces).find((candidate) => candidate.key === 'ENG')!;
    const expected = Object.values(harness.state.contents)
      .filter((content) => content.spaceId === space.id && content.type === 'page' && content.status === 'current')
      .filter(seen)
      .map((content) => content.id)
      .sort((a, b) => Number(a) - Number(b));
    const hidden = Object.values(harness.state.contents).filter((content) => content.spaceId === space.id && content.type === 'page' && content.status === 'current' && !seen(content));
    expect(hidden.length).toBeGreaterThan(0);
    const found: string[] = [];
    let next: string | undefined = `/rest/api/content/search?cql=${encodeURIComponent('space = "ENG" and type = page')}&limit=4`;
    while (next !== undefined) {
      const page = await harness.call('GET', `/wiki${next}`);
      const results = page.json.results as { id: string }[];
      found.push(...results.map((result) => result.id));
      next = (page.json._links as Record<string, string>).next;
      // A full page is followed by a next one only while more remain: the last page has no link.
      if (next === undefined) expect(found).toHaveLength(expected.length);
    }
    expect(found).toEqual(expected);
  });

  it('goes on after the last page served when content before it is trashed between two pages, skipping nothing', async () => {
    const space = Object.values(harness.state.spaces).find((candidate) => candidate.key === 'ENG')!;
    const expected = Object.values(harness.state.contents)
      .filter((content) => content.spaceId === space.id && content.type === 'page' && content.status === 'current')
      .filter(seen)
      .map((content) => content.id)
      .sort((a, b) => Number(a) - Number(b));
    const first = await harness.call('GET', `/wiki/rest/api/content/search?cql=${encodeURIComponent('space = "ENG" and type = page')}&limit=4`);
    const firstIds = (first.json.results as { id: string }[]).map((result) => result.id);
    expect(firstIds).toEqual(expected.slice(0, 4));
    harness.state.contents[firstIds[0]!]!.status = 'trashed';
    const second = await harness.call('GET', `/wiki${(first.json._links as Record<string, string>).next}`);
    expect((second.json.results as { id: string }[]).map((result) => result.id)).toEqual(expected.slice(4, 8));
    expect(second.json.start).toBe(4);
  });

  it('answers 400 for CQL it cannot parse, unknown fields and user fields', async () => {
    for (const cql of ['type = ', 'colour = red', 'user = "abc"', 'type ~ page', 'lastmodified > yesterday', 'type = page order by colour']) {
      const reply = await search(cql);
      expect(reply.status, cql).toBe(400);
      expect(String(reply.json.message)).toContain('Could not parse cql');
    }
    expect((await harness.call('GET', '/wiki/rest/api/search')).status).toBe(400);
  });

  it('matches wildcards over a page with a very long word in one pass (the pattern that backtracked for minutes)', async () => {
    const space = Object.values(harness.state.spaces).find((candidate) => candidate.key === 'ENG')!;
    const value = `<p>${'a'.repeat(100_000)} then aaab</p>`;
    const created = await harness.call('POST', '/wiki/api/v2/pages', { spaceId: space.id, status: 'current', title: 'One long word', body: { representation: 'storage', value } });
    expect(created.status).toBe(200);
    expect(ids((await search('text ~ "a*a*a*b"', '&limit=1000')).json)).toContain(created.json.id);
    expect(ids((await search('text ~ "a*a*a*c"', '&limit=1000')).json)).not.toContain(created.json.id);
  });

  it('answers 400 with a sentence for parentheses nested thousands deep, as for any query it cannot parse', async () => {
    const reply = await search(`${'('.repeat(3_500)}type = page${')'.repeat(3_500)}`);
    expect(reply.status).toBe(400);
    expect(String(reply.json.message)).toMatch(/^Could not parse cql : .* \(the query nests parentheses or NOT more than \d+ deep\)$/s);
    const deepNot = await search(`${'not '.repeat(3_500)}type = page`);
    expect(deepNot.status).toBe(400);
  });

  it('runs a long chain of AND and OR without running out of stack', async () => {
    const page = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.status === 'current' && seen(content))!;
    const chain = [...Array.from({ length: 20_000 }, (_, index) => `id = ${index + 1_000_000_000}`), `id = ${page.id}`].join(' or ');
    expect(ids((await search(chain)).json)).toEqual([page.id]);
  });

  it('keeps current version numbers untouched by searching', async () => {
    const page = Object.values(harness.state.contents)[0]!;
    const before = currentVersion(page).number;
    await search('text ~ "budget"');
    expect(currentVersion(page).number).toBe(before);
  });
});

describe('CQL search (v1) of custom content', () => {
  type Hit = Result & { url: string; entityType: string; excerpt: string; resultGlobalContainer: { title: string; displayUrl: string } };
  const hits = (json: Record<string, unknown>) => json.results as Hit[];
  const searchable = () =>
    Object.values(harness.state.customContent).filter((item) => item.status === 'current' && harness.state.spaces[item.spaceId]?.status === 'current');
  const typeKeys = () => harness.state.customContentTypes.map((type) => type.key);

  it('finds every current item of a custom type, quoted or not, with the shape of other results', async () => {
    for (const key of typeKeys()) {
      const expected = searchable().filter((item) => item.type === key);
      expect(expected.length, key).toBeGreaterThan(0);
      for (const cql of [`type = "${key}"`, `type = ${key}`, `type in ("${key}", page) and not type = page`]) {
        const reply = await search(cql, '&limit=1000');
        expect(reply.status, cql).toBe(200);
        expect(reply.json.totalSize, cql).toBe(expected.length);
        expect(new Set(ids(reply.json)), cql).toEqual(new Set(expected.map((item) => item.id)));
      }
    }
    const item = searchable()[0]!;
    const space = harness.state.spaces[item.spaceId]!;
    const [hit] = hits((await search(`type = "${item.type}" and id = ${item.id}`)).json);
    expect(hit).toMatchObject({
      content: { id: item.id, type: item.type, status: 'current', title: item.title },
      title: item.title,
      url: `/display/custom/${item.id}`,
      entityType: 'content',
      resultGlobalContainer: { title: space.name, displayUrl: `/spaces/${space.key}` },
      lastModified: item.versions.at(-1)!.createdAt,
    });
  });

  it('matches custom content by title and by the text of its body', async () => {
    const [raw, storage, adf] = searchable();
    raw!.title = 'Wombat quarterly decision';
    storage!.body = { representation: 'storage', value: '<p>Zebracorn <strong>migration</strong> plan</p>' };
    adf!.body = {
      representation: 'atlas_doc_format',
      value: JSON.stringify({ type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quokka rollout' }] }] }),
    };
    expect(ids((await search('title ~ "wombat quarterly"')).json)).toEqual([raw!.id]);
    expect(ids((await search('title = "Wombat quarterly decision"')).json)).toEqual([raw!.id]);
    expect(ids((await search('text ~ "wombat"')).json)).toEqual([raw!.id]);
    const zebra = hits((await search('text ~ "zebracorn migration"')).json);
    expect(zebra.map((hit) => hit.content.id)).toEqual([storage!.id]);
    expect(zebra[0]?.excerpt).toBe('Zebracorn migration plan');
    const quokka = hits((await search('text ~ "quokka"')).json);
    expect(quokka.map((hit) => hit.content.id)).toEqual([adf!.id]);
    expect(quokka[0]?.excerpt).toBe('Quokka rollout');
  });

  it('lists the custom types in a space for a query that leaves out the built-in types', async () => {
    const item = searchable()[0]!;
    const space = harness.state.spaces[item.spaceId]!;
    const reply = await search(`space = "${space.key}" and type not in (page, blogpost, comment, attachment)`, '&limit=1000');
    const types = new Set(hits(reply.json).map((hit) => hit.content.type));
    expect(types).toEqual(new Set(searchable().filter((candidate) => candidate.spaceId === space.id).map((candidate) => candidate.type)));
  });

  it('finds custom content under its page with parent and ancestor', async () => {
    const onPage = searchable().find((item) => item.pageId !== null)!;
    const underPage = searchable().filter((item) => item.pageId === onPage.pageId).map((item) => item.id);
    const customOf = (json: Record<string, unknown>) => ids(json).filter((id) => harness.state.customContent[id] !== undefined);
    expect(new Set(customOf((await search(`parent = ${onPage.pageId!}`, '&limit=1000')).json))).toEqual(new Set(underPage));
    expect(customOf((await search(`ancestor = ${onPage.pageId!}`, '&limit=1000')).json)).toEqual(expect.arrayContaining(underPage));
  });

  it('leaves out trashed and draft items, and items in archived spaces unless asked for', async () => {
    const [trashed, draft, archivedItem] = searchable();
    trashed!.status = 'trashed';
    draft!.status = 'draft';
    const archivedSpace = Object.values(harness.state.spaces).find((space) => space.status === 'archived')!;
    archivedItem!.spaceId = archivedSpace.id;
    archivedItem!.pageId = null;
    const everything = ids((await search(`type in (${typeKeys().map((key) => `"${key}"`).join(', ')})`, '&limit=1000')).json);
    expect(everything).not.toContain(trashed!.id);
    expect(everything).not.toContain(draft!.id);
    expect(everything).not.toContain(archivedItem!.id);
    const withArchived = await search(`type = "${archivedItem!.type}" and space = ${archivedSpace.key}`, '&includeArchivedSpaces=true');
    const inArchivedSpace = Object.values(harness.state.customContent).filter(
      (item) => item.spaceId === archivedSpace.id && item.type === archivedItem!.type && item.status === 'current',
    );
    expect(ids(withArchived.json)).toContain(archivedItem!.id);
    expect(new Set(ids(withArchived.json))).toEqual(new Set(inArchivedSpace.map((item) => item.id)));
  });

  it('keeps page and blog post searches to pages and blog posts', async () => {
    const expected = Object.values(harness.state.contents).filter((content) => content.status === 'current' && harness.state.spaces[content.spaceId]?.status === 'current' && seen(content));
    const reply = await search('type in (page, blogpost)', '&limit=1000');
    expect(reply.json.totalSize).toBe(expected.length);
    expect((reply.json.results as Result[]).every((result) => result.content.type === 'page' || result.content.type === 'blogpost')).toBe(true);
  });
});

describe('user search (v1)', () => {
  it('finds people by accountId, full name and IN lists', async () => {
    const person = harness.world.people[3]!;
    const byId = await harness.call('GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(`user.accountid = "${person.accountId}"`)}`);
    expect((byId.json.results as Result[]).map((result) => result.user?.accountId)).toEqual([person.accountId]);
    const last = person.displayName.split(' ')[1]!;
    const byName = await harness.call('GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(`user.fullname ~ "${last}"`)}&limit=100`);
    expect((byName.json.results as Result[]).map((result) => result.user?.accountId)).toContain(person.accountId);
  });

  it('reads ~ written without spaces, as Confluence does (user.fullname~jo)', async () => {
    const person = harness.world.people[3]!;
    const last = person.displayName.split(' ')[1]!;
    for (const cql of [`user.fullname~"${last}"`, `user.fullname~${last}`, `user.fullname~${last.slice(0, 2)}`]) {
      const reply = await harness.call('GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(cql)}&limit=1000`);
      expect(reply.status, cql).toBe(200);
      expect((reply.json.results as Result[]).map((result) => result.user?.accountId), cql).toContain(person.accountId);
    }
  });

  it('nulls the fields a person keeps private', async () => {
    const hidden = harness.world.people.find((person) => !person.emailVisible)!;
    const visible = harness.world.people.find((person) => person.emailVisible && !hiddenFields(person).timeZone)!;
    const cql = encodeURIComponent(`user in ("${hidden.accountId}", "${visible.accountId}")`);
    const reply = await harness.call('GET', `/wiki/rest/api/search/user?cql=${cql}`);
    const users = (reply.json.results as Result[]).map((result) => result.user!);
    expect(users.find((user) => user.accountId === hidden.accountId)).toMatchObject({ email: null, timeZone: null });
    expect(users.find((user) => user.accountId === visible.accountId)).toMatchObject({ email: visible.email, timeZone: visible.zoneinfo });
  });

  it('pages every user with start/limit', async () => {
    const reply = await harness.call('GET', '/wiki/rest/api/search/user?cql=type%3Duser&limit=10&start=10');
    expect(reply.json).toMatchObject({ start: 10, limit: 10, size: 10 });
    expect((reply.json._links as Record<string, string>).next).toContain('start=20');
  });

  it('answers from the people as they are now: a renamed person moves in the order, a new one is found, across the same query asked again', async () => {
    const everyone = async () => ((await harness.call('GET', '/wiki/rest/api/search/user?cql=type%3Duser&limit=1000')).json.results as Result[]).map((result) => result.user?.accountId);
    const before = await everyone();
    const renamed = harness.world.people.find((person) => person.accountId === before[before.length - 1] && person.accountType === 'atlassian' && !hiddenFields(person).displayName)!;
    renamed.displayName = 'Aaaron Aardvark';
    const afterRename = await everyone();
    expect(afterRename[0]).toBe(renamed.accountId);
    expect(afterRename).toHaveLength(before.length);
    harness.world.people.push({ ...renamed, accountId: '557058:00000000-0000-4000-8000-0000000000aa', displayName: 'Aaaaron Aardvark' });
    const afterAdding = await everyone();
    expect(afterAdding.slice(0, 2)).toEqual(['557058:00000000-0000-4000-8000-0000000000aa', renamed.accountId]);
    expect(afterAdding).toHaveLength(before.length + 1);
  });

  it('refuses content fields and deprecated user keys with 400', async () => {
    expect((await harness.call('GET', '/wiki/rest/api/search/user?cql=space%3DENG')).status).toBe(400);
    expect((await harness.call('GET', '/wiki/rest/api/search/user?cql=user.userkey%3Dabc')).status).toBe(400);
  });
});
