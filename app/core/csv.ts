/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (starting with = + - @ or a tab/CR) get a
 * leading apostrophe, so an exported label like `=HYPERLINK(...)` stays text when an admin opens the file.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
