/** JSON as read from the reduced spec files. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON-pointer escaping of one segment. */
export const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function resolvePointer(doc: JsonObject, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of pointer.replace(/^#?\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows `$ref` chains until a concrete object. */
export function deref(doc: JsonObject, value: Json | undefined): JsonObject | undefined {
  let node = value;
  for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === 'string'; hops++) node = resolvePointer(doc, node.$ref);
  return isJsonObject(node) ? node : undefined;
}
