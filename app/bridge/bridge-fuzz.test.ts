import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channels, type Channel } from '../contract/channels';
import { DEFAULT_MAX_TEXT, innerOf } from '../contract/input-checks';
import { topFields } from '../contract/schema-shape.test-support';
import { bridgeProtocol } from '../contract/transport';
import { spawnBridge, type SpawnedBridge } from './testing/spawned-bridge';

/*
 * Every channel of the contract, sent input that is wrong on purpose, over the real bridge in a process
 * of its own: the wrong type in each field, text over its limit, half a surrogate pair, prototype
 * pollution, nesting without end, and bodies that are not JSON at all. The process must live through
 * all of it, every bad input must answer VALIDATION, and no answer may carry a stack or a file path.
 *
 * `npm test` runs the fixed catalogue once. ORGDESK_FUZZ_ROUNDS adds that many seeded rounds of random
 * values per field (`npm run hardening` runs 25).
 */

const ROUNDS = Number(process.env.ORGDESK_FUZZ_ROUNDS ?? 0);

let bridge: SpawnedBridge;
beforeAll(async () => {
  bridge = await spawnBridge();
});
afterAll(() => bridge.stop());

interface Answer {
  status: number;
  body: { ok?: boolean; error?: { code?: string; message?: string; fields?: { message: string }[] } } | null;
}

async function post(body: string): Promise<Answer> {
  const response = await fetch(`${bridge.origin}${bridgeProtocol.invokePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bridge.token}` },
    body,
  });
  const text = await response.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

/** A call as raw JSON text, so keys such as `__proto__` reach the wire as written. */
const call = (channel: string, inputJson: string) => post(`{"callId":"${crypto.randomUUID()}","channel":${JSON.stringify(channel)},"input":${inputJson}}`);

/** The most characters a text field takes: its own maximum through any wrapper, else the default. */
function textLimit(schema: z.ZodType): number {
  if (schema instanceof z.ZodString) return schema.maxLength ?? DEFAULT_MAX_TEXT;
  const inner = innerOf(schema);
  return inner ? textLimit(inner) : DEFAULT_MAX_TEXT;
}

/** A value of a type the field does not take, as JSON, or null when the field takes anything. */
function wrongTypeFor(field: z.ZodType, extra: readonly unknown[] = []): string | null {
  const candidates: unknown[] = [...extra, true, 12345.5, [null], { $fuzz: 1 }, 'fuzz', -1];
  const wrong = candidates.find((value) => !field.safeParse(value).success);
  return wrong === undefined ? null : JSON.stringify(wrong);
}

/** A small seeded generator, so a failing round can be run again exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 5 : 8));
  switch (pick) {
    case 0:
      return Math.floor(next() * 2 ** 40) * (next() < 0.5 ? -1 : 1);
    case 1:
      return next() < 0.5;
    case 2:
      return String.fromCodePoint(...Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 0x2ffff)).filter((cp) => cp < 0xd800 || cp > 0xdfff));
    case 3:
      return null;
    case 4:
      return '../'.repeat(Math.floor(next() * 5)) + '%2e%2e/' + 'a'.repeat(Math.floor(next() * 300));
    case 5:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, (_, index) => [`k${index}`, randomValue(next, depth + 1)]));
  }
}

const LEAK = /\bat \S+ \(|(?:^|[\s(])\/(?:work|home|usr|tmp|root|var)\/|node_modules|\.[cm]?[jt]sx?:\d+/;

/** Every message an answer carries, for the stack-and-path check. */
const messagesOf = (answer: Answer) => [answer.body?.error?.message ?? '', ...(answer.body?.error?.fields ?? []).map((field) => field.message)];

interface Case {
  channel: Channel;
  what: string;
  input: string;
}

/** The fixed catalogue: for each channel, non-objects, then each field given what it cannot take. */
function catalogue(): Case[] {
  const cases: Case[] = [];
  for (const channel of Object.keys(channels) as Channel[]) {
    const schema = channels[channel].input;
    for (const value of ['42', '"text"', '[]', 'true', '[{"__proto__":{"polluted":true}}]']) cases.push({ channel, what: `input ${value}`, input: value });
    cases.push({ channel, what: 'nested 5,000 deep', input: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` });
    const fields = topFields(schema);
    if (!fields) continue;
    for (const [key, field] of Object.entries(fields)) {
      const wrong = wrongTypeFor(field);
      if (wrong !== null) cases.push({ channel, what: `${key} of the wrong type`, input: `{${JSON.stringify(key)}:${wrong}}` });
      cases.push({ channel, what: `${key} with a lone surrogate`, input: `{${JSON.stringify(key)}:"\\ud800x"}` });
      const tooLong = 'x'.repeat(textLimit(field) + 1);
      cases.push({ channel, what: `${key} over its length`, input: `{${JSON.stringify(key)}:${JSON.stringify(tooLong)}}` });
      cases.push({ channel, what: `${key} polluting the prototype`, input: `{${JSON.stringify(key)}:{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}` });
    }
  }
  return cases;
}

function randomCases(round: number): Case[] {
  const next = seeded(0x5eed + round);
  const cases: Case[] = [];
  for (const channel of Object.keys(channels) as Channel[]) {
    const fields = topFields(channels[channel].input);
    if (!fields) continue;
    for (const [key, field] of Object.entries(fields)) {
      const value = randomValue(next);
      // Only values the field refuses are bad input; a random value the field takes is not a finding.
      if (field.safeParse(value).success) continue;
      cases.push({ channel, what: `round ${round}: ${key} = ${JSON.stringify(value).slice(0, 60)}`, input: `{${JSON.stringify(key)}:${JSON.stringify(value)}}` });
    }
  }
  return cases;
}

async function runCases(cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { channel, what, input } of cases) {
    const answer = await call(channel, input);
    const code = answer.body?.error?.code;
    if (answer.status !== 200 || code !== 'VALIDATION') problems.push(`${channel} (${what}): HTTP ${answer.status}, ${code ?? (answer.body?.ok ? 'accepted' : 'no answer')}`);
    const leaked = messagesOf(answer).find((message) => LEAK.test(message));
    if (leaked) problems.push(`${channel} (${what}): the message shows a stack or a path: ${leaked.slice(0, 120)}`);
  }
  expect(bridge.exit(), bridge.stderr()).toBeNull();
  return problems;
}

const stillServes = async () => (await call('app.info.get', '{}')).body;

describe('the bridge under hostile input', () => {
  it(`answers VALIDATION to every malformed, oversized, polluting or broken input on each of the ${Object.keys(channels).length} channels`, async () => {
    const cases = catalogue();
    expect(cases.length).toBeGreaterThan(Object.keys(channels).length * 6);
    expect(await runCases(cases)).toEqual([]);
    expect(await stillServes()).toMatchObject({ ok: true, data: { transport: 'bridge' } });
    // Nothing sent above reached Object.prototype in this process or the bridge's.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('refuses bodies that are not a call, and a body over the size limit, and keeps serving', async () => {
    for (const body of ['', '{', 'null', '"x"', '{"callId":1}', '{"channel":"app.info.get"}', '{"callId":"a","channel":"no.such.channel","input":{}}']) {
      const answer = await post(body);
      expect(answer.status, body).toBeGreaterThanOrEqual(200);
      expect(answer.body?.ok, body).not.toBe(true);
      for (const message of messagesOf(answer)) expect(message, body).not.toMatch(LEAK);
    }
    const huge = await post(`{"callId":"a","channel":"app.info.get","input":{"x":"${'y'.repeat(25 * 1024 * 1024)}"}}`);
    expect(huge.status).toBe(413);
    // The next call works: the refused body was read to its end, not left half-read on the connection.
    expect(await stillServes()).toMatchObject({ ok: true });
    // A body that says it is enormous is not read at all: refused at once, its connection closed.
    const claimed = await new Promise<{ status: number | undefined; connection: string | undefined }>((resolve, reject) => {
      const req = request(`${bridge.origin}${bridgeProtocol.invokePath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bridge.token}`, 'content-length': String(2 ** 31) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode, connection: res.headers.connection });
      });
      req.on('error', reject);
      req.write('{"callId":"a",');
    });
    expect(claimed).toEqual({ status: 413, connection: 'close' });
    expect(bridge.exit(), bridge.stderr()).toBeNull();
    expect(await stillServes()).toMatchObject({ ok: true });
  }, 60_000);

  it.runIf(ROUNDS > 0)(`survives ${ROUNDS} seeded rounds of random values in every field`, async () => {
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) problems.push(...(await runCases(randomCases(round))));
    expect(problems).toEqual([]);
    expect(await stillServes()).toMatchObject({ ok: true });
  }, 1_800_000);
});
