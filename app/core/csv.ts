/**
 * RFC 4180 CSV that opens cleanly in Excel: the text starts with a UTF-8 byte order mark (without it Excel
 * reads "Zoë" as "ZoÃ«"), and cells that a spreadsheet would run as a formula (starting with = + - @ or a
 * tab/CR) get a leading apostrophe, so an exported label like `=HYPERLINK(...)` stays text.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return '\uFEFF' + csvLines([header, ...rows]);
}

/** Rows as CSV lines, each ended: what follows the header when a file is written a part at a time. */
export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The two headers of a time: UTC for machines and merging, local time for the admin reading the sheet. */
export function timeHeaders(name: string): [string, string] {
  return [`${name} (UTC)`, `${name} (local time)`];
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as its two cells: the ISO text itself (UTC), and `yyyy-mm-dd hh:mm:ss` in this machine's
 * time zone, a form every spreadsheet reads as a date. `fallback` fills both when there is no time.
 */
export function timeCells(iso: string | null, fallback: string | null = null): [string | null, string | null] {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (iso === null || Number.isNaN(ms)) return [iso ?? fallback, iso ?? fallback];
  const at = new Date(ms);
  const local = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  return [iso, local];
}
