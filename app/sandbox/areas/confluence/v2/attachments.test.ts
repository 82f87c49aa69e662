import { beforeEach, describe, expect, it } from 'vitest';
import type { AttachmentRecord } from '../state';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let attachment: AttachmentRecord;

beforeEach(() => {
  harness = createHarness();
  attachment = Object.values(harness.state.attachments).find((candidate) => candidate.versions.length >= 3 && candidate.status === 'current' && candidate.containerType === 'page')!;
});

type Attachment = { id: string; title: string; mediaType: string; pageId?: string; version: { number: number } };

describe('attachments (v2)', () => {
  it('gets an attachment by att id or number, and as of a version', async () => {
    const byAtt = await harness.call('GET', `/wiki/api/v2/attachments/att${attachment.id}`);
    expect(byAtt.json).toMatchObject({ id: `att${attachment.id}`, pageId: attachment.containerId, version: { number: attachment.versions.length } });
    const old = await harness.call('GET', `/wiki/api/v2/attachments/${attachment.id}?version=1`);
    expect(old.json).toMatchObject({ version: { number: 1 }, fileSize: attachment.versions[0]!.fileSize });
    expect((await harness.call('GET', `/wiki/api/v2/attachments/${attachment.id}?version=99`)).status).toBe(404);
    expect((await harness.call('GET', '/wiki/api/v2/attachments/file-1')).status).toBe(400);
    expect((await harness.call('GET', '/wiki/api/v2/attachments/att1')).status).toBe(404);
  });

  it('lists a page’s attachments, filtered by media type and file name', async () => {
    const path = `/wiki/api/v2/pages/${attachment.containerId}/attachments`;
    const all = await harness.call('GET', path);
    expect((all.json.results as Attachment[]).map((item) => item.id)).toContain(`att${attachment.id}`);
    const latest = attachment.versions[attachment.versions.length - 1]!;
    const filtered = await harness.call('GET', `${path}?mediaType=${encodeURIComponent(latest.mediaType)}&filename=${encodeURIComponent(latest.title)}`);
    expect((filtered.json.results as Attachment[]).every((item) => item.mediaType === latest.mediaType && item.title === latest.title)).toBe(true);
    expect((await harness.call('GET', `${path}?mediaType=none/none`)).json.results).toEqual([]);
    expect((await harness.call('GET', '/wiki/api/v2/pages/1/attachments')).status).toBe(404);
  });

  it('lists attachments of blog posts, custom content and labels', async () => {
    const onPost = Object.values(harness.state.attachments).find((candidate) => candidate.containerType === 'blogpost' && candidate.status === 'current')!;
    const posts = await harness.call('GET', `/wiki/api/v2/blogposts/${onPost.containerId}/attachments`);
    expect((posts.json.results as Attachment[]).map((item) => item.id)).toContain(`att${onPost.id}`);
    const custom = Object.values(harness.state.customContent)[0]!;
    expect((await harness.call('GET', `/wiki/api/v2/custom-content/${custom.id}/attachments`)).status).toBe(200);
    const labelled = Object.values(harness.state.attachments).find((candidate) => candidate.labelIds.length > 0 && candidate.status === 'current')!;
    const byLabel = await harness.call('GET', `/wiki/api/v2/labels/${labelled.labelIds[0]}/attachments?limit=250`);
    expect((byLabel.json.results as Attachment[]).map((item) => item.id)).toContain(`att${labelled.id}`);
    expect((await harness.call('GET', `/wiki/api/v2/blogposts/${attachment.containerId}/attachments`)).status).toBe(404);
  });

  it('lists versions newest first and gets one with its neighbours', async () => {
    const list = await harness.call('GET', `/wiki/api/v2/attachments/att${attachment.id}/versions`);
    const numbers = (list.json.results as Array<{ number: number }>).map((version) => version.number);
    expect(numbers).toEqual(attachment.versions.map((version) => version.number).reverse());
    const one = await harness.call('GET', `/wiki/api/v2/attachments/att${attachment.id}/versions/2`);
    expect(one.json).toMatchObject({ number: 2, prevVersion: 1, collaborators: [attachment.versions[1]!.authorId] });
    expect((await harness.call('GET', `/wiki/api/v2/attachments/att${attachment.id}/versions/99`)).status).toBe(404);
  });

  it('deletes to the trash, then purges', async () => {
    expect((await harness.call('DELETE', `/wiki/api/v2/attachments/${attachment.id}?purge=true`)).status).toBe(400);
    expect((await harness.call('DELETE', `/wiki/api/v2/attachments/${attachment.id}`)).status).toBe(204);
    expect(attachment.status).toBe('trashed');
    expect((await harness.call('DELETE', `/wiki/api/v2/attachments/${attachment.id}?purge=true`)).status).toBe(204);
    expect((await harness.call('GET', `/wiki/api/v2/attachments/${attachment.id}`)).status).toBe(404);
  });
});
