import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../contract/errors';
import { readSnapshotFile, snapshotKinds, snapshotText, type SnapshotFile } from '../../contract/snapshots/format';
import { AutoSnapshot, type SnapshotSummary } from '../../contract/snapshots/snapshots.channels';
import { ensurePrivateFolder } from '../../platform/private-folder';

/**
 * The snapshot files in the data folder (`<data>/snapshots/<id>.json`, owner-only, no secret), the
 * automatic-snapshot choices per connection (`auto.json`) and what each apply run needs for its undo
 * (`applied/<job id>.json`). A file is written whole to a temporary name and then renamed, so a stop
 * mid-write never leaves half a snapshot. Summaries are kept in memory by file size and time, so listing
 * does not re-read large files that did not change.
 */

export const storeWords = {
  unknown: 'This snapshot is not here any more. It may have been deleted.',
} as const;

const DEFAULT_AUTO: AutoSnapshot = { enabled: false, keep: 7, spaceKeys: [] };
const AutoFile = z.record(z.string(), AutoSnapshot.extend({ lastTakenAt: z.string().nullable().default(null) }));

export const AppliedRecord = z.object({
  /** Named before the job starts, so each step carries it (also in the change journal, for a run picked up after a stop). */
  runId: z.string(),
  jobId: z.string(),
  connectionId: z.string(),
  mode: z.enum(['restore', 'copy']),
  beforeSnapshotId: z.string(),
  /** The things the run changed, by their key on the target site (same-site keys). */
  keys: z.array(z.string()),
  undoneBy: z.string().nullable(),
});
export type AppliedRecord = z.infer<typeof AppliedRecord>;

/** Where a snapshot was taken, as `sameSite` needs it. */
export interface SiteRef {
  connectionId: string;
  url: string | null;
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** A demo site's address: a loopback port that another demo site may get on a later start. */
const isLoopback = (url: string) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/i.test(url);

/**
 * Whether a snapshot was taken of the site this connection reaches: taken through this connection, or of
 * the same address (a file from another machine, or from a connection since removed and added again). A
 * loopback address is never enough: the demo sites get new ports at each start.
 */
export function isSameSite(snapshot: Pick<SnapshotFile, 'site'>, site: SiteRef): boolean {
  if (snapshot.site.connectionId === site.connectionId) return true;
  return site.url !== null && !isLoopback(site.url) && sameUrl(snapshot.site.url, site.url);
}

interface Cached {
  size: number;
  mtimeMs: number;
  summary: Omit<SnapshotSummary, 'sameSite'> & { site: SnapshotFile['site'] };
}

export function summaryOf(snapshot: SnapshotFile, bytes: number): Cached['summary'] {
  const counts: SnapshotSummary['counts'] = Object.fromEntries(
    snapshotKinds.map(({ kind }) => [
      kind,
      { scheme: snapshot.schemes, restriction: snapshot.restrictions, template: snapshot.templates, webhook: snapshot.webhooks, version: snapshot.versions }[kind].length,
    ]),
  ) as SnapshotSummary['counts'];
  return {
    id: snapshot.id,
    label: snapshot.label,
    takenAt: snapshot.takenAt,
    origin: snapshot.origin,
    siteUrl: snapshot.site.url,
    connectionName: snapshot.site.connectionName,
    counts,
    spaces: snapshot.spaces.map((space) => space.key),
    gaps: snapshot.gaps,
    bytes,
    site: snapshot.site,
  };
}

export class SnapshotStore {
  private readonly cache = new Map<string, Cached>();
  private closed = false;

  constructor(private readonly folder: string) {}

  private file(id: string): string {
    return join(this.folder, `${id.replace(/[^A-Za-z0-9-]/g, '')}.json`);
  }

  private async writeWhole(path: string, text: string): Promise<void> {
    if (this.closed) return;
    await ensurePrivateFolder(join(path, '..'), { tighten: false });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, path);
  }

  async save(snapshot: SnapshotFile): Promise<Cached['summary']> {
    const text = snapshotText(snapshot);
    await this.writeWhole(this.file(snapshot.id), text);
    return summaryOf(snapshot, Buffer.byteLength(text));
  }

  async read(id: string): Promise<SnapshotFile> {
    let text: string;
    try {
      text = await readFile(this.file(id), 'utf8');
    } catch {
      throw new AppError('NOT_FOUND', storeWords.unknown);
    }
    const read = readSnapshotFile(text);
    if (!read.ok) throw new AppError('VALIDATION', read.problem);
    return read.snapshot;
  }

  async text(id: string): Promise<string> {
    return readFile(this.file(id), 'utf8').catch(() => {
      throw new AppError('NOT_FOUND', storeWords.unknown);
    });
  }

  async delete(id: string): Promise<boolean> {
    const path = this.file(id);
    const existed = await stat(path).then(
      () => true,
      () => false,
    );
    await rm(path, { force: true });
    return existed;
  }

  /** Every snapshot's summary, newest first, and the files that cannot be read with why. */
  async list(): Promise<{ summaries: Cached['summary'][]; unreadable: { fileName: string; problem: string }[] }> {
    const names = (await readdir(this.folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json') && name !== 'auto.json');
    const summaries: Cached['summary'][] = [];
    const unreadable: { fileName: string; problem: string }[] = [];
    for (const name of names) {
      const path = join(this.folder, name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      const cached = this.cache.get(name);
      if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) {
        summaries.push(cached.summary);
        continue;
      }
      const read = readSnapshotFile(await readFile(path, 'utf8'));
      if (!read.ok) {
        unreadable.push({ fileName: name, problem: read.problem });
        continue;
      }
      const summary = summaryOf(read.snapshot, info.size);
      this.cache.set(name, { size: info.size, mtimeMs: info.mtimeMs, summary });
      summaries.push(summary);
    }
    summaries.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
    return { summaries, unreadable };
  }

  private get autoPath(): string {
    return join(this.folder, 'auto.json');
  }

  private async autoFile(): Promise<z.infer<typeof AutoFile>> {
    const text = await readFile(this.autoPath, 'utf8').catch(() => null);
    if (text === null) return {};
    try {
      const parsed = AutoFile.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  async auto(connectionId: string): Promise<AutoSnapshot & { lastTakenAt: string | null }> {
    return (await this.autoFile())[connectionId] ?? { ...DEFAULT_AUTO, lastTakenAt: null };
  }

  async setAuto(connectionId: string, change: Partial<AutoSnapshot & { lastTakenAt: string | null }>): Promise<AutoSnapshot> {
    const all = await this.autoFile();
    const next = { ...DEFAULT_AUTO, lastTakenAt: null, ...all[connectionId], ...change };
    all[connectionId] = next;
    await this.writeWhole(this.autoPath, `${JSON.stringify(all, null, 2)}\n`);
    return { enabled: next.enabled, keep: next.keep, spaceKeys: next.spaceKeys };
  }

  async forgetAuto(connectionId: string): Promise<void> {
    const all = await this.autoFile();
    if (!(connectionId in all)) return;
    delete all[connectionId];
    await this.writeWhole(this.autoPath, `${JSON.stringify(all, null, 2)}\n`);
  }

  private appliedPath(runId: string): string {
    return join(this.folder, 'applied', `${runId.replace(/[^A-Za-z0-9-]/g, '')}.json`);
  }

  async saveApplied(record: AppliedRecord): Promise<void> {
    await this.writeWhole(this.appliedPath(record.runId), `${JSON.stringify(record, null, 2)}\n`);
  }

  private async readApplied(path: string): Promise<AppliedRecord | null> {
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text === null) return null;
    try {
      const parsed = AppliedRecord.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Every apply run's record; a handful of small files. */
  private async everyApplied(): Promise<AppliedRecord[]> {
    const folder = join(this.folder, 'applied');
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    const records = await Promise.all(names.map((name) => this.readApplied(join(folder, name))));
    return records.filter((record): record is AppliedRecord => record !== null);
  }

  /** The record of the apply run that ran as this job. */
  async applied(jobId: string): Promise<AppliedRecord | null> {
    return (await this.everyApplied()).find((record) => record.jobId === jobId) ?? null;
  }

  /** Marks the apply run whose "before" snapshot this is as undone by `jobId`. */
  async markUndone(beforeSnapshotId: string, jobId: string): Promise<void> {
    for (const record of await this.everyApplied()) {
      if (record.beforeSnapshotId === beforeSnapshotId && record.undoneBy === null) await this.saveApplied({ ...record, undoneBy: jobId });
    }
  }

  /** Adds what an apply run just changed to its record, so undo knows it even after a stop mid-run. */
  async addTouched(runId: string, key: string): Promise<void> {
    const record = await this.readApplied(this.appliedPath(runId));
    if (!record || record.keys.includes(key)) return;
    await this.saveApplied({ ...record, keys: [...record.keys, key] });
  }

  /** Writes nothing more once Orgdesk closes, so nothing lands in a data folder being put away. */
  close(): void {
    this.closed = true;
  }
}
