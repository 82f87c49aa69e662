import { pageOf } from '../../../../../app/contract/page-of';

/** Versions a page of the table shows: a project with 5,000 of them draws its first fifty at once, not all in one long task. */
export const VERSIONS_PER_PAGE = 50;

/** The versions whose name has the text, each with its place in the project's order; a page of them. */
export function versionsShown<V extends { name: string }>(versions: readonly V[], text: string, page: number): { rows: { version: V; index: number }[]; matching: number; page: number } {
  const needle = text.trim().toLowerCase();
  const matching = versions.flatMap((version, index) => (needle === '' || version.name.toLowerCase().includes(needle) ? [{ version, index }] : []));
  return { ...pageOf(matching, page, VERSIONS_PER_PAGE), matching: matching.length };
}
