import { REPORT_FLAG_WORDS, type ReportFlag, type ReportRow } from '../../../../../app/contract/confluence/access.channels';


/** How the table can be sorted: by page title, section or depth, either way. */
export interface ReportSort {
  field: string;
  sort?: 'asc' | 'desc' | null;
}

/** With its default options, as the grid's own sort compared text; they also keep V8's fast path for plain text. */
const collator = new Intl.Collator();

/** The rows in the table's order; without a sort, as the report gives them (shallowest first, then by title). */
export function sortRows(rows: readonly ReportRow[], by: ReportSort | undefined): readonly ReportRow[] {
  if (by === undefined || (by.sort !== 'asc' && by.sort !== 'desc')) return rows;
  const direction = by.sort === 'asc' ? 1 : -1;
  const compare =
    by.field === 'depth'
      ? (a: ReportRow, b: ReportRow) => a.depth - b.depth
      : by.field === 'section'
        ? (a: ReportRow, b: ReportRow) => collator.compare(a.section, b.section)
        : by.field === 'title'
          ? (a: ReportRow, b: ReportRow) => collator.compare(a.title, b.title)
          : null;
  if (compare === null) return rows;
  return [...rows].sort((a, b) => direction * compare(a, b) || collator.compare(a.title, b.title));
}

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
