import type { ReportFlag, ReportRow } from '../../../../../app/contract/channels/confluence-access';

export const FLAG_LABELS: Record<ReportFlag, string> = {
  view: 'View restricted here',
  edit: 'Edit restricted here',
  inherited: 'Restricted by a page above',
  deactivated: 'Names a deactivated account',
  'deleted-group': 'Names a deleted group',
  'one-editor': 'Only one person can edit',
};

export const FLAGS = Object.keys(FLAG_LABELS) as ReportFlag[];

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
