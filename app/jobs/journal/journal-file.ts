import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeProblemOf } from '../../platform/write-problem';

/** A line that did not reach the disk: the journal cannot be trusted with a change now. */
export class JournalWriteError extends Error {
  constructor(readonly problem: string) {
    super(`The change journal could not be written: ${problem}.`);
  }
}

interface Waiting {
  text: string;
  durable: boolean;
  resolve(): void;
  reject(error: JournalWriteError): void;
}

/**
 * An append-only file of lines. Appends are written in order; one marked durable resolves only once the
 * disk has it (`fdatasync`), and every line written before it is synced with it, so many writers share one
 * sync (group commit). A line that may have been torn by a crash or a failed write is never glued to the
 * next: that one starts on a fresh line.
 */
export class JournalFile {
  private handle: FileHandle | null = null;
  private queue: Waiting[] = [];
  private draining: Promise<void> | null = null;
  private needsNewline = false;
  /** Set once closed: a line that comes later (a job still finishing as Orgdesk quits) is refused, never a reopened file. */
  private closed = false;

  constructor(readonly path: string) {}

  /** The file's text ('' when there is none yet); remembers whether it ends in half a line. */
  async read(): Promise<string> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      text = '';
    }
    this.needsNewline = text.length > 0 && !text.endsWith('\n');
    return text;
  }

  append(line: string, durable: boolean): Promise<void> {
    if (this.closed) return Promise.reject(new JournalWriteError('Orgdesk is closing'));
    return new Promise((resolve, reject) => {
      this.queue.push({ text: `${line}\n`, durable, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  /**
   * Replaces the whole file with `lines` (compaction): written beside it, synced, then renamed over it, so a
   * crash leaves either the old file or the new one, never a mix.
   */
  async replace(lines: readonly string[]): Promise<void> {
    await this.draining;
    await this.closeHandle();
    const temporary = `${this.path}.compacting`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(lines.map((line) => `${line}\n`).join(''));
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.path);
    await syncFolder(dirname(this.path));
    this.needsNewline = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.draining;
    await this.closeHandle();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const handle = await this.opened();
        await handle.write(`${this.needsNewline ? '\n' : ''}${batch.map((waiting) => waiting.text).join('')}`);
        this.needsNewline = false;
        if (batch.some((waiting) => waiting.durable)) await handle.datasync();
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        // Part of the batch may be in the file: the next line starts fresh, and reading skips the torn one.
        this.needsNewline = true;
        await this.closeHandle();
        const failure = new JournalWriteError(writeProblemOf(error));
        for (const waiting of batch) waiting.reject(failure);
      }
    }
    this.draining = null;
  }

  private async opened(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    this.handle = await open(this.path, 'a', 0o600);
    return this.handle;
  }

  private async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close().catch(() => undefined);
  }
}

/** Makes a rename in `folder` survive a crash; some systems (Windows) cannot open a folder, and need not. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Nothing to do where folders cannot be synced: the rename is as durable as the system makes it.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Removes what a compaction interrupted by a crash left beside the journal. */
export async function removeLeftovers(path: string): Promise<void> {
  await rm(`${path}.compacting`, { force: true });
}
