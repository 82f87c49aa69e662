import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, currentVersion } from '../content';
import type { ContentRecord } from '../state';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let page: ContentRecord;

beforeEach(() => {
  harness = createHarness();
  const found = Object.values(harness.state.contents).find((content) => content.type === 'page' && content.versions.length >= 4);
  if (found === undefined) throw new Error('no page with history');
  found.versions[0]!.title = 'Original title';
  page = found;
});

type Version = { number: number; message: string; by: { accountId: string }; content?: { title: string; id: string } };

describe('content versions (v1)', () => {
  it('lists versions newest first, with the deprecated default limit of 200', async () => {
    const reply = await harness.call('GET', `/wiki/rest/api/content/${page.id}/version`);
    const numbers = (reply.json.results as Version[]).map((version) => version.number);
    expect(numbers).toEqual(page.versions.map((version) => version.number).reverse());
    expect(reply.json.limit).toBe(200);
  });

  it('pages the list with start and limit and links the next page', async () => {
    const reply = await harness.call('GET', `/wiki/rest/api/content/${page.id}/version?start=1&limit=2`);
    expect((reply.json.results as Version[]).map((version) => version.number)).toEqual([page.versions.length - 1, page.versions.length - 2]);
    expect((reply.json._links as Record<string, string>).next).toContain('start=3');
  });

  it('gets one version, with content and collaborators when expanded', async () => {
    const reply = await harness.call('GET', `/wiki/rest/api/content/${page.id}/version/1?expand=content,collaborators`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ number: 1, content: { id: page.id, title: 'Original title', status: 'historical' } });
    expect((reply.json.collaborators as { userKeys: string[] }).userKeys).toHaveLength(1);
    expect((await harness.call('GET', `/wiki/rest/api/content/${page.id}/version/999`)).status).toBe(404);
  });

  it('restores an old version as a new latest one, keeping the current title unless asked', async () => {
    const before = currentVersion(page);
    const reply = await harness.call('POST', `/wiki/rest/api/content/${page.id}/version`, {
      operationKey: 'restore',
      params: { versionNumber: 1, message: 'Back to the start' },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ number: before.number + 1, message: 'Back to the start', by: { accountId: harness.world.adminAccountId } });
    expect(currentVersion(page).title).toBe(before.title);
    expect(bodyOf(page)).toBe(bodyOf(page, page.versions[0]));
    await harness.call('POST', `/wiki/rest/api/content/${page.id}/version`, { operationKey: 'restore', params: { versionNumber: 1, message: '', restoreTitle: true } });
    expect(currentVersion(page).title).toBe('Original title');
  });

  it('refuses restoring the current or a missing version, bad bodies and unknown content with 400', async () => {
    const current = currentVersion(page).number;
    const restore = (versionNumber: number) => ({ operationKey: 'restore', params: { versionNumber, message: 'x' } });
    expect((await harness.call('POST', `/wiki/rest/api/content/${page.id}/version`, restore(current))).status).toBe(400);
    expect((await harness.call('POST', `/wiki/rest/api/content/${page.id}/version`, restore(999))).status).toBe(400);
    expect((await harness.call('POST', `/wiki/rest/api/content/${page.id}/version`, { operationKey: 'undo', params: { versionNumber: 1, message: '' } })).status).toBe(400);
    expect((await harness.call('POST', '/wiki/rest/api/content/1/version', restore(1))).status).toBe(400);
  });

  it('deletes a historical version, folding it into the next and renumbering', async () => {
    const count = page.versions.length;
    const thirdBody = bodyOf(page, page.versions[2]);
    const reply = await harness.call('DELETE', `/wiki/rest/api/content/${page.id}/version/2`);
    expect(reply.status).toBe(204);
    expect(page.versions.map((version) => version.number)).toEqual(Array.from({ length: count - 1 }, (_, index) => index + 1));
    expect(bodyOf(page, page.versions[1])).toBe(thirdBody);
  });

  it('refuses deleting the current version or a missing one with 400', async () => {
    const current = currentVersion(page).number;
    expect((await harness.call('DELETE', `/wiki/rest/api/content/${page.id}/version/${current}`)).status).toBe(400);
    expect((await harness.call('DELETE', `/wiki/rest/api/content/${page.id}/version/999`)).status).toBe(400);
    expect((await harness.call('DELETE', '/wiki/rest/api/content/1/version/1')).status).toBe(400);
  });
});
