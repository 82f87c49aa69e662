import { badRequest } from './errors';

/**
 * Reads a non-negative integer query parameter. Jira answers 400 for anything that is not a plain
 * non-negative integer; the wording follows the error example of the notification-scheme list.
 */
export function nonNegativeIntParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  return parseNonNegativeInt(raw, name);
}

export function parseNonNegativeInt(raw: string, name: string): number {
  if (!/^\d{1,18}$/.test(raw)) {
    throw badRequest(`${raw} is not a valid value. ${name} must be zero or a positive integer.`);
  }
  return Number(raw);
}

/** A repeated numeric query parameter (`?id=1&id=2`), every value checked. */
export function idListParam(query: URLSearchParams, name: string): number[] {
  return query.getAll(name).map((raw) => parseNonNegativeInt(raw, name));
}

/** Comma-separated expand options, lower-cased because Jira matches them without regard to case. */
export function expandParam(query: URLSearchParams): Set<string> {
  const raw = query.get('expand') ?? '';
  return new Set(
    raw
      .split(',')
      .map((option) => option.trim().toLowerCase())
      .filter((option) => option !== ''),
  );
}

export function booleanParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${raw} is not a valid value. ${name} must be true or false.`);
}
