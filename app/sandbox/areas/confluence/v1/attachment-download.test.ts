import { beforeEach, describe, expect, it } from 'vitest';
import type { AttachmentRecord } from '../state';
import { createHarness, type Harness } from '../test-harness';

let harness: Harness;
let attachment: AttachmentRecord;

beforeEach(() => {
  harness = createHarness();
  attachment = Object.values(harness.state.attachments).find((item) => item.status === 'current' && item.versions.length > 1)!;
});

const downloadPath = (item: AttachmentRecord, query = '') => `/wiki/rest/api/content/${item.containerId}/child/attachment/att${item.id}/download${query}`;

describe('attachment download (v1)', () => {
  it('redirects to a signed media address that serves the file of the asked version without credentials', async () => {
    const redirect = await harness.call('GET', downloadPath(attachment, '?version=1'));
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers?.Location ?? '');
    const file = await harness.call('GET', `${location.pathname}${location.search}`);
    const first = attachment.versions[0]!;
    expect(file.status).toBe(200);
    expect(file.file?.contentType).toBe(first.mediaType);
    expect(file.file?.bytes.byteLength).toBe(first.fileSize);
    expect(Buffer.from(file.file!.bytes.slice(0, 40)).toString()).toContain(first.title);
  });

  it('serves the latest version by default and refuses a tampered address', async () => {
    const location = new URL((await harness.call('GET', downloadPath(attachment))).headers?.Location ?? '');
    expect(location.searchParams.get('version')).toBe(String(attachment.versions.length));
    location.searchParams.set('version', '1');
    expect((await harness.call('GET', `${location.pathname}${location.search}`)).status).toBe(401);
  });

  it('answers 404 for another page’s attachment or a trashed one, 400 for a version it never had', async () => {
    const other = Object.values(harness.state.contents).find((content) => content.id !== attachment.containerId)!;
    expect((await harness.call('GET', `/wiki/rest/api/content/${other.id}/child/attachment/att${attachment.id}/download`)).status).toBe(404);
    expect((await harness.call('GET', downloadPath(attachment, '?version=99'))).status).toBe(400);
    attachment.status = 'trashed';
    expect((await harness.call('GET', downloadPath(attachment))).status).toBe(404);
    expect((await harness.call('GET', downloadPath(attachment, '?status=trashed'))).status).toBe(302);
  });
});
