import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFields } from '../../../sandbox/areas/confluence/v1/users';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
let connectionId: string;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  connectionId = env.connectionId;
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;

describe('finding content and people', () => {
  it('serves search results a page at a time with an opaque cursor', async () => {
    const space = Object.values(confluence().spaces)[0]!;
    const search = await env.ok('confluence.content.search', { connectionId, cql: `space = "${space.key}"`, limit: 5 });
    expect(search.nextCursor).not.toBeNull();
    const next = await env.ok('confluence.content.search', { connectionId, cql: `space = "${space.key}"`, cursor: search.nextCursor! });
    expect(next.items.map((hit) => hit.content?.id)).not.toContain(search.items[0]?.content?.id);
  });

  it('names the authors of a history, with a stand-in for accounts Confluence cannot find', async () => {
    const page = Object.values(confluence().contents).find((content) => content.type === 'page' && content.versions.length >= 3)!;
    const { people } = await env.ok('confluence.people.list', { connectionId, accountIds: [...page.versions.map((version) => version.authorId), 'unknown:1'] });
    const author = env.sandbox.world.people.find((person) => person.accountId === page.versions[0]!.authorId)!;
    expect(people.find((person) => person.accountId === author.accountId)?.name).toMatch(new RegExp(author.displayName.split(' ')[0]!));
    expect(people.find((person) => person.accountId === 'unknown:1')).toMatchObject({ name: 'Unknown person', avatarUrl: null });
    // Someone whose picture Confluence shows has the picture people search shows, so they look alike in both places.
    const shown = env.sandbox.world.people.find((person) => person.accountType === 'atlassian' && person.emailVisible && !hiddenFields(person).profilePicture)!;
    const [named] = (await env.ok('confluence.people.list', { connectionId, accountIds: [shown.accountId] })).people;
    const searched = (await env.ok('users.people.search', { connectionId, query: shown.email })).people.find((person) => person.accountId === shown.accountId);
    const picture = (address: string | null | undefined) => (address ? new URL(address).origin + new URL(address).pathname : null);
    expect(picture(searched?.avatarUrl)).toBeTruthy();
    expect(picture(named?.avatarUrl)).toBe(picture(searched?.avatarUrl));
  });
});
