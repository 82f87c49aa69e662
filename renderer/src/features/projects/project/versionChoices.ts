/** One version (or another choice such as "clear the field") to pick, in words. */
export interface VersionOption {
  id: string;
  label: string;
}

/** Choices a list shows at once; a project with 5,000 versions finds the rest by typing. */
export const OPTIONS_SHOWN = 50;

/** The first `limit` options whose words have the typed text, in the project's order. */
export function firstMatches(options: readonly VersionOption[], typed: string, limit = OPTIONS_SHOWN): VersionOption[] {
  const needle = typed.trim().toLowerCase();
  const found: VersionOption[] = [];
  for (const option of options) {
    if (found.length === limit) break;
    if (needle === '' || option.label.toLowerCase().includes(needle)) found.push(option);
  }
  return found;
}
