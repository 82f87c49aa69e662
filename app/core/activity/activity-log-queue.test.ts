import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityLog } from './activity-log';
import { ActivityView } from './activity-view';

/** Holds the file system at chosen steps, so a write and a fresh read of the log can be made to overlap. */
const held = vi.hoisted(() => ({ open: null as Promise<void> | null, appendFile: null as Promise<void> | null }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const gate = held.open;
      held.open = null;
      await gate;
      return real.open(...args);
    },
    appendFile: async (...args: Parameters<typeof real.appendFile>) => {
      await real.appendFile(...args);
      const gate = held.appendFile;
      held.appendFile = null;
      await gate;
    },
  };
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-activity-queue-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const base = { connectionId: null, connectionName: null, action: 'app.connections.add', outcome: 'success' as const, errorMessage: null };

/** A gate and the function that opens it. */
function gate(): { closed: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { closed, release };
}

describe('reading the log afresh while entries are being written', () => {
  it('loses no entry written meanwhile, and says none is unwritten only when all are in the file', async () => {
    const file = join(dir, 'activity.jsonl');
    const lines = ['Ada', 'Grace', 'Alan'].map((name, at) => JSON.stringify({ id: `e${at}`, time: new Date(1e12 + at).toISOString(), ...base, target: name }));
    await writeFile(file, `${lines.join('\n')}\n`);
    const log = new ActivityLog(file, undefined, { keepRecent: 1 });
    const view = new ActivityView(log, () => false);
    await view.list({}, { limit: 1 });
    // Another program damages the oldest line: reading it fails, and the next look reads the file afresh.
    await writeFile(file, `${lines.join('\n').replace('{"id"', 'XX"id"')}\n`);
    await expect(view.list({}, { offset: 2, limit: 1 })).rejects.toThrow('changed on disk');

    const reading = gate();
    const writing = gate();
    held.open = reading.closed;
    held.appendFile = writing.closed;
    const afresh = view.list({}, { limit: 5 });
    const edsger = log.append({ ...base, target: 'Edsger' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    reading.release();
    await afresh;
    const barbara = log.append({ ...base, target: 'Barbara' });
    writing.release();
    await Promise.all([edsger, barbara]);
    await log.flush();

    const written = (await readFile(file, 'utf8')).trim().split('\n').slice(1).map((line) => (JSON.parse(line) as { target: string }).target);
    expect(written.slice(-2)).toEqual(['Edsger', 'Barbara']);
    expect(log.status().unwritten).toBe(0);
    const listed = async (reader: ActivityLog) => (await new ActivityView(reader, () => false).list({}, { limit: 5 })).entries.map(({ entry }) => entry.target);
    expect(await listed(new ActivityLog(file))).toEqual(['Barbara', 'Edsger', 'Alan', 'Grace']);
    expect(await listed(log)).toEqual(['Barbara', 'Edsger', 'Alan', 'Grace']);
    log.dispose();
  });
});
