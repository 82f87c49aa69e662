import { looksLikeAccountId } from '../../../../app/contract/channels/common';
import { cellsOf } from '../../shared/csvCells';

/** The contract's one rule for what counts as an account id, also used by the people search box. */
export { looksLikeAccountId };

export interface InvalidLine {
  /** 1-based, as a text editor counts. */
  line: number;
  text: string;
  /** Why nothing was taken from this line, in plain words. */
  reason: string;
}

export interface ParsedAccountIds {
  accountIds: string[];
  duplicates: number;
  invalid: InvalidLine[];
}

const MAX_SHOWN_TEXT = 80;
/** How often a long parse says how far it got, in lines. */
const PROGRESS_EVERY = 2_000;
/** A first line naming columns like these is a CSV header, not a mistake. */
const HEADER_WORDS = /account|\bid\b|user|name|e-?mail/i;
/** The header of the column that holds the account ids, when the file has one. */
const ACCOUNT_ID_HEADER = /account.?id/i;
const EXACT_ACCOUNT_ID_HEADER = /^account.?id$/i;

interface Line {
  number: number;
  text: string;
  cells: string[];
}

/**
 * Which column holds the ids, from a header line: the one named exactly "Account ID" (or "accountId",
 * "account_id" ...), else the first whose name mentions it ("Atlassian account ID"). Null without one.
 */
function accountIdColumn(header: readonly string[]): { index: number; name: string } | null {
  const index = header.findIndex((name) => EXACT_ACCOUNT_ID_HEADER.test(name));
  const chosen = index >= 0 ? index : header.findIndex((name) => ACCOUNT_ID_HEADER.test(name));
  const name = header[chosen];
  return name === undefined ? null : { index: chosen, name };
}

function isHeader(line: Line): boolean {
  return !line.cells.some(looksLikeAccountId) && HEADER_WORDS.test(line.text);
}

/**
 * Account ids from pasted text or a CSV export. Only cells shaped like an id Atlassian issues count, so
 * dates, times, links and names are never taken for one. When the first line is a header that names an
 * account id column, the ids come from that column alone; otherwise every id on a line is taken, in
 * whichever column it is. Any other line is reported, with the reason, so the admin can fix it.
 */
export function parseAccountIds(text: string, onProgress?: (fraction: number) => void): ParsedAccountIds {
  const rawLines = text.split(/\r?\n/);
  const lines: Line[] = rawLines.flatMap((raw, index) => {
    if (onProgress && index % PROGRESS_EVERY === 0) onProgress(index / rawLines.length);
    const trimmed = raw.trim();
    return trimmed === '' ? [] : [{ number: index + 1, text: trimmed, cells: cellsOf(raw) }];
  });
  const [first] = lines;
  const header = first !== undefined && isHeader(first) ? first : null;
  const column = header === null ? null : accountIdColumn(header.cells);

  const seen = new Set<string>();
  const invalid: InvalidLine[] = [];
  let duplicates = 0;
  const take = (id: string) => {
    if (seen.has(id)) duplicates += 1;
    else seen.add(id);
  };
  const reject = (line: Line, reason: string) => invalid.push({ line: line.number, text: line.text.slice(0, MAX_SHOWN_TEXT), reason });

  for (const line of header === null ? lines : lines.slice(1)) {
    if (column !== null) {
      const cell = line.cells[column.index] ?? '';
      if (looksLikeAccountId(cell)) take(cell);
      else reject(line, cell === '' ? `The “${column.name}” column is empty.` : `The “${column.name}” column holds no account ID.`);
      continue;
    }
    const ids = line.cells.filter(looksLikeAccountId);
    if (ids.length === 0) reject(line, 'No account ID on this line.');
    for (const id of new Set(ids)) take(id);
  }
  return { accountIds: [...seen], duplicates, invalid };
}
