import { REPORT_FLAG_WORDS, type ReportFlag, type ReportRow } from '../../../../../app/contract/confluence/access.channels';


export const FLAGS = Object.keys(REPORT_FLAG_WORDS) as ReportFlag[];

/** Rows with every chosen finding (none chosen: all rows) whose title or section has the text. */
export function filterRows(rows: readonly ReportRow[], chosen: ReadonlySet<ReportFlag>, text: string): ReportRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter(
    (row) => [...chosen].every((flag) => row.flags.includes(flag)) && (needle === '' || row.title.toLowerCase().includes(needle) || row.section.toLowerCase().includes(needle)),
  );
}

/** How many rows carry each finding, for the filter chips. */
export function flagCounts(rows: readonly ReportRow[]): Record<ReportFlag, number> {
  const counts = Object.fromEntries(FLAGS.map((flag) => [flag, 0])) as Record<ReportFlag, number>;
  for (const row of rows) for (const flag of row.flags) counts[flag] += 1;
  return counts;
}
