import { isJsonObject, type Json, type JsonObject } from './json';

/**
 * Rewrites two OpenAPI 3.0 idioms into plain JSON Schema, everywhere in a document:
 * - `nullable: true`, which ajv does not honour next to `$ref` or without `type`;
 * - `oneOf` with a `discriminator`: OpenAPI picks the branch by the discriminator property, so
 *   overlapping branches (Admin's `{key}` vs `{key, context}` errors) are fine there but fail a plain
 *   `oneOf`. `anyOf` keeps the branches and drops the ambiguity.
 */
export function adaptOpenApiSchema(value: Json): Json {
  if (Array.isArray(value)) return value.map(adaptOpenApiSchema);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    // `properties` maps names to schemas; a property could itself be called "nullable".
    if (key !== 'nullable' || isJsonObject(child)) out[key] = adaptOpenApiSchema(child);
  }
  if (isJsonObject(value.discriminator) && Array.isArray(out.oneOf)) {
    out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  if (value.nullable !== true) return out;
  if (typeof out.type === 'string' && out.$ref === undefined) {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}
