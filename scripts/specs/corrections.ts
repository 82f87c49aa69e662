import { isJsonObject, type Json, type JsonObject } from './json';

/**
 * The only places where the reduced specs deliberately differ from the official files. Each
 * correction is marked in the output with `x-orgdesk-correction` so a reader can find it.
 * Corrections that only the TypeScript types need (string ids in Confluence v2 paths, for instance)
 * live in `app/api/spec-patches.ts`.
 */

const marker = 'x-orgdesk-correction';

function child(parent: Json | undefined, ...keys: string[]): JsonObject {
  let node = parent;
  for (const key of keys) node = isJsonObject(node) ? node[key] : undefined;
  if (!isJsonObject(node)) throw new Error(`spec correction target missing: ${keys.join('.')}`);
  return node;
}

/**
 * Bitbucket declares no request body for creating or updating a workspace hook; the operation
 * prose names the fields. Create needs `url` and `events`; update takes any subset, and a `null`
 * secret removes the secret.
 */
function bitbucketHookBodies(spec: JsonObject): void {
  const schemas = child(spec, 'components', 'schemas');
  const subscription = child(schemas, 'webhook_subscription');
  const parts = Array.isArray(subscription.allOf) ? subscription.allOf : [];
  const events = parts.map((part) => (isJsonObject(part) && isJsonObject(part.properties) ? part.properties.events : undefined)).find(isJsonObject);
  if (!events) throw new Error('spec correction target missing: webhook_subscription events');
  const fields: JsonObject = {
    description: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    active: { type: 'boolean' },
    secret: { type: 'string', maxLength: 128, nullable: true },
    events,
  };
  schemas.webhook_subscription_create = { type: 'object', required: ['url', 'events'], properties: fields, [marker]: 'bitbucket-hook-body' };
  schemas.webhook_subscription_update = { type: 'object', properties: fields, [marker]: 'bitbucket-hook-body' };
  const body = (name: string): JsonObject => ({
    required: true,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    [marker]: 'bitbucket-hook-body',
  });
  child(spec, 'paths', '/2.0/workspaces/{workspace}/hooks', 'post').requestBody = body('webhook_subscription_create');
  child(spec, 'paths', '/2.0/workspaces/{workspace}/hooks/{uid}', 'put').requestBody = body('webhook_subscription_update');
}

/**
 * Admin: the AccountId pattern ends in a stray newline, which no real id contains; and the profile
 * PATCH body reuses the full account schema (read-only fields required) while the operation takes
 * a subset of the writable fields.
 */
function adminFixes(spec: JsonObject): void {
  const schemas = child(spec, 'components', 'schemas');
  const accountId = child(schemas, 'AccountId');
  if (typeof accountId.pattern === 'string') accountId.pattern = accountId.pattern.trim();
  accountId[marker] = 'admin-account-id-pattern';
  schemas['AtlassianAccountUser.Patch'] = {
    type: 'object',
    properties: {
      name: { $ref: '#/components/schemas/Name' },
      nickname: { $ref: '#/components/schemas/Nickname' },
      zoneinfo: { $ref: '#/components/schemas/ZoneInfo' },
      locale: { $ref: '#/components/schemas/Locale' },
      extended_profile: { $ref: '#/components/schemas/ExtendedProfile' },
    },
    [marker]: 'admin-profile-patch-subset',
  };
  const patchBody = child(spec, 'paths', '/users/{account_id}/manage/profile', 'patch', 'requestBody', 'content', 'application/json');
  patchBody.schema = { $ref: '#/components/schemas/AtlassianAccountUser.Patch' };
}

/** Confluence v2 spells the attachment id pattern of one operation `(att)?0-9+`: the brackets went missing. */
function confluenceV2AttachmentVersionId(spec: JsonObject): void {
  const operation = child(spec, 'paths', '/wiki/api/v2/attachments/{attachment-id}/versions/{version-number}', 'get');
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const id = parameters.find((parameter) => isJsonObject(parameter) && parameter.name === 'attachment-id');
  if (!isJsonObject(id) || !isJsonObject(id.schema)) throw new Error('spec correction target missing: attachment-id parameter');
  id.schema.pattern = '(att)?[0-9]+';
  id[marker] = 'confluence-v2-attachment-id-pattern';
}

/**
 * Confluence v2, two more mistakes:
 * - Page and custom-content write bodies offer `body` as `oneOf` a flat `{representation, value}` and a
 *   nested `{storage: {...}}` object. Every property of both is optional, so any object matches both
 *   branches and a strict `oneOf` refuses every body; the service takes either form, which is `anyOf`.
 * - `SpaceBulk`/`SpaceSingle` declare `description` and `icon` as objects, but the live service answers
 *   `null` for them unless `description-format` / `include-icon` asks for them.
 */
function confluenceV2Fixes(spec: JsonObject): void {
  for (const name of ['PageCreateRequest', 'PageUpdateRequest', 'CustomContentCreateRequest', 'CustomContentUpdateRequest']) {
    const body = child(spec, 'components', 'requestBodies', name, 'content', 'application/json', 'schema', 'properties', 'body');
    if (!Array.isArray(body.oneOf)) throw new Error(`spec correction target missing: ${name} body oneOf`);
    body.anyOf = body.oneOf;
    delete body.oneOf;
    body[marker] = 'confluence-v2-write-body-any-of';
  }
  for (const name of ['SpaceDescription', 'SpaceIcon']) {
    const schema = child(spec, 'components', 'schemas', name);
    schema.nullable = true;
    schema[marker] = 'confluence-v2-space-null-fields';
  }
  confluenceV2AttachmentVersionId(spec);
}

/**
 * Jira: `expand=projectKeys` on the project reads answers `projectKeys`, every key the project has had,
 * but `Project` forbids any property it does not list and does not list that one.
 */
function jiraProjectKeys(spec: JsonObject): void {
  const properties = child(spec, 'components', 'schemas', 'Project', 'properties');
  properties.projectKeys = { type: 'array', items: { type: 'string' }, readOnly: true, [marker]: 'jira-project-keys' };
}

export const specCorrections: Record<string, (spec: JsonObject) => void> = {
  bitbucket: bitbucketHookBodies,
  admin: adminFixes,
  'confluence-v2': confluenceV2Fixes,
  jira: jiraProjectKeys,
};
