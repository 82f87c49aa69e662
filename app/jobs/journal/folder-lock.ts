import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Another running Orgdesk holds the data folder: this one must not write its journal. */
export class FolderLockedError extends Error {
  constructor(readonly holder: { pid: number; since: string }) {
    super(`Another Orgdesk (process ${holder.pid}, started ${holder.since}) is using this data folder. Close it, or use another folder, before making changes here.`);
  }
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(path: string): Promise<Holder | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, host, since } = parsed as Partial<Holder>;
    return typeof pid === 'number' && typeof host === 'string' && typeof since === 'string' ? { pid, host, since } : null;
  } catch {
    return null;
  }
}

/**
 * One writer per data folder: the desktop app and the web harness may both be pointed at the same folder.
 * The lock file names its holder; one left by a process that is gone (a crash, a power cut) is taken over.
 * A holder on another computer (a shared folder) is trusted to be alive.
 */
export async function lockFolder(path: string, now: () => Date = () => new Date()): Promise<() => Promise<void>> {
  const mine: Holder = { pid: process.pid, host: hostname(), since: now().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(path, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return async () => {
        const holder = await holderOf(path);
        if (holder?.pid === mine.pid && holder.host === mine.host) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(path);
    if (holder && (holder.host !== mine.host || (holder.pid !== mine.pid && isAlive(holder.pid)))) throw new FolderLockedError(holder);
    // Gone, unreadable (torn by a crash) or our own from before a restart in the same process: take it over.
    await rm(path, { force: true });
  }
  throw new Error('The data folder lock kept changing hands.');
}
