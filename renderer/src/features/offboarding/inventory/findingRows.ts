import type { Finding, HandoverAction } from '../../../../../app/contract/offboarding/leavers.channels';

/** A finding as its table row shows it, with the admin's choice for it worked out. */
export interface FindingRow {
  finding: Finding;
  /** Null for what is not chosen per item (tokens, the account, a space). */
  action: HandoverAction | null;
  /** Who takes it over, by name; null when nobody is picked or it is not handed over. */
  successor: string | null;
  /** What comes of it when not chosen per item: "Revoked after the hand-over". */
  outcome: string | null;
  warnings: readonly string[];
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * The rows for this render, reusing last render's row object wherever nothing about it changed, and last
 * render's array when nothing changed at all: a table of thousands then redraws only what a choice touched.
 */
export function reuseRows(
  previous: { rows: readonly FindingRow[]; byKey: ReadonlyMap<string, FindingRow> },
  next: readonly FindingRow[],
): { rows: readonly FindingRow[]; byKey: Map<string, FindingRow> } {
  const byKey = new Map<string, FindingRow>();
  let changed = next.length !== previous.rows.length;
  const rows = next.map((row, index) => {
    const old = previous.byKey.get(row.finding.key);
    const kept =
      old && old.finding === row.finding && old.action === row.action && old.successor === row.successor && old.outcome === row.outcome && sameWords(old.warnings, row.warnings)
        ? old
        : row;
    if (kept !== previous.rows[index]) changed = true;
    byKey.set(row.finding.key, kept);
    return kept;
  });
  // The same array when no row changed: the table then has nothing to work out again.
  return { rows: changed ? rows : previous.rows, byKey };
}
