import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentRecord } from '../../../sandbox/areas/confluence/state';
import { failureOf } from '../../testing/sandbox-session';
import { startConfluenceSandbox, type ConfluenceSandbox } from '../testing/confluence-sandbox';
import { deleteAttachment, downloadAttachmentFile, getAttachment, getAttachmentVersion, listAttachments, listAttachmentVersions } from './attachments';

let cf: ConfluenceSandbox;
beforeAll(async () => {
  cf = await startConfluenceSandbox();
});
afterAll(() => cf.close());

const attachments = () => Object.values(cf.state().attachments);
const withVersions = (count: number) => attachments().find((a) => a.versions.length >= count && a.status === 'current')!;
const on = (type: AttachmentRecord['containerType']) => attachments().find((a) => a.containerType === type && a.status === 'current');

describe('v2 attachments', () => {
  it('reads an attachment, also as of an older version', async () => {
    const attachment = withVersions(2);
    const latest = await getAttachment(cf.session, `att${attachment.id}`);
    expect(latest).toMatchObject({ id: `att${attachment.id}`, title: attachment.versions.at(-1)!.title, fileId: attachment.fileId });
    expect(latest.version?.number).toBe(attachment.versions.length);
    const first = await getAttachment(cf.session, attachment.id, 1);
    expect(first.version?.number).toBe(1);
    expect(first.fileSize).toBe(attachment.versions[0]!.fileSize);
  });

  it('lists the attachments of pages, blog posts, custom content and labels', async () => {
    for (const [owner, type] of [
      ['pages', 'page'],
      ['blogposts', 'blogpost'],
      ['custom-content', 'custom-content'],
    ] as const) {
      const sample = on(type);
      if (!sample) continue;
      const page = await listAttachments(cf.session, { owner, ownerId: sample.containerId });
      expect(page.items.map((a) => a.id)).toContain(`att${sample.id}`);
    }
    expect(on('page')).toBeDefined();
    const labelled = attachments().find((a) => a.labelIds.length > 0)!;
    const byLabel = await listAttachments(cf.session, { owner: 'labels', ownerId: labelled.labelIds[0]! });
    expect(byLabel.items.map((a) => a.id)).toContain(`att${labelled.id}`);
  });

  it('filters by media type and file name, and refuses filters a label list does not take', async () => {
    const sample = on('page')!;
    const latest = sample.versions.at(-1)!;
    const page = await listAttachments(cf.session, { owner: 'pages', ownerId: sample.containerId, mediaType: latest.mediaType, filename: latest.title, status: ['current'] });
    expect(page.items.map((a) => a.id)).toEqual([`att${sample.id}`]);

    const refused = await failureOf(listAttachments(cf.session, { owner: 'labels', ownerId: '1', mediaType: 'image/png' }));
    expect(refused.code).toBe('VALIDATION');
    expect((await failureOf(listAttachments(cf.session, { owner: 'pages', ownerId: '999999999' }))).code).toBe('NOT_FOUND');
  });

  it('lists versions page by page', async () => {
    const attachment = withVersions(3);
    const numbers: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAttachmentVersions(cf.session, `att${attachment.id}`, 'modified-date', { cursor, pageSize: 2 });
      numbers.push(...page.items.map((v) => v.number));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(numbers).toEqual(attachment.versions.map((v) => v.number));
  });

  it('reads one version with its neighbours', async () => {
    const attachment = withVersions(3);
    const second = await getAttachmentVersion(cf.session, `att${attachment.id}`, 2);
    expect(second).toMatchObject({ number: 2, prevVersion: 1, nextVersion: 3 });
    expect((await failureOf(getAttachmentVersion(cf.session, `att${attachment.id}`, 99))).code).toBe('NOT_FOUND');
  });

  it('moves an attachment to the trash, sending the numeric id the delete wants', async () => {
    const attachment = on('page')!;
    await deleteAttachment(cf.session, `att${attachment.id}`);
    expect(cf.state().attachments[attachment.id]?.status).toBe('trashed');
    expect(cf.calls.some((call) => call.method === 'DELETE' && new URL(call.url).pathname === `/wiki/api/v2/attachments/${attachment.id}`)).toBe(true);
  });
});

describe('attachment download', () => {
  it('follows the classic path’s redirect to the file and reads its bytes, any version', async () => {
    const item = Object.values(cf.state().attachments).find((candidate) => candidate.status === 'current' && candidate.versions.length > 1 && candidate.containerType === 'page')!;
    const first = item.versions[0]!;
    const file = await downloadAttachmentFile(cf.session, item.containerId, item.id, 1);
    expect(file.bytes.byteLength).toBe(first.fileSize);
    expect(file.contentType).toBe(first.mediaType);
    expect(Buffer.from(file.bytes.slice(0, 60)).toString()).toContain(`${first.title}, upload 1 of attachment att${item.id}`);
    const latest = await downloadAttachmentFile(cf.session, item.containerId, `att${item.id}`);
    expect(latest.bytes.byteLength).toBe(item.versions.at(-1)!.fileSize);
  });

  it('says so when the file is not on that page', async () => {
    const item = Object.values(cf.state().attachments).find((candidate) => candidate.status === 'current')!;
    const other = Object.values(cf.state().contents).find((content) => content.id !== item.containerId && content.status === 'current')!;
    await expect(downloadAttachmentFile(cf.session, other.id, item.id)).rejects.toMatchObject({ info: { code: 'NOT_FOUND' } });
  });
});
