import type { FieldIssue } from '../../contract/errors';
import { asArray, asObject, asString, scrubUpstreamText, type JsonObject } from './upstream-text';

/** The human text and per-field problems found in a Jira, Bitbucket or Confluence error body. */
export interface UpstreamDetails {
  messages: string[];
  fields: FieldIssue[];
}

function fieldsFromMap(map: JsonObject | undefined): FieldIssue[] {
  return Object.entries(map ?? {}).flatMap(([path, value]) => {
    const texts = typeof value === 'string' ? [value] : asArray(value).flatMap((item) => asString(item) ?? []);
    return texts.map((text) => ({ path, message: scrubUpstreamText(text) }));
  });
}

/** Jira `ErrorCollection {errorMessages, errors}`. */
function jira(body: JsonObject): UpstreamDetails | undefined {
  if (!('errorMessages' in body) && !('errors' in body && asObject(body.errors))) return undefined;
  return {
    messages: asArray(body.errorMessages).flatMap((m) => asString(m) ?? []),
    fields: fieldsFromMap(asObject(body.errors)),
  };
}

/** Bitbucket `{type: "error", error: {message, detail?, fields?}}`. */
function bitbucket(body: JsonObject): UpstreamDetails | undefined {
  const error = asObject(body.error);
  if (body.type !== 'error' || !error) return undefined;
  const message = asString(error.message);
  const detail = asString(error.detail);
  const text = message && detail ? `${message}: ${detail}` : (message ?? detail);
  return { messages: text ? [text] : [], fields: fieldsFromMap(asObject(error.fields)) };
}

/** Confluence v2 `{errors: [{status, code, title, detail}]}`. */
function confluenceV2(body: JsonObject): UpstreamDetails | undefined {
  if (!Array.isArray(body.errors)) return undefined;
  const messages = body.errors.flatMap((entry) => {
    const error = asObject(entry);
    return asString(error?.detail) ?? asString(error?.title) ?? [];
  });
  return { messages, fields: [] };
}

/** Confluence v1 `{statusCode, message, data: {errors: [{message: {translation, args}}]}}`. */
function confluenceV1(body: JsonObject): UpstreamDetails | undefined {
  if (!('statusCode' in body) && !('data' in body)) return undefined;
  const dataErrors = asArray(asObject(body.data)?.errors).flatMap((entry) => {
    const message = asObject(entry)?.message;
    return asString(asObject(message)?.translation) ?? asString(message) ?? [];
  });
  // v1 often prefixes the text with a Java exception class, which means nothing to an admin.
  const top = asString(body.message)?.replace(/^[\w.$]+Exception:\s*/, '');
  return { messages: dataErrors.length > 0 ? dataErrors : top ? [top] : [], fields: [] };
}

export function readUpstreamDetails(body: JsonObject): UpstreamDetails {
  const details = jira(body) ?? bitbucket(body) ?? confluenceV2(body) ?? confluenceV1(body);
  return {
    messages: (details?.messages ?? []).map(scrubUpstreamText).filter((m) => m !== ''),
    fields: details?.fields ?? [],
  };
}
