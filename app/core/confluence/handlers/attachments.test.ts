import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
let connectionId: string;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  connectionId = env.connectionId;
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;

describe('attachments', () => {
  it('downloads a file through the path that takes API tokens, and lists a space’s largest files', async () => {
    const file = Object.values(confluence().attachments).find((item) => item.status === 'current' && item.containerType === 'page' && confluence().contents[item.containerId]?.restrictions.read.userIds.length === 0)!;
    const downloaded = await env.ok('confluence.attachments.getFile', { connectionId, attachmentId: `att${file.id}` });
    expect(Buffer.from(downloaded.base64, 'base64').byteLength).toBe(file.versions.at(-1)!.fileSize);
    expect(downloaded.fileName).toBe(file.versions.at(-1)!.title);

    const spaceId = confluence().contents[file.containerId]!.spaceId;
    const scan = await env.ok('confluence.largestAttachments.start', { connectionId, spaceId });
    await env.jobDone(scan.jobId);
    const largest = await env.ok('confluence.largestAttachments.get', { connectionId, jobId: scan.jobId });
    expect(largest.state).toBe('ready');
    const sizes = largest.largest.map((item) => item.fileSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(largest.files).toBeGreaterThan(0);
  });

  it('records an attachment deletion by the file’s name', async () => {
    const attachment = Object.values(confluence().attachments).find((a) => a.status === 'current')!;
    await env.ok('confluence.attachments.delete', { connectionId, attachmentId: `att${attachment.id}` });
    expect((await env.activity('confluence.attachments.delete'))[0]?.target).toBe(`Attachment “${attachment.versions.at(-1)!.title}”`);
  });

  it('never shows a secret in what it answers or logs', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});
