import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_PATH } from '../../data/avatars';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import type { ConfluenceState } from './state';
import { hiddenFields } from './v1/users';

/*
 * Answers that clients written against Confluence Cloud rely on, over real HTTP, every exchange checked
 * against the reduced OpenAPI specs when the sandbox closes.
 */

let sandbox: RecordedSandbox;
let state: ConfluenceState;
beforeAll(async () => {
  sandbox = await startRecordedSandbox({ seed: 'cloud-shapes' });
  state = sandbox.world.areas.confluence as ConfluenceState;
});
afterAll(async () => {
  await sandbox.close();
  expect(sandbox.contractViolations()).toEqual([]);
});

type Body = Record<string, unknown>;

describe('Confluence answers in Cloud’s shapes', () => {
  it('gives a hidden profile picture as the default one, which the sandbox serves itself', async () => {
    const hidden = sandbox.world.people.find((person) => person.accountType === 'atlassian' && hiddenFields(person).profilePicture)!;
    const reply = await sandbox.call('confluence', 'GET', `/wiki/rest/api/search/user?cql=${encodeURIComponent(`user.accountid = "${hidden.accountId}"`)}`);
    const [found] = (reply.body as { results: { user: Body }[] }).results;
    expect(found?.user.profilePicture).toEqual({ path: DEFAULT_AVATAR_PATH, width: 48, height: 48, isDefault: true });

    const picture = await fetch(new URL(DEFAULT_AVATAR_PATH, sandbox.baseUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
  });

  it('leaves a space’s description and icon out unless asked for', async () => {
    const space = Object.values(state.spaces)[0]!;
    const list = await sandbox.call('confluence', 'GET', '/wiki/api/v2/spaces?limit=3');
    for (const listed of (list.body as { results: Body[] }).results) {
      expect(listed).not.toHaveProperty('description');
      expect(listed).not.toHaveProperty('icon');
    }
    const single = await sandbox.call('confluence', 'GET', `/wiki/api/v2/spaces/${space.id}`);
    expect(single.body).not.toHaveProperty('description');
    expect(single.body).not.toHaveProperty('icon');
    const asked = await sandbox.call('confluence', 'GET', `/wiki/api/v2/spaces/${space.id}?description-format=plain&include-icon=true`);
    expect(asked.body).toMatchObject({ description: { plain: { value: space.description } }, icon: { path: `/wiki/aa-avatar/${space.key}` } });
  });

  it('finds custom content with CQL', async () => {
    const item = Object.values(state.customContent).find((candidate) => candidate.status === 'current' && state.spaces[candidate.spaceId]?.status === 'current')!;
    const reply = await sandbox.call('confluence', 'GET', `/wiki/rest/api/search?cql=${encodeURIComponent(`type = "${item.type}" and title ~ "${item.title}"`)}&limit=50`);
    expect(reply.status).toBe(200);
    const results = (reply.body as { results: { content: Body }[] }).results;
    expect(results.map((result) => result.content.id)).toContain(item.id);
    expect(results.every((result) => result.content.type === item.type)).toBe(true);
  });

  it('names a version’s collaborators by account id, as the spec requires, in one version and in the list', async () => {
    const page = Object.values(state.contents).find((content) => content.type === 'page' && content.status === 'current' && content.versions.length > 2)!;
    const author = page.versions[0]!.authorId;
    const one = await sandbox.call('confluence', 'GET', `/wiki/rest/api/content/${page.id}/version/1?expand=collaborators`);
    expect((one.body as Body).collaborators).toMatchObject({ userAccountIds: [author], users: [{ accountId: author }] });
    const list = await sandbox.call('confluence', 'GET', `/wiki/rest/api/content/${page.id}/version?expand=collaborators,content`);
    for (const version of (list.body as { results: { collaborators: Body }[] }).results) expect(version.collaborators.userAccountIds).toHaveLength(1);
  });

  it('answers CQL nested thousands deep with a 400 in the v1 shape, not a 500', async () => {
    const cql = `${'('.repeat(3_500)}type = page${')'.repeat(3_500)}`;
    const reply = await sandbox.call('confluence', 'GET', `/wiki/rest/api/search?cql=${encodeURIComponent(cql)}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('nests parentheses or NOT more than 100 deep') as unknown });
  });
});
