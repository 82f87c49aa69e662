import { REPORT_FLAG_WORDS, type ReportFlag, type ReportRow } from '../../../../../app/contract/confluence/access.channels';


export const FLAGS = Object.keys(REPORT_FLAG_WORDS) as ReportFlag[];

/** A row's title and section in lower case, made once per row: each key typed in the filter searches tens of thousands. */
const searchTexts = new WeakMap<ReportRow, string>();
function searchTextOf(row: ReportRow): string {
  let text = searchTexts.get(row);
  if (text === undefined) {
    text = `${row.title}\n${row.section}`.toLowerCase();
    searchTexts.set(row, text);
  }
  return text;
}

/** Rows with every chosen finding (none chosen: all rows) whose title or section has the text. */
export function filterRows(rows: readonly ReportRow[], chosen: ReadonlySet<ReportFlag>, text: string): ReportRow[] {
  const needle = text.trim().toLowerCase();
  const wanted = [...chosen];
  return rows.filter((row) => wanted.every((flag) => row.flags.includes(flag)) && (needle === '' || searchTextOf(row).includes(needle)));
}

/** How many rows carry each finding, for the filter chips. */
export function flagCounts(rows: readonly ReportRow[]): Record<ReportFlag, number> {
  const counts = Object.fromEntries(FLAGS.map((flag) => [flag, 0])) as Record<ReportFlag, number>;
  for (const row of rows) for (const flag of row.flags) counts[flag] += 1;
  return counts;
}
