const DELIMITERS = new Set([',', ';', '\t']);

/**
 * The cells of one CSV line, separated by commas, semicolons or tabs. A quoted cell may hold any of
 * those, and `""` inside it stands for one quote; surrounding spaces are dropped.
 */
export function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (DELIMITERS.has(char)) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}
