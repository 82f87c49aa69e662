import { badRequest } from '../http/errors';
import type { JiraVersion } from '../state';

/** The filters and ordering of the paginated project-version list. */

const STATUSES = ['released', 'unreleased', 'archived'] as const;
type VersionStatus = (typeof STATUSES)[number];

function statusOf(version: JiraVersion): VersionStatus {
  if (version.archived) return 'archived';
  return version.released ? 'released' : 'unreleased';
}

export function readStatusFilter(raw: string | null): Set<VersionStatus> | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const wanted = new Set<VersionStatus>();
  for (const part of raw.split(',').map((item) => item.trim().toLowerCase())) {
    const status = STATUSES.find((candidate) => candidate === part);
    if (!status) throw badRequest(`Invalid status '${part}'. Use released, unreleased or archived.`);
    wanted.add(status);
  }
  return wanted;
}

/** `query` is a case-insensitive literal looked for in the name and the description. */
export function matchesVersionQuery(version: JiraVersion, query: string | null, statuses: Set<VersionStatus> | undefined): boolean {
  if (statuses && !statuses.has(statusOf(version))) return false;
  if (query === null || query === '') return true;
  const needle = query.toLowerCase();
  return version.name.toLowerCase().includes(needle) || (version.description ?? '').toLowerCase().includes(needle);
}

type Key = 'description' | 'name' | 'releaseDate' | 'sequence' | 'startDate';
const KEYS: readonly Key[] = ['description', 'name', 'releaseDate', 'sequence', 'startDate'];

function compareOptional(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/**
 * `orderBy` takes a field with an optional `+`/`-`. Versions without the date being sorted on stay
 * last either way, as Jira lists them; `sequence` is the versions' order in the state, which `move`
 * changes.
 */
export function versionComparator(raw: string | null, sequence: ReadonlyMap<number, number>): (a: JiraVersion, b: JiraVersion) => number {
  const value = raw ?? 'sequence';
  const descending = value.startsWith('-');
  const key = KEYS.find((candidate) => candidate === value.replace(/^[+-]/, ''));
  if (!key) throw badRequest(`Invalid orderBy '${value}'.`);
  const sign = descending ? -1 : 1;
  return (a, b) => {
    if (key === 'sequence') return sign * ((sequence.get(a.id) ?? 0) - (sequence.get(b.id) ?? 0));
    const left = a[key];
    const right = b[key];
    if (left === undefined || right === undefined) return compareOptional(left, right) || a.id - b.id;
    return sign * compareOptional(left, right) || a.id - b.id;
  };
}
