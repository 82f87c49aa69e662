import { looksLikeAccountId } from '../../../../../app/contract/channels/common';
import { MAX_LEAVERS } from '../../../../../app/contract/offboarding/leavers.channels';
import { cellsOf } from '../../../shared/csvCells';

/** Something on a line that is neither an account ID nor an e-mail address. */
export interface UnusedEntry {
  line: number;
  text: string;
}

export interface LeaverList {
  /** Account IDs and e-mail addresses, each once, in the order they came. */
  people: string[];
  duplicates: number;
  unused: UnusedEntry[];
  /** More people than one offboarding takes. */
  tooMany: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A first line naming columns, not people. */
const HEADER_WORDS = /account|\bid\b|user|name|e-?mail/i;
const SHOWN_TEXT = 80;

const isPerson = (cell: string) => looksLikeAccountId(cell) || EMAIL.test(cell);

/**
 * The people in pasted text or an imported .csv or .txt file: one account ID or e-mail address a line, or
 * several separated by commas, semicolons or tabs. A header line is passed over; anything else that is not
 * a person is listed with its line, so the admin can fix it.
 */
export function parseLeaverList(text: string): LeaverList {
  const seen = new Map<string, string>();
  const unused: UnusedEntry[] = [];
  let duplicates = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const cells = cellsOf(raw).filter((cell) => cell !== '');
    if (cells.length === 0) return;
    const people = cells.filter(isPerson);
    if (people.length === 0 && index === 0 && HEADER_WORDS.test(raw)) return;
    for (const cell of cells) {
      if (!isPerson(cell)) {
        unused.push({ line: index + 1, text: cell.slice(0, SHOWN_TEXT) });
        continue;
      }
      // E-mail addresses are the same whatever their capitals; account IDs are kept as typed.
      const key = EMAIL.test(cell) ? cell.toLowerCase() : cell;
      if (seen.has(key)) duplicates += 1;
      else seen.set(key, cell);
    }
  });
  const people = [...seen.values()];
  return { people, duplicates, unused, tooMany: people.length > MAX_LEAVERS };
}
