import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toCsv } from '../csv';
import { ActivityLog } from './activity-log';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orgdesk-activity-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const entry = (action: string, outcome: 'success' | 'failure', target = 'Connection “Acme”') => ({
  connectionId: 'c1',
  connectionName: 'Acme',
  action,
  target,
  outcome,
  errorMessage: outcome === 'failure' ? 'It failed.' : null,
});

describe('activity log', () => {
  it('survives a restart and a torn last line, newest first', async () => {
    const file = join(dir, 'activity.jsonl');
    await new ActivityLog(file).append(entry('app.connections.add', 'success'));
    await new ActivityLog(file).append(entry('app.connections.remove', 'failure'));
    await appendFile(file, '{"id":"half');
    const entries = await new ActivityLog(file).list();
    expect(entries.map((e) => e.action)).toEqual(['app.connections.remove', 'app.connections.add']);
  });

  it('filters by outcome, text and time', async () => {
    let now = Date.parse('2026-11-01T10:00:00Z');
    const log = new ActivityLog(join(dir, 'a.jsonl'), () => new Date((now += 60_000)));
    await log.append(entry('app.connections.add', 'success', 'Connection “Globex”'));
    await log.append(entry('app.connections.remove', 'failure'));
    expect((await log.list({ outcome: 'failure' })).map((e) => e.action)).toEqual(['app.connections.remove']);
    expect((await log.list({ text: 'globex' })).map((e) => e.action)).toEqual(['app.connections.add']);
    expect(await log.list({ from: '2026-11-01T10:01:30Z' })).toHaveLength(1);
  });
});

describe('csv', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(toCsv(['a', 'b'], [['x,y', '=HYPERLINK("evil")'], [null, 'say "hi"']])).toBe(
      'a,b\r\n"x,y","\'=HYPERLINK(""evil"")"\r\n,"say ""hi"""\r\n',
    );
  });
});
