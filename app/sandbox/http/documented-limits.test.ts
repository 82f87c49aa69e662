import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitbucketArea } from '../areas/bitbucket';
import { startSandbox, type RunningSandbox } from '../server';
import { DOCUMENTED_LIMITS, documentedLimits, objectsIn } from './documented-limits';
import type { BudgetedRequest } from './rate-limit';
import { rateLimitReply } from './replies';
import { jiraArea } from '../areas/jira';
import { adminArea } from '../areas/admin';

const jira = (route: string): BudgetedRequest => ({ area: 'jira', credentialKey: 'site', method: 'GET', route });
const confluence = (route: string): BudgetedRequest => ({ area: 'confluence', credentialKey: 'site', method: 'GET', route });
const { site } = DOCUMENTED_LIMITS;

describe('the enterprise world’s rate limits', () => {
  it('limits bursts per endpoint: one endpoint spent leaves the others open', () => {
    const limits = documentedLimits(() => 0);
    for (let index = 0; index < site.burstPerEndpoint.capacity; index += 1) expect(limits.admit(jira('/rest/api/{v}/notificationscheme')).allowed).toBe(true);
    expect(limits.admit(jira('/rest/api/{v}/notificationscheme'))).toMatchObject({ allowed: false, reason: 'jira-burst-based', retryAfterSeconds: 1 });
    expect(limits.admit(jira('/rest/api/{v}/project/search')).allowed).toBe(true);
  });

  it('charges each product’s cost budget by what the answers held, Jira and Confluence apart', () => {
    let now = 0;
    const limits = documentedLimits(() => now);
    const request = jira('/rest/api/{v}/project/{id}/versions');
    expect(limits.admit(request).allowed).toBe(true);
    // One answer of two whole budgets' worth of items: the user's budget is spent, and as much again.
    limits.settle(request, { status: 200, body: Array.from({ length: 2 * site.costPerUser.capacity * site.objectsPerPoint }, (_, id) => id) });
    const refused = limits.admit(jira('/rest/api/{v}/project/search'));
    expect(refused).toMatchObject({ allowed: false, reason: 'jira-cost-based' });
    if (refused.allowed) return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(1);
    expect(limits.admit(confluence('/wiki/api/v2/pages')).allowed).toBe(true);
    now += refused.retryAfterSeconds * 1000;
    expect(limits.admit(jira('/rest/api/{v}/project/search')).allowed).toBe(true);
  });

  it('does not charge refused or failed answers for their items', () => {
    const limits = documentedLimits(() => 0);
    const request = jira('/rest/api/{v}/project/search');
    limits.settle(request, { status: 400, body: { values: Array.from({ length: 2 * site.costPerUser.capacity * site.objectsPerPoint }) } });
    expect(limits.admit(request).allowed).toBe(true);
  });

  it('counts the items of a bare list and of a page', () => {
    expect(objectsIn({ status: 200, body: [1, 2, 3] })).toBe(3);
    expect(objectsIn({ status: 200, body: { results: [1, 2] } })).toBe(2);
    expect(objectsIn({ status: 200, body: { values: [1], isLast: true } })).toBe(1);
    expect(objectsIn({ status: 204 })).toBe(0);
  });

  it('names the limit hit in the 429, and describes the Admin API’s limit when told to', () => {
    const facts = { limit: 20_000, retryAfterSeconds: 30, resetAt: '2026-03-01T10:00:30.000Z', withRetryAfter: true };
    const jiraReply = rateLimitReply({ module: jiraArea, path: '/rest/api/3/project/search' }, { ...facts, reason: 'jira-cost-based' });
    expect(jiraReply.headers).toMatchObject({ 'Retry-After': '30', 'RateLimit-Reason': 'jira-cost-based', 'X-RateLimit-Limit': '20000' });
    const adminReply = rateLimitReply({ module: adminArea, path: '/users/x/manage/api-tokens' }, { ...facts, describesLimit: true });
    expect(adminReply.headers).toEqual({ 'Retry-After': '30', 'X-RateLimit-Limit': '20000', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': facts.resetAt });
    expect(rateLimitReply({ module: adminArea, path: '/users/x/manage/api-tokens' }, facts).headers).toEqual({ 'Retry-After': '30' });
  });

  it('limits the Admin API per endpoint and describes the limit', () => {
    const limits = documentedLimits(() => 0);
    const tokens: BudgetedRequest = { area: 'admin', credentialKey: 'key', method: 'GET', route: '/users/{account_id}/manage/api-tokens' };
    for (let index = 0; index < DOCUMENTED_LIMITS.admin.perEndpoint.capacity; index += 1) limits.admit(tokens);
    expect(limits.admit(tokens)).toMatchObject({ allowed: false, describesLimit: true });
    expect(limits.admit({ ...tokens, route: '/users/{account_id}/manage/profile' }).allowed).toBe(true);
  });
});

describe('Bitbucket in the enterprise world over HTTP', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'limits', scale: 'enterprise', modules: [bitbucketArea] });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('answers 429 with Retry-After until the hour has room, after about 1,000 requests', async () => {
    const { workspace, token } = sandbox.credentials.bitbucket;
    const ask = () => fetch(`${sandbox.baseUrl}/2.0/workspaces/${workspace}/hooks?pagelen=1`, { headers: { authorization: `Bearer ${token}` } });
    const statuses: number[] = [];
    for (let index = 0; index < DOCUMENTED_LIMITS.bitbucket.perHour; index += 1) statuses.push((await ask()).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const retryAfter: (string | null)[] = [];
    for (let index = 0; index < 8; index += 1) {
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ type: 'error', error: { message: expect.any(String) } });
      retryAfter.push(refused.headers.get('retry-after'));
    }
    // The oldest request leaves the window an hour after it came.
    expect(retryAfter.some((value) => value !== null && Number(value) > 3_500 && Number(value) <= 3_600)).toBe(true);
  }, 60_000);
});
