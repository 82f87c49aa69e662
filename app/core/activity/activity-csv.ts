import { actionLabel } from '../../contract/action-labels';
import { laterWords, outcomeLabels, standingLabels, type ActivityEntry } from '../../contract/app/activity.channels';
import { timeCells, timeHeaders, toCsv } from '../csv';
import type { ActivityView, ListedEntry } from './activity-view';

const header = [...timeHeaders('Time'), 'Connection', 'Action', 'Target', 'Outcome', 'Error', 'Result', 'Done', 'Failed', 'Skipped', 'Part of', 'Before', 'After'];

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

/**
 * Activity as a spreadsheet: a line per entry as listed, and with `everyItem` a line under each bulk change
 * for each write it made, naming the change it is part of and what the thing was before and after.
 */
export function activityCsv(view: ActivityView, listed: readonly ListedEntry[], everyItem: boolean): { csv: string; rows: number } {
  const rows = listed.flatMap((line) => [listedRow(line), ...(everyItem ? view.itemsOf(line.job?.jobId).map((item) => itemRow(item, line.entry.target)) : [])]);
  return { csv: toCsv(header, rows), rows: rows.length };
}
