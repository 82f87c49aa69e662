import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateFolder } from './private-folder';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'orgdesk-folder-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('a private folder', () => {
  it('is created owner-only, parents included, whatever the umask allows', async () => {
    const folder = join(root, 'a', 'b', 'data');
    await ensurePrivateFolder(folder, { tighten: false });
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(join(root, 'a'))).toBe(0o700);
  });

  it('narrows Orgdesk’s own folder when it exists already, and leaves a folder the user named as it is', async () => {
    const own = join(root, 'own');
    const named = join(root, 'named');
    await mkdir(own, { mode: 0o755 });
    await mkdir(named, { mode: 0o755 });
    await ensurePrivateFolder(own, { tighten: true });
    await ensurePrivateFolder(named, { tighten: false });
    expect(await modeOf(own)).toBe(0o700);
    expect(await modeOf(named)).toBe(0o755);
  });
});
