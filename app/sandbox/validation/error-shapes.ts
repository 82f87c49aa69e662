import type { JsonObject } from './json';

/**
 * The error body each reduced spec's API sends where the spec gives an error status no schema (or
 * does not declare it at all). Keyed by spec file, because Confluence's two generations differ.
 */
export type ErrorShape = { pointer: string } | { schema: JsonObject };

const confluenceV1: JsonObject = {
  type: 'object',
  required: ['statusCode', 'data', 'message'],
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['authorized', 'valid', 'errors', 'successful'],
      properties: { authorized: { type: 'boolean' }, valid: { type: 'boolean' }, errors: { type: 'array' }, successful: { type: 'boolean' } },
    },
  },
};

const confluenceV2: JsonObject = {
  type: 'object',
  required: ['errors'],
  additionalProperties: false,
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['status', 'code', 'title', 'detail'],
        properties: { status: { type: 'integer' }, code: { type: 'string' }, title: { type: 'string' }, detail: { type: 'string' } },
      },
    },
  },
};

export const errorShapeOfSpec: Record<string, ErrorShape> = {
  admin: { schema: { type: 'object', required: ['key'], properties: { key: { type: 'string' } } } },
  bitbucket: { pointer: '#/components/schemas/error' },
  jira: {
    schema: {
      type: 'object',
      required: ['errorMessages'],
      properties: { errorMessages: { type: 'array', items: { type: 'string' } }, errors: { type: 'object' } },
    },
  },
  'confluence-v1': { schema: confluenceV1 },
  'confluence-v2': { schema: confluenceV2 },
};
