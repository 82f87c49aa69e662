/** Plain JSON values, as OpenAPI documents are read from disk. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Follows a local `#/a/b` reference inside `doc`. */
export function resolveLocalRef(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Every `$ref` string found anywhere inside `value`. */
export function collectRefs(value: Json, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into);
    }
  }
  return into;
}

/** A deep copy with every `$ref` passed through `rename`. */
export function mapRefs(value: Json, rename: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, rename));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof child === 'string' ? rename(child) : mapRefs(child, rename);
  }
  return out;
}
