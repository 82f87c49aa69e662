import { readdirSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { hasActionLabel } from './action-labels';
import { channelGroups } from './areas';
import { channels, isMutating, type Channel } from './channels';
import { AccountId, ConnectionId } from './channels/common';
import { def, topFields } from './schema-shape.test-support';

/*
 * The rules of README.md, checked over the whole channel map, so a new channel that breaks one fails here.
 */

const names = Object.keys(channels) as Channel[];

/** `app` is the app's own (connections, activity, demo, jobs); the others are the Atlassian areas. */
const AREAS = Object.keys(channelGroups);
const CONNECTION_AREAS = new Set<string>(AREAS.filter((group) => group !== 'app'));
/** The first word of every verb: what the call does, so the name reads "area, thing, do". */
const VERBS = new Set([
  'get', 'list', 'search', 'count', 'check', 'plan', 'export', 'open', 'test',
  'create', 'update', 'delete', 'add', 'remove', 'replace', 'restore', 'merge', 'revoke',
  'deactivate', 'reactivate', 'start', 'stop', 'pause', 'resume', 'cancel', 'retry', 'reset', 'switch', 'roll', 'leave',
]);
const NAME = /^([a-z]+)\.([a-z][a-zA-Z]*)\.([a-z][a-zA-Z]*)$/;

const areaOf = (channel: string) => channel.slice(0, channel.indexOf('.'));
/** A map of channels as a channel file exports it: every key a channel name, every value a definition. */
function isChannelMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.keys(value).length === 0) return false;
  return Object.entries(value).every(([key, def]) => NAME.test(key) && typeof def === 'object' && def !== null && 'input' in def && 'output' in def);
}

/** The object at the top of a channel's input (through any transform). */
function topObject(schema: z.ZodType): Record<string, z.ZodType> {
  const fields = topFields(schema);
  if (!fields) throw new Error(`input is a ${def(schema).type}, not an object`);
  return fields;
}

/** Every schema a key of this name holds anywhere inside `schema`, found by walking the whole tree. */
function schemasUnderKey(schema: z.ZodType, key: RegExp, found: { path: string; schema: z.ZodType }[] = [], path = ''): typeof found {
  const d = def(schema);
  const walk = (inner: unknown, at = path) => schemasUnderKey(inner as z.ZodType, key, found, at);
  switch (d.type) {
    case 'object':
      for (const [name, value] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        if (key.test(name)) found.push({ path: `${path}${name}`, schema: value });
        walk(value, `${path}${name}.`);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      walk(d.innerType);
      break;
    case 'array':
      walk(d.element);
      break;
    case 'union':
      for (const option of d.options as z.ZodType[]) walk(option);
      break;
    case 'pipe':
      walk(d.in);
      break;
    default:
  }
  return found;
}

/** The schema inside optional/default/array wrappers: what one value is checked with. */
function core(schema: z.ZodType): z.ZodType {
  const d = def(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(d.type)) return core(d.innerType as z.ZodType);
  if (d.type === 'array') return core(d.element as z.ZodType);
  return schema;
}

describe('channel conventions', () => {
  it('names every channel after the one group it belongs to', () => {
    const misplaced = Object.entries(channelGroups).flatMap(([group, { channels: own }]) => Object.keys(own).filter((name) => areaOf(name) !== group));
    expect(misplaced).toEqual([]);
    const counted = Object.values(channelGroups).reduce((sum, group) => sum + Object.keys(group.channels).length, 0);
    expect(counted).toBe(names.length);
  });

  it('declares each channel in a <resource>.channels.ts file in the folder of its group, and nothing in the shared channels/ folder', async () => {
    // Only the shared pieces (the channel type, the common schemas, the planned-run factory, the map) stay in channels/.
    expect(readdirSync(new URL('./channels', import.meta.url)).filter((file) => file.endsWith('.channels.ts'))).toEqual([]);
    const files = Object.keys(channelGroups).flatMap((group) =>
      readdirSync(new URL(`./${group}`, import.meta.url))
        .filter((file) => file.endsWith('.channels.ts'))
        .map((file) => ({ group, file })),
    );
    const declared = await Promise.all(
      files.map(async ({ group, file }) => {
        const maps = Object.values(await import(`./${group}/${file}`)).filter(isChannelMap);
        return { group, file, names: maps.flatMap((map) => Object.keys(map)) };
      }),
    );
    const elsewhere = declared.flatMap(({ group, file, names: own }) => own.filter((name) => areaOf(name) !== group).map((name) => `${name} in ${group}/${file}`));
    expect(elsewhere).toEqual([]);
    const found = new Set(declared.flatMap(({ names: own }) => own));
    expect(names.filter((name) => !found.has(name))).toEqual([]);
  });

  it('names every channel area.resource.verb, with a known area and a verb that says what it does', () => {
    const wrong = names.filter((name) => {
      const match = NAME.exec(name);
      if (!match) return true;
      const [, area = '', , verb = ''] = match;
      const firstWord = verb.split(/(?=[A-Z])/)[0] ?? '';
      return !AREAS.includes(area) || !VERBS.has(firstWord);
    });
    expect(wrong).toEqual([]);
  });

  it('requires the shared connectionId on every area channel and refuses a call without one', () => {
    const areaChannels = names.filter((name) => CONNECTION_AREAS.has(areaOf(name)));
    expect(areaChannels.length).toBeGreaterThan(0);
    const problems = areaChannels.flatMap((name) => {
      const input = channels[name].input as z.ZodType;
      if (topObject(input).connectionId !== ConnectionId) return [`${name}: its connectionId is not the shared ConnectionId`];
      const refused = input.safeParse({});
      const named = !refused.success && refused.error.issues.some((issue) => issue.path.join('.') === 'connectionId');
      return named ? [] : [`${name}: accepted a call without a connection`];
    });
    expect(problems).toEqual([]);
  });

  it('checks every account id in every input with the one account-id rule', () => {
    // (`ownerId` is left out: on attachments it names a page, not a person.)
    const accountKeys = /^(accountIds?|favoritedBy|notFavoritedBy)$/;
    const problems = names.flatMap((name) =>
      schemasUnderKey(channels[name].input as z.ZodType, accountKeys)
        .filter((found) => core(found.schema) !== AccountId)
        .map((found) => `${name}: ${found.path}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives every channel that writes an action label for the Activity log', () => {
    expect(names.filter((name) => isMutating(name) && !hasActionLabel(name))).toEqual([]);
  });
});
