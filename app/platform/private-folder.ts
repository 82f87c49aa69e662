import { chmod, mkdir } from 'node:fs/promises';

/**
 * Creates `folder` (and any missing parents) readable by its owner only (0700): it holds the settings,
 * the activity log and the demo organization. `tighten` also narrows a folder that already exists;
 * only for a folder that is Orgdesk's own, never one the user named (that could be their home folder).
 */
export async function ensurePrivateFolder(folder: string, options: { tighten: boolean }): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (options.tighten && process.platform !== 'win32') await chmod(folder, 0o700);
}
