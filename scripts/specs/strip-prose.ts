import { isJsonObject, type Json, type JsonObject } from './json';

/** Keys that hold human text or samples, never contract facts. */
const proseKeys = new Set(['description', 'summary', 'example', 'examples', 'externalDocs', 'tags', 'title']);

/** Objects whose keys are names chosen by the spec author (a property called `description`), not keywords. */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  'schemas',
  'responses',
  'requestBodies',
  'parameters',
  'headers',
  'content',
  'mapping',
  'paths',
  'securitySchemes',
  'variables',
  'definitions',
]);

export function stripProse(value: Json, reachedThrough = ''): Json {
  if (Array.isArray(value)) return value.map((item) => stripProse(item));
  if (!isJsonObject(value)) return value;
  const keysAreNames = nameMaps.has(reachedThrough);
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (!keysAreNames && proseKeys.has(key)) continue;
    if (!keysAreNames && key.startsWith('x-atlassian-narrative')) continue;
    // OAuth scope maps name each scope with a sentence; keep the scope names only.
    if (key === 'scopes' && isJsonObject(child)) {
      out[key] = Object.fromEntries(Object.keys(child).map((scope) => [scope, '']));
      continue;
    }
    out[key] = stripProse(child, keysAreNames ? '' : key);
  }
  return out;
}
