import { afterEach, describe, expect, it } from 'vitest';
import type { AreaModule } from '../../kit';
import type { RateLimitOptions } from '../../http/rate-limit';
import { startRecordedSandbox, type RecordedSandbox } from '../../validation/recorded-sandbox';
import { confluenceArea } from './index';

/** Errors the server phrases itself (auth, rate limit, validation) in the shape of the API generation asked for. */

const v1Shape = (status: number) => ({
  statusCode: status,
  data: { authorized: expect.any(Boolean), valid: false, errors: [], successful: false },
  message: expect.any(String),
});
const v2Shape = (status: number) => ({ errors: [{ status, code: expect.any(String), title: expect.any(String), detail: expect.any(String) }] });

const v1Path = '/wiki/rest/api/search?cql=type%3Dpage';
const v2Path = '/wiki/api/v2/spaces';

let sandbox: RecordedSandbox;
async function open(rateLimit?: RateLimitOptions): Promise<RecordedSandbox> {
  sandbox = await startRecordedSandbox({ seed: 'confluence-errors', modules: [confluenceArea as AreaModule<unknown>], rateLimit });
  return sandbox;
}
afterEach(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

describe('server-made Confluence errors', () => {
  it('answers 401 in the v1 shape on /wiki/rest/api and in the pure v2 shape on /wiki/api/v2', async () => {
    await open();
    const v1 = await fetch(`${sandbox.baseUrl}${v1Path}`);
    expect(v1.status).toBe(401);
    expect(await v1.json()).toEqual(v1Shape(401));
    const v2 = await fetch(`${sandbox.baseUrl}${v2Path}`);
    expect(v2.status).toBe(401);
    expect(await v2.json()).toEqual(v2Shape(401));
  });

  it('answers a request that breaks the spec with a 400 of the matching generation', async () => {
    await open();
    expect(await sandbox.call('confluence', 'GET', `${v1Path}&limit=lots`)).toMatchObject({ status: 400, body: v1Shape(400) });
    const v2 = await sandbox.call('confluence', 'GET', `${v2Path}?limit=9999`);
    expect(v2).toMatchObject({ status: 400 });
    expect(v2.body).toEqual(v2Shape(400));
  });

  it('answers 429 in the matching shape once the budget is spent', async () => {
    await open({ capacity: 1, refillPerSecond: 0 });
    expect((await sandbox.call('confluence', 'GET', v2Path)).status).toBe(200);
    const v2 = await sandbox.call('confluence', 'GET', v2Path);
    expect(v2.status).toBe(429);
    expect(v2.body).toEqual(v2Shape(429));
    const v1 = await sandbox.call('confluence', 'GET', v1Path);
    expect(v1.status).toBe(429);
    expect(v1.body).toEqual(v1Shape(429));
  });
});
