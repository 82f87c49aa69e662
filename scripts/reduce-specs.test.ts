import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reduceAllSpecs } from './reduce-specs';
import { collectRefs, isJsonObject, resolveLocalRef, type Json, type JsonObject } from './specs/json';
import { reducedSpecPlans } from './specs/selection';

const root = fileURLToPath(new URL('..', import.meta.url));
const sharedSpecs = `${root}../shared/specs`;
const haveSources = existsSync(`${sharedSpecs}/jira-platform-v3.json`);

/** Keyword-position keys anywhere in a spec, skipping maps whose keys are names. */
function keywordKeys(value: Json, into: Set<string> = new Set(), namesHere = false): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keywordKeys(item, into));
  else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (!namesHere) into.add(key);
      keywordKeys(child, into, !namesHere && ['properties', 'schemas', 'paths', 'responses', 'content', 'parameters', 'headers', 'securitySchemes', 'requestBodies', 'mapping'].includes(key));
    }
  }
  return into;
}

const operation = (spec: JsonObject, path: string, method: string): JsonObject | undefined => {
  const item = isJsonObject(spec.paths) ? spec.paths[path] : undefined;
  const found = isJsonObject(item) ? item[method] : undefined;
  return isJsonObject(found) ? found : undefined;
};

describe.skipIf(!haveSources)('reduce-specs on the real official files (needs ../shared/specs, which a clone does not have; scripts/specs/reduce.test.ts runs everywhere)', () => {
  const reduced = haveSources ? reduceAllSpecs(sharedSpecs) : {};

  it('keeps every operation Orgdesk uses, under its full real path', () => {
    for (const plan of reducedSpecPlans) {
      const spec = reduced[plan.name];
      if (!spec) throw new Error(`missing ${plan.name}`);
      for (const source of [plan.primary, ...(plan.legacy ? [plan.legacy] : [])]) {
        for (const { method, path } of source.operations) {
          expect(operation(spec, `${plan.pathPrefix}${path}`, method), `${plan.name} ${method} ${path}`).toBeDefined();
        }
      }
    }
    expect(operation(reduced.jira!, '/rest/api/3/user/search', 'get')).toBeDefined();
    expect(operation(reduced['confluence-v2']!, '/wiki/api/v2/pages/{id}', 'put')).toBeDefined();
    expect(operation(reduced.bitbucket!, '/2.0/hook_events/{subject_type}', 'get')).toBeDefined();
  });

  it('keeps the legacy v1 version list next to the current restore operation', () => {
    const v1 = reduced['confluence-v1']!;
    expect(operation(v1, '/wiki/rest/api/content/{id}/version', 'get')).toBeDefined();
    expect(operation(v1, '/wiki/rest/api/content/{id}/version', 'post')).toBeDefined();
    expect(operation(v1, '/wiki/rest/api/content/{id}/restriction/byOperation/{operationKey}/group/{groupName}', 'put')).toBeDefined();
  });

  it('resolves every reference and drops everything nobody references', () => {
    for (const [name, spec] of Object.entries(reduced)) {
      for (const ref of collectRefs(spec)) expect(resolveLocalRef(spec, ref), `${name}: ${ref}`).toBeDefined();
    }
    const schemas = reduced.jira?.components;
    const names = isJsonObject(schemas) && isJsonObject(schemas.schemas) ? Object.keys(schemas.schemas) : [];
    expect(names).toContain('Version');
    expect(names).not.toContain('Dashboard');
  });

  it('keeps facts and drops prose, without losing properties named like prose keywords', () => {
    for (const spec of Object.values(reduced)) {
      const keys = keywordKeys(spec);
      for (const prose of ['description', 'summary', 'example', 'examples', 'externalDocs']) expect(keys.has(prose), prose).toBe(false);
    }
    const version = resolveLocalRef(reduced.jira!, '#/components/schemas/Version/properties/description');
    expect(version).toMatchObject({ type: 'string' });
  });

  it('adds the Bitbucket hook body the official spec lacks, marked as a correction', () => {
    const post = operation(reduced.bitbucket!, '/2.0/workspaces/{workspace}/hooks', 'post');
    expect(post?.requestBody).toMatchObject({ required: true, 'x-orgdesk-correction': 'bitbucket-hook-body' });
    const events = resolveLocalRef(reduced.bitbucket!, '#/components/schemas/webhook_subscription_create/properties/events');
    expect(events).toMatchObject({ minItems: 1, uniqueItems: true });
    expect(isJsonObject(events) && isJsonObject(events.items) && Array.isArray(events.items.enum) ? events.items.enum.length : 0).toBe(29);
  });

  it('corrects the Confluence v2 mistakes the sandbox contract replay found, each marked', () => {
    const v2 = reduced['confluence-v2']!;
    const pageBody = resolveLocalRef(v2, '#/components/requestBodies/PageCreateRequest/content/application~1json/schema/properties/body');
    expect(pageBody).toMatchObject({ anyOf: expect.any(Array), 'x-orgdesk-correction': 'confluence-v2-write-body-any-of' });
    expect(pageBody).not.toHaveProperty('oneOf');
    expect(resolveLocalRef(v2, '#/components/schemas/SpaceIcon')).toMatchObject({ nullable: true, 'x-orgdesk-correction': 'confluence-v2-space-null-fields' });
    const versionRead = operation(v2, '/wiki/api/v2/attachments/{attachment-id}/versions/{version-number}', 'get');
    expect(versionRead?.parameters).toContainEqual(expect.objectContaining({ name: 'attachment-id', schema: expect.objectContaining({ pattern: '(att)?[0-9]+' }) }));
  });

  it('matches the committed app/specs files, so the project builds without ../shared', () => {
    for (const [name, spec] of Object.entries(reduced)) {
      const committed: unknown = JSON.parse(readFileSync(`${root}app/specs/${name}.json`, 'utf8'));
      expect(committed, `app/specs/${name}.json is stale: run npm run specs:reduce`).toEqual(spec);
    }
  });
});
