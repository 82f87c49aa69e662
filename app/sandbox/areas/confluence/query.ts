import type { ErrorFactory } from './errors';

/** Reads an integer query parameter, answering 400 in the caller's error shape when it is malformed. */
export function readInt(
  query: URLSearchParams,
  name: string,
  bounds: { def: number; min: number; max?: number },
  fail: ErrorFactory,
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return bounds.def;
  if (!/^-?\d+$/.test(raw)) throw fail(400, `The parameter '${name}' must be an integer, got '${raw}'.`);
  const value = Number(raw);
  if (value < bounds.min) throw fail(400, `The parameter '${name}' must be at least ${bounds.min}.`);
  if (bounds.max !== undefined && value > bounds.max) {
    throw fail(400, `The parameter '${name}' must be at most ${bounds.max}.`);
  }
  return value;
}

export function readOptionalInt(query: URLSearchParams, name: string, fail: ErrorFactory): number | null {
  if (!query.has(name) || query.get(name) === '') return null;
  return readInt(query, name, { def: 0, min: Number.MIN_SAFE_INTEGER }, fail);
}

export function readBool(query: URLSearchParams, name: string, def: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return def;
  return raw.toLowerCase() === 'true';
}

/** A list parameter, given comma-joined (`a=1,2`), repeated (`a=1&a=2`) or both. */
export function readList(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export function readEnum<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  def: T,
  fail: ErrorFactory,
): T {
  const raw = query.get(name);
  if (raw === null || raw === '') return def;
  const found = allowed.find((value) => value === raw);
  if (found === undefined) throw fail(400, `The parameter '${name}' must be one of ${allowed.join(', ')}.`);
  return found;
}

export function readEnumList<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fail: ErrorFactory,
): T[] {
  return readList(query, name).map((raw) => {
    const found = allowed.find((value) => value === raw);
    if (found === undefined) throw fail(400, `The parameter '${name}' accepts only ${allowed.join(', ')}.`);
    return found;
  });
}

/** Copies a query, replacing some parameters (undefined removes one); keeps the client's other filters. */
export function withQuery(query: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next.toString();
}
