import { collectRefs, isJsonObject, jsonEqual, mapRefs, resolveLocalRef, type Json, type JsonObject } from './json';
import type { OperationRef } from './selection';
import { stripProse } from './strip-prose';

/** The chosen operations of one source spec with exactly the components they reference. */
export interface SpecExtract {
  paths: Record<string, JsonObject>;
  components: Record<string, JsonObject>;
  securitySchemeNames: Set<string>;
}

function parameterKey(parameter: Json, doc: JsonObject): string {
  const resolved = isJsonObject(parameter) && typeof parameter.$ref === 'string' ? resolveLocalRef(doc, parameter.$ref) : parameter;
  return isJsonObject(resolved) ? `${String(resolved.in)}:${String(resolved.name)}` : JSON.stringify(parameter);
}

/** Path-level parameters move into each operation so operations from two sources can share a path. */
function withPathParameters(operation: JsonObject, pathItem: JsonObject, doc: JsonObject): JsonObject {
  const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
  const own = Array.isArray(operation.parameters) ? operation.parameters : [];
  const ownKeys = new Set(own.map((parameter) => parameterKey(parameter, doc)));
  const merged = [...shared.filter((parameter) => !ownKeys.has(parameterKey(parameter, doc))), ...own];
  return merged.length > 0 ? { ...operation, parameters: merged } : operation;
}

function securityNames(security: Json | undefined, into: Set<string>): void {
  if (!Array.isArray(security)) return;
  for (const requirement of security) {
    if (isJsonObject(requirement)) for (const name of Object.keys(requirement)) into.add(name);
  }
}

export function extractOperations(doc: JsonObject, operations: OperationRef[], sourceName: string): SpecExtract {
  const paths: Record<string, JsonObject> = {};
  const securitySchemeNames = new Set<string>();
  securityNames(doc.security, securitySchemeNames);
  const specPaths = isJsonObject(doc.paths) ? doc.paths : {};
  for (const { method, path } of operations) {
    const pathItem = specPaths[path];
    const operation = isJsonObject(pathItem) ? pathItem[method] : undefined;
    if (!isJsonObject(pathItem) || !isJsonObject(operation)) {
      throw new Error(`${sourceName} has no ${method.toUpperCase()} ${path}`);
    }
    const kept = stripProse(withPathParameters(operation, pathItem, doc));
    if (!isJsonObject(kept)) throw new Error(`${sourceName}: ${method} ${path} is not an object`);
    securityNames(kept.security, securitySchemeNames);
    paths[path] = { ...(paths[path] ?? {}), [method]: kept };
  }
  return { paths, components: collectComponents(doc, paths, sourceName), securitySchemeNames };
}

const componentRef = /^#\/components\/([^/]+)\/([^/]+)$/;

/** The transitive closure of `#/components/...` references reachable from the kept paths. */
function collectComponents(doc: JsonObject, paths: Record<string, JsonObject>, sourceName: string): Record<string, JsonObject> {
  const components: Record<string, JsonObject> = {};
  const pending = [...collectRefs(paths)];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const ref = pending.pop();
    if (ref === undefined || seen.has(ref)) continue;
    seen.add(ref);
    const match = componentRef.exec(ref);
    const target = resolveLocalRef(doc, ref);
    if (!match || target === undefined) throw new Error(`${sourceName}: unresolvable reference ${ref}`);
    const [, kind = '', name = ''] = match;
    const stripped = stripProse(target);
    components[kind] = { ...(components[kind] ?? {}), [name]: stripped };
    pending.push(...collectRefs(stripped));
  }
  return components;
}

function componentEntries(components: Record<string, JsonObject>): Array<[string, string, Json]> {
  return Object.entries(components).flatMap(([kind, named]) =>
    Object.entries(named).map(([name, value]): [string, string, Json] => [kind, name, value]),
  );
}

const refOf = (kind: string, name: string): string => `#/components/${kind}/${name}`;

/**
 * Adds a legacy extract to a primary one. A legacy component that differs from the primary's
 * component of the same name (or leads to one that does) keeps its own copy under `Legacy.<name>`.
 */
export function mergeLegacy(primary: SpecExtract, legacy: SpecExtract): SpecExtract {
  const legacyEntries = componentEntries(legacy.components);
  const clashing = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [kind, name, value] of legacyEntries) {
      const ref = refOf(kind, name);
      if (clashing.has(ref)) continue;
      const primaryValue = primary.components[kind]?.[name];
      const differs = primaryValue !== undefined && !jsonEqual(primaryValue, value);
      const leadsToClash = [...collectRefs(value)].some((target) => clashing.has(target));
      if (differs || (primaryValue !== undefined && leadsToClash)) {
        clashing.add(ref);
        grew = true;
      }
    }
  }
  const rename = (ref: string): string => {
    if (!clashing.has(ref)) return ref;
    const match = componentRef.exec(ref);
    return match ? refOf(match[1] ?? '', `Legacy.${match[2] ?? ''}`) : ref;
  };
  const components: Record<string, JsonObject> = Object.fromEntries(
    Object.entries(primary.components).map(([kind, named]) => [kind, { ...named }]),
  );
  for (const [kind, name, value] of legacyEntries) {
    const targetName = clashing.has(refOf(kind, name)) ? `Legacy.${name}` : name;
    components[kind] = { ...(components[kind] ?? {}), [targetName]: mapRefs(value, rename) };
  }
  const paths: Record<string, JsonObject> = { ...primary.paths };
  for (const [path, item] of Object.entries(legacy.paths)) {
    const renamed = mapRefs(item, rename);
    if (!isJsonObject(renamed)) continue;
    for (const method of Object.keys(renamed)) {
      if (paths[path]?.[method] !== undefined) throw new Error(`legacy ${method} ${path} would replace the current operation`);
    }
    paths[path] = { ...(paths[path] ?? {}), ...renamed };
  }
  return {
    paths,
    components,
    securitySchemeNames: new Set([...primary.securitySchemeNames, ...legacy.securitySchemeNames]),
  };
}
