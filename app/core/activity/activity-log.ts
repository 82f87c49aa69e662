import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { actionLabel } from '../../contract/action-labels';
import { ActivityEntry, type ActivityFilter } from '../../contract/channels/activity';
import { currentActionName } from '../../contract/renamed-channels';

export type NewActivity = Omit<ActivityEntry, 'id' | 'time'>;

/**
 * Append-only log, one JSON line per entry. Lines are only ever added; a damaged line (say, from a crash
 * mid-write) is skipped on read rather than taking the whole history down.
 */
export class ActivityLog {
  private entries: ActivityEntry[] | null = null;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async append(input: NewActivity): Promise<ActivityEntry> {
    const entry = ActivityEntry.parse({ ...input, id: randomUUID(), time: this.clock().toISOString() });
    const all = await this.load();
    const write = this.writes.then(async () => {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    });
    this.writes = write.catch(() => undefined);
    await write;
    all.push(entry);
    return entry;
  }

  /** Newest first. */
  async list(filter: ActivityFilter = {}): Promise<ActivityEntry[]> {
    const all = await this.load();
    return all.filter((entry) => matches(entry, filter)).reverse();
  }

  private async load(): Promise<ActivityEntry[]> {
    if (this.entries) return this.entries;
    let text = '';
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const loaded: ActivityEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed = ActivityEntry.safeParse(JSON.parse(line));
        // Logs written before the channels were renamed read under today's names (and so today's words).
        if (parsed.success) loaded.push({ ...parsed.data, action: currentActionName(parsed.data.action) });
      } catch {
        // A torn last line from a crash: skip it, keep the rest.
      }
    }
    this.entries ??= loaded;
    return this.entries;
  }
}

function matches(entry: ActivityEntry, filter: ActivityFilter): boolean {
  if (filter.outcome && entry.outcome !== filter.outcome) return false;
  if (filter.connectionId && entry.connectionId !== filter.connectionId) return false;
  const time = Date.parse(entry.time);
  if (filter.from && time < Date.parse(filter.from)) return false;
  if (filter.to && time > Date.parse(filter.to)) return false;
  if (filter.text) {
    const needle = filter.text.toLowerCase();
    const haystack = [entry.action, actionLabel(entry.action), entry.target, entry.connectionName ?? '', entry.errorMessage ?? ''];
    if (!haystack.some((field) => field.toLowerCase().includes(needle))) return false;
  }
  return true;
}
