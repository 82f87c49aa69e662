import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfluenceState, ContentRecord } from '../../../sandbox/areas/confluence/state';
import { sandboxSecrets, startCoreOnSandbox, type CoreOnSandbox } from '../../testing/sandbox-core.test-support';

let env: CoreOnSandbox;
beforeAll(async () => {
  env = await startCoreOnSandbox();
});
afterAll(() => env.close());

const confluence = () => env.sandbox.world.areas.confluence as ConfluenceState;
const used = new Set<string>();
function freshPage(minVersions = 1): ContentRecord {
  const page = Object.values(confluence().contents).find(
    (c) => c.type === 'page' && c.status === 'current' && c.versions.length >= minVersions && !used.has(c.id),
  );
  if (!page) throw new Error('no page left');
  used.add(page.id);
  return page;
}
const titleOf = (page: ContentRecord) => page.versions.at(-1)!.title;

describe('confluence channels', () => {
  it('serves lists a page at a time with an opaque cursor', async () => {
    const space = Object.values(confluence().spaces)[0]!;
    const search = await env.ok('confluence.content.search', { connectionId: env.connectionId, cql: `space = "${space.key}"`, limit: 5 });
    expect(search.nextCursor).not.toBeNull();
    const next = await env.ok('confluence.content.search', { connectionId: env.connectionId, cql: `space = "${space.key}"`, cursor: search.nextCursor! });
    expect(next.items.map((hit) => hit.content?.id)).not.toContain(search.items[0]?.content?.id);
  });

  it('records a version restore in Activity with the page, the version and when it was saved', async () => {
    const page = freshPage(3);
    const second = page.versions[1]!;
    const current = page.versions.at(-1)!;
    const restored = await env.ok('confluence.versions.restore', {
      connectionId: env.connectionId,
      contentId: page.id,
      versionNumber: 2,
      savedAt: second.createdAt,
      basedOn: { number: current.number, createdAt: current.createdAt },
      message: 'Undo',
    });
    expect(restored.number).toBe(page.versions.length);
    expect((await env.activity('confluence.versions.restore'))[0]).toMatchObject({
      target: `Page “${titleOf(page)}” — restore version 2 (saved ${second.createdAt.slice(0, 16).replace('T', ' ')} UTC)`,
      outcome: 'success',
    });
  });

  it('refuses deleting the current version and logs the refusal', async () => {
    const page = freshPage(2);
    const current = page.versions.at(-1)!;
    const failure = await env.fail('confluence.versions.delete', { connectionId: env.connectionId, contentId: page.id, versionNumber: current.number, savedAt: current.createdAt });
    expect(failure).toMatchObject({ code: 'VALIDATION', reason: 'currentVersion' });
    expect((await env.activity('confluence.versions.delete'))[0]).toMatchObject({
      target: `Page “${titleOf(page)}” — delete version ${current.number} (saved ${current.createdAt.slice(0, 16).replace('T', ' ')} UTC)`,
      outcome: 'failure',
      errorMessage: failure.message,
    });
  });

  it('records template and attachment changes by name', async () => {
    const created = await env.ok('confluence.templates.create', { connectionId: env.connectionId, name: 'Offboarding checklist', body: { value: '<p>Steps</p>' } });
    await env.ok('confluence.templates.delete', { connectionId: env.connectionId, templateId: created.templateId });
    expect((await env.activity('confluence.templates.delete'))[0]?.target).toBe('Template “Offboarding checklist”');

    const attachment = Object.values(confluence().attachments).find((a) => a.status === 'current')!;
    await env.ok('confluence.attachments.delete', { connectionId: env.connectionId, attachmentId: `att${attachment.id}` });
    expect((await env.activity('confluence.attachments.delete'))[0]?.target).toBe(`Attachment “${attachment.versions.at(-1)!.title}”`);
  });

  it('never shows the site token', async () => {
    const shown = await env.everythingShown();
    for (const secret of sandboxSecrets(env.sandbox)) expect(shown).not.toContain(secret);
  });
});

describe('version deletion by the time it was saved', () => {
  it('deletes the version the admin picked, refusing one that was renumbered meanwhile', async () => {
    const page = freshPage(4);
    const [first, second, third] = page.versions;
    await env.ok('confluence.versions.delete', { connectionId: env.connectionId, contentId: page.id, versionNumber: 1, savedAt: first!.createdAt });
    const moved = await env.fail('confluence.versions.delete', { connectionId: env.connectionId, contentId: page.id, versionNumber: 3, savedAt: third!.createdAt });
    expect(moved).toMatchObject({ code: 'CONFLICT', reason: 'renumbered' });
    expect(page.versions.map((version) => version.createdAt)).toContain(second!.createdAt);
  });
});
