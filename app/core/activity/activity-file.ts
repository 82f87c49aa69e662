import { open, type FileHandle } from 'node:fs/promises';
import { ActivityEntry } from '../../contract/app/activity.channels';
import { AppError } from '../../contract/errors';
import { currentActionName } from '../../contract/renamed-channels';
import { ActivityIndex, IN_MEMORY, idHash } from './activity-index';

/** Where an entry starts inside a line that is not one: what an earlier version glued after a torn line. */
const ENTRY_START = Buffer.from('{"id":');
const NEWLINE = 0x0a;
const READ_BYTES = 4 * 1024 * 1024;
/** Lines this close in the file are read with one read. */
const NEAR_BYTES = 16 * 1024;

/** The file as this log last saw it: another program replacing or cutting it means positions no longer hold. */
export interface FileIdentity {
  ino: number;
  size: number;
}

/** The log's file read into an index: the ids seen (to merge what only memory holds), the newest entries parsed. */
export interface IndexedFile {
  index: ActivityIndex;
  ids: Set<string>;
  recent: Map<number, ActivityEntry>;
  skippedLines: number;
  /** The file ends in half a line (a crash, a failed write): the next write starts a fresh one. */
  endsMidLine: boolean;
  identity: FileIdentity | null;
}

export function parseEntry(text: string): ActivityEntry | null {
  try {
    const parsed = ActivityEntry.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    // Logs written before the channels were renamed read under today's names (and so today's words).
    const action = currentActionName(parsed.data.action);
    return action === parsed.data.action ? parsed.data : { ...parsed.data, action };
  } catch {
    return null;
  }
}

/**
 * Reads the log a block at a time into an index: whole entries are parsed once, to check them and take their
 * numbers and words, and then let go, except the newest `keepRecent`. A damaged line is skipped and counted,
 * never the entry after it; an id seen before is dropped. `leading` entries come first, held in memory:
 * what a replaced file no longer has. Null when the file exists but cannot be read; an empty index (but for
 * `leading`) when there is no file yet.
 */
export async function indexFile(file: string, keepRecent: number, leading: readonly ActivityEntry[] = []): Promise<IndexedFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return startIndex(leading, null);
    return null;
  }
  try {
    const stat = await handle.stat();
    const indexed = startIndex(leading, { ino: stat.ino, size: stat.size });
    const keep = (entry: ActivityEntry | null, position: number, byteLength: number) => {
      if (!entry || indexed.ids.has(entry.id)) return;
      indexed.ids.add(entry.id);
      const line = indexed.index.add(entry, position, byteLength);
      indexed.recent.set(line, entry);
      if (line >= keepRecent + leading.length) indexed.recent.delete(line - keepRecent);
    };
    const takeLine = (bytes: Buffer, position: number) => {
      const text = bytes.toString('utf8');
      const entry = parseEntry(text);
      if (entry) return keep(entry, position, bytes.length);
      if (!text.trim()) return;
      indexed.skippedLines += 1;
      // A fragment from a crash with a whole entry written after it on the same line: keep the entry. Found
      // in the bytes, not the text: a fragment cut inside a character decodes to more bytes than it has.
      const start = bytes.lastIndexOf(ENTRY_START);
      if (start <= 0) return;
      keep(parseEntry(bytes.toString('utf8', start)), position + start, bytes.length - start);
    };
    const block = Buffer.allocUnsafe(READ_BYTES);
    let carried = Buffer.alloc(0);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, READ_BYTES, position);
      if (bytesRead === 0) break;
      const data = carried.length > 0 ? Buffer.concat([carried, block.subarray(0, bytesRead)]) : block.subarray(0, bytesRead);
      const dataStart = position - carried.length;
      let start = 0;
      for (let end = data.indexOf(NEWLINE, start); end >= 0; end = data.indexOf(NEWLINE, start)) {
        takeLine(data.subarray(start, end), dataStart + start);
        start = end + 1;
      }
      // The block is reused: what is left of a line is copied out.
      carried = Buffer.from(data.subarray(start));
      position += bytesRead;
    }
    if (carried.length > 0) takeLine(carried, position - carried.length);
    indexed.endsMidLine = carried.length > 0;
    return indexed;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

function startIndex(leading: readonly ActivityEntry[], identity: FileIdentity | null): IndexedFile {
  const indexed: IndexedFile = { index: new ActivityIndex(), ids: new Set(), recent: new Map(), skippedLines: 0, endsMidLine: false, identity };
  for (const entry of leading) {
    indexed.ids.add(entry.id);
    indexed.recent.set(indexed.index.add(entry, IN_MEMORY, 0), entry);
  }
  return indexed;
}

/**
 * Reads the entries at the given byte ranges, nearby ones with one read; answers them in the order asked.
 * A range the file no longer holds whole, or that holds another entry than the one meant, is a file changed on disk.
 */
export async function readEntries(file: string, ranges: readonly { position: number; byteLength: number; idHash: number }[]): Promise<ActivityEntry[]> {
  if (ranges.length === 0) return [];
  const order = ranges.map((_, at) => at).sort((a, b) => (ranges[a]?.position ?? 0) - (ranges[b]?.position ?? 0));
  const found: ActivityEntry[] = new Array<ActivityEntry>(ranges.length);
  const handle = await open(file, 'r').catch((error: unknown) => {
    throw unreadable(error);
  });
  try {
    for (let first = 0; first < order.length; ) {
      let last = first;
      const at = (k: number) => ranges[order[k] ?? 0] ?? { position: 0, byteLength: 0, idHash: 0 };
      const end = (k: number) => at(k).position + at(k).byteLength;
      while (last + 1 < order.length && at(last + 1).position <= end(last) + NEAR_BYTES && end(last + 1) - at(first).position <= READ_BYTES) last += 1;
      const span = Buffer.allocUnsafe(end(last) - at(first).position);
      const { bytesRead } = await handle.read(span, 0, span.length, at(first).position);
      if (bytesRead < span.length) throw unreadable(null);
      for (let k = first; k <= last; k += 1) {
        const offset = at(k).position - at(first).position;
        const entry = parseEntry(span.toString('utf8', offset, offset + at(k).byteLength));
        if (!entry || idHash(entry.id) !== at(k).idHash) throw unreadable(null);
        found[order[k] ?? 0] = entry;
      }
      first = last + 1;
    }
  } finally {
    await handle.close();
  }
  return found;
}

/** Why a page of the log could not be read, in words: the file is read afresh the next time Activity asks. */
function unreadable(error: unknown): AppError {
  const why = error === null ? 'it changed on disk while Orgdesk had it open' : 'its file could not be opened';
  return new AppError('INTERNAL', `The activity log could not be read: ${why}. Try again to read it afresh.`);
}
