import type { ErrorObject } from 'ajv';
import type { RequestProblem } from '../kit';
import type { OperationMatch, SpecOperation } from './catalog';
import { deref, isJsonObject, pointerSegment, type Json, type JsonObject } from './json';
import { schemasFor } from './schemas';

export interface RequestToCheck {
  query: URLSearchParams;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
}

export interface RequestVerdict {
  problems: RequestProblem[];
  /** A bad path parameter is "not found" on operations that declare no 400 (Bitbucket's hook event types). */
  status: 400 | 404;
}

function problemsFrom(field: string, errors: ErrorObject[]): RequestProblem[] {
  return errors.slice(0, 10).map((error) => {
    const where = `${field}${error.instancePath.replace(/\//g, '.')}`;
    return { field: where, rule: error.keyword, message: `${where} ${error.message ?? 'is invalid'}` };
  });
}

/** Where a `$ref`-able object lives: its target when it is a reference, else its own position. */
function locationOf(raw: Json | undefined, ownPointer: string): string {
  return isJsonObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : ownPointer;
}

function coerceScalar(value: string, type: Json | undefined): unknown {
  if ((type === 'integer' && /^-?\d+$/.test(value)) || (type === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Query strings carry text; turns it into what the parameter's schema describes. Arrays accept repeats and commas. */
function coerce(values: string[], schema: JsonObject | undefined, doc: JsonObject): unknown {
  if (schema?.type === 'array') {
    const itemType = deref(doc, schema.items)?.type;
    return values.flatMap((value) => value.split(',')).map((value) => coerceScalar(value, itemType));
  }
  return coerceScalar(values[0] ?? '', schema?.type);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parameterProblems(operation: SpecOperation, rawParams: Record<string, string>, query: URLSearchParams): { query: RequestProblem[]; path: RequestProblem[] } {
  const found = { query: [] as RequestProblem[], path: [] as RequestProblem[] };
  const schemas = schemasFor(operation.specName, operation.doc);
  const declared = Array.isArray(operation.operation.parameters) ? operation.operation.parameters : [];
  declared.forEach((raw, index) => {
    const parameter = deref(operation.doc, raw);
    if (!parameter || typeof parameter.name !== 'string' || (parameter.in !== 'query' && parameter.in !== 'path')) return;
    const name = parameter.name;
    const location = parameter.in;
    const rawValue = location === 'path' ? rawParams[name] : undefined;
    const values = location === 'path' ? (rawValue === undefined ? [] : [decoded(rawValue)]) : query.getAll(name);
    const field = `${location}.${name}`;
    if (values.length === 0) {
      if (parameter.required === true) found[location].push({ field, rule: 'required', message: `${field} is required` });
      return;
    }
    const schemaPointer = `${locationOf(raw, `${operation.pointer}/parameters/${index}`)}/schema`;
    const value = coerce(values, deref(operation.doc, parameter.schema), operation.doc);
    found[location].push(...problemsFrom(field, schemas.check(schemaPointer, value).errors));
  });
  return found;
}

function bodyProblems(operation: SpecOperation, body: unknown): RequestProblem[] {
  const rawBody = operation.operation.requestBody;
  const requestBody = deref(operation.doc, rawBody);
  const content = requestBody && isJsonObject(requestBody.content) ? requestBody.content : undefined;
  const mediaType = content ? Object.keys(content).find((type) => type.includes('json')) : undefined;
  if (!requestBody || !mediaType) return [];
  if (body === undefined) {
    return requestBody.required === true ? [{ field: 'body', rule: 'required', message: 'a JSON request body is required' }] : [];
  }
  const pointer = `${locationOf(rawBody, `${operation.pointer}/requestBody`)}/content/${pointerSegment(mediaType)}/schema`;
  return problemsFrom('body', schemasFor(operation.specName, operation.doc).check(pointer, body).errors);
}

/** Checks path and query parameters and the JSON body against the matched operation. */
export function checkRequest(match: OperationMatch, request: RequestToCheck): RequestVerdict {
  const { operation } = match;
  const parameters = parameterProblems(operation, match.params, request.query);
  const responses = isJsonObject(operation.operation.responses) ? operation.operation.responses : {};
  if (parameters.path.length > 0) return { problems: parameters.path, status: '400' in responses ? 400 : 404 };
  return { problems: [...parameters.query, ...bodyProblems(operation, request.body)], status: 400 };
}

/**
 * Compiles the body check of every operation ahead of its first request, one operation per turn of the event
 * loop, so a session's first write does not wait for it (the demo's first restriction change waited on it).
 */
export async function warmRequestChecks(operations: readonly SpecOperation[]): Promise<void> {
  for (const operation of operations) {
    await new Promise<void>((done) => setImmediate(done));
    if (operation.operation.requestBody !== undefined) bodyProblems(operation, {});
  }
}
