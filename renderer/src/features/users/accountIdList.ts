import { AccountId } from '../../../../app/contract/channels/admin';

export interface InvalidLine {
  /** 1-based, as a text editor counts. */
  line: number;
  text: string;
}

export interface ParsedAccountIds {
  accountIds: string[];
  duplicates: number;
  invalid: InvalidLine[];
}

/**
 * The contract's pattern alone also accepts words like "name"; a real id is long (24 characters in the
 * old form) or carries a prefix and a colon ("557058:…", "qm:…").
 */
export function looksLikeAccountId(cell: string): boolean {
  if (!AccountId.safeParse(cell).success) return false;
  return cell.includes(':') || (cell.length >= 20 && /\d/.test(cell));
}

function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
}

const MAX_SHOWN_TEXT = 80;
/** A first line naming columns like these is a CSV header, not a mistake. */
const HEADER_WORDS = /account|\bid\b|user|name|e-?mail/i;

/**
 * Account ids from pasted text or a CSV export: one per line, in any column. A first line that names
 * columns is taken for a header; any other line without one is reported so the admin can fix it.
 */
export function parseAccountIds(text: string): ParsedAccountIds {
  const seen = new Set<string>();
  const invalid: InvalidLine[] = [];
  let duplicates = 0;
  let firstContentLine = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const isFirst = firstContentLine;
    firstContentLine = false;
    const id = cellsOf(raw).find(looksLikeAccountId);
    if (id === undefined) {
      if (!(isFirst && HEADER_WORDS.test(raw))) invalid.push({ line: index + 1, text: raw.trim().slice(0, MAX_SHOWN_TEXT) });
      return;
    }
    if (seen.has(id)) duplicates += 1;
    else seen.add(id);
  });
  return { accountIds: [...seen], duplicates, invalid };
}
