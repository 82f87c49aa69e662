import { actionLabel } from '../../contract/action-labels';
import { laterWords, outcomeLabels, standingLabels, type ActivityEntry, type ActivityFilter, type ExportCursor } from '../../contract/app/activity.channels';
import { csvLines, timeCells, timeHeaders, toCsv } from '../csv';
import type { ActivityLog } from './activity-log';
import type { ActivityView, ListedEntry } from './activity-view';

const header = [...timeHeaders('Time'), 'Connection', 'Action', 'Target', 'Outcome', 'Error', 'Result', 'Done', 'Failed', 'Skipped', 'Part of', 'Before', 'After'];

/** Lines in one part of an export: a few megabytes, well inside what one answer may carry. */
const PART_ROWS = 10_000;
/** Entries and writes read from the log at a time while a part is made. */
const READ_ROWS = 1_000;

type Cell = string | number | null;

function lineCells(line: ActivityEntry): Cell[] {
  return [...timeCells(line.time), line.connectionName, actionLabel(line.action), line.target, outcomeLabels[line.outcome], line.errorMessage];
}

function listedRow({ entry, job }: ListedEntry): Cell[] {
  return [...lineCells(entry), job ? `${standingLabels[job.standing]}${laterWords(job)}` : null, job?.done ?? null, job?.failed ?? null, job?.skipped ?? null, null, null, null];
}

function itemRow(item: ActivityEntry, partOf: string): Cell[] {
  return [...lineCells(item), null, null, null, null, partOf, item.before ?? null, item.after ?? null];
}

export interface CsvPart {
  csv: string;
  rows: number;
  next: ExportCursor | null;
}

/**
 * Activity as a spreadsheet, a part at a time: a line per entry as listed, and with `everyItem` a line
 * under each bulk change for each write it made, naming the change it is part of and what the thing was
 * before and after. The first part starts the file (with its header); each part says where the next starts.
 */
export async function activityCsvPart(
  view: ActivityView,
  log: ActivityLog,
  request: { filter: ActivityFilter; everyItem: boolean; from: ExportCursor | undefined },
  partRows = PART_ROWS,
): Promise<CsvPart> {
  const { filter, everyItem, from } = request;
  const rows: Cell[][] = [];
  let { row, item } = from ?? { row: 0, item: -1 };
  let upTo = from?.upTo;
  const finish = (next: ExportCursor | null): CsvPart => ({ csv: from ? csvLines(rows) : toCsv(header, rows), rows: rows.length, next });
  for (;;) {
    const page = await view.list(filter, { offset: row, limit: READ_ROWS, upTo });
    upTo = page.upTo;
    if (page.entries.length === 0) return finish(null);
    for (const listed of page.entries) {
      if (item === -1) {
        rows.push(listedRow(listed));
        item = 0;
      }
      const jobId = listed.job?.jobId;
      while (everyItem && jobId !== undefined && rows.length < partRows) {
        const { items } = await log.itemsOf(jobId, item, Math.min(READ_ROWS, partRows - rows.length), upTo);
        if (items.length === 0) break;
        rows.push(...items.map((write) => itemRow(write, listed.entry.target)));
        item += items.length;
      }
      if (rows.length >= partRows) {
        const done = !everyItem || jobId === undefined || item >= (listed.job?.writes ?? 0);
        return finish(done ? { upTo, row: row + 1, item: -1 } : { upTo, row, item });
      }
      row += 1;
      item = -1;
    }
  }
}
