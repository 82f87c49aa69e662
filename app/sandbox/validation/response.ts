import type { SpecOperation } from './catalog';
import { errorShapeOfSpec } from './error-shapes';
import { deref, isJsonObject, pointerSegment, type JsonObject } from './json';
import { schemasFor } from './schemas';

/**
 * Statuses any route may answer although few operations declare them: auth, bad input,
 * unknown ids, rate limits and injected server faults. Their bodies must still be the area's error shape.
 */
const crossCuttingStatuses = new Set([400, 401, 403, 404, 405, 413, 415, 429, 500, 502, 503, 504]);

function declaredResponse(operation: SpecOperation, status: number): { pointer: string; response: JsonObject } | undefined {
  const responses = isJsonObject(operation.operation.responses) ? operation.operation.responses : {};
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const raw = responses[key];
    if (raw === undefined) continue;
    const response = deref(operation.doc, raw);
    if (!response) continue;
    const pointer = isJsonObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : `${operation.pointer}/responses/${pointerSegment(key)}`;
    return { pointer, response };
  }
  return undefined;
}

/** An error answer the spec leaves without a schema must still be the API's usual error body. */
function errorShapeProblems(operation: SpecOperation, body: unknown): string[] {
  const shape = errorShapeOfSpec[operation.specName];
  if (!shape || body === undefined) return [];
  const schemas = schemasFor(operation.specName, operation.doc);
  const result = 'pointer' in shape ? schemas.check(shape.pointer, body) : schemas.checkStandalone(shape.schema, body);
  return result.errors.map((error) => `error body${error.instancePath.replace(/\//g, '.')} ${error.message ?? 'is invalid'}`);
}

/** Problems of one answer against its operation; an empty list means it fits the contract. */
export function checkResponse(operation: SpecOperation, status: number, body: unknown): string[] {
  const declared = declaredResponse(operation, status);
  if (!declared) {
    if (!crossCuttingStatuses.has(status)) return [`status ${status} is not declared for ${operation.method} ${operation.template}`];
    return errorShapeProblems(operation, body);
  }
  // Some specs give a 204 a JSON content entry, but HTTP forbids a body on it whatever the spec says.
  if (status === 204) return body === undefined ? [] : [`status 204 of ${operation.method} ${operation.template} must not carry a body`];
  const content = isJsonObject(declared.response.content) ? declared.response.content : undefined;
  const mediaType = content ? Object.keys(content).find((type) => type.includes('json')) : undefined;
  const schema = mediaType !== undefined && content !== undefined && isJsonObject(content[mediaType]) ? content[mediaType].schema : undefined;
  if (schema === undefined || mediaType === undefined) return status >= 400 ? errorShapeProblems(operation, body) : [];
  if (body === undefined) return [`status ${status} of ${operation.method} ${operation.template} should carry a JSON body`];
  const result = schemasFor(operation.specName, operation.doc).check(`${declared.pointer}/content/${pointerSegment(mediaType)}/schema`, body);
  return result.errors.slice(0, 10).map((error) => `response${error.instancePath.replace(/\//g, '.')} ${error.message ?? 'is invalid'}`);
}
