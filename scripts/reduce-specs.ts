/**
 * Reduces the official Atlassian OpenAPI files to the operations Orgdesk uses, so the project
 * builds and validates without the full specs. Usage: `tsx scripts/reduce-specs.ts [specsDir] [outDir]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { specCorrections } from './specs/corrections';
import { isJsonObject, mapRefs, type Json, type JsonObject } from './specs/json';
import { extractOperations, mergeLegacy, type SpecExtract } from './specs/reduce';
import { reducedSpecPlans, type ReducedSpecPlan } from './specs/selection';
import { stripProse } from './specs/strip-prose';

function readSpec(dir: string, file: string): JsonObject {
  const parsed: Json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (!isJsonObject(parsed)) throw new Error(`${file} is not a JSON object`);
  return parsed;
}

function pickSecuritySchemes(names: Set<string>, docs: JsonObject[]): JsonObject {
  const picked: JsonObject = {};
  for (const name of names) {
    const definition = docs
      .map((doc) => (isJsonObject(doc.components) && isJsonObject(doc.components.securitySchemes) ? doc.components.securitySchemes[name] : undefined))
      .find((value) => value !== undefined);
    if (definition !== undefined) picked[name] = stripProse(definition);
  }
  return picked;
}

function withPrefix(paths: Record<string, JsonObject>, prefix: string): JsonObject {
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [`${prefix}${path}`, item]));
}

export function reduceSpec(plan: ReducedSpecPlan, specsDir: string): JsonObject {
  const primaryDoc = readSpec(specsDir, plan.primary.file);
  let extract: SpecExtract = extractOperations(primaryDoc, plan.primary.operations, plan.primary.file);
  const docs = [primaryDoc];
  if (plan.legacy) {
    const legacyDoc = readSpec(specsDir, plan.legacy.file);
    docs.push(legacyDoc);
    extract = mergeLegacy(extract, extractOperations(legacyDoc, plan.legacy.operations, plan.legacy.file));
  }
  const info = isJsonObject(primaryDoc.info) ? primaryDoc.info : {};
  const reduced: JsonObject = {
    openapi: typeof primaryDoc.openapi === 'string' ? primaryDoc.openapi : '3.0.0',
    info: { title: `${String(info.title)} (reduced for Orgdesk)`, version: String(info.version) },
    'x-orgdesk-sources': [plan.primary.file, ...(plan.legacy ? [plan.legacy.file] : [])],
    servers: [{ url: plan.server }],
    paths: withPrefix(extract.paths, plan.pathPrefix),
    components: { ...extract.components, securitySchemes: pickSecuritySchemes(extract.securitySchemeNames, docs) },
  };
  if (primaryDoc.security !== undefined) reduced.security = primaryDoc.security;
  // Deep copy so corrections never alias the source documents.
  const copy = mapRefs(reduced, (ref) => ref);
  if (!isJsonObject(copy)) throw new Error('reduced spec is not an object');
  specCorrections[plan.name]?.(copy);
  return copy;
}

export function reduceAllSpecs(specsDir: string): Record<string, JsonObject> {
  return Object.fromEntries(reducedSpecPlans.map((plan) => [plan.name, reduceSpec(plan, specsDir)]));
}

function main(): void {
  const specsDir = resolve(process.argv[2] ?? '../shared/specs');
  const outDir = resolve(process.argv[3] ?? 'app/specs');
  mkdirSync(outDir, { recursive: true });
  for (const [name, spec] of Object.entries(reduceAllSpecs(specsDir))) {
    const file = join(outDir, `${name}.json`);
    writeFileSync(file, `${JSON.stringify(spec, null, 1)}\n`);
    process.stderr.write(`wrote ${file}\n`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
