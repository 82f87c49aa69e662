import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTraits } from '../../api/admin/people.test-support';
import type { Person } from '../../sandbox/kit';
import { CHECK_LISTS_FROM, SAMPLE_SIZE, spreadSample } from './account-id-check';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv();
});
afterAll(() => env.close());

/** Account ids in the shape Atlassian issues that belong to nobody in the sandbox. */
function strangers(count: number): string[] {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  return Array.from({ length: count }, (_, n) => `557058:${hex(n, 8)}-0000-4000-8000-${hex(n, 12)}`);
}

function someone(): Person {
  const person = env.sandbox.world.people.find(
    (candidate) => candidate.accountId !== env.sandbox.world.adminAccountId && Object.entries(plainTraits).every(([key, value]) => candidate[key as keyof Person] === value),
  );
  if (!person) throw new Error('the demo world has no plain managed account');
  return person;
}

describe('spreadSample', () => {
  it('takes items spread over the whole list, first and last included', () => {
    const items = Array.from({ length: 1000 }, (_, index) => index);
    const sample = spreadSample(items, 10);
    expect(sample).toHaveLength(10);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBe(999);
    expect(new Set(sample).size).toBe(10);
  });

  it('takes a short list whole', () => {
    expect(spreadSample(['a', 'b'], 10)).toEqual(['a', 'b']);
  });
});

describe('users.accountIds.check', () => {
  it('says none exist when every sampled id of a long list is unknown in this organization', async () => {
    const before = env.answersWithStatus(404);
    const answer = await env.ok('users.accountIds.check', { connectionId: env.connectionId, accountIds: strangers(60) });
    expect(answer).toEqual({ sampled: SAMPLE_SIZE, noneExist: true });
    expect(env.answersWithStatus(404) - before).toBe(SAMPLE_SIZE);
    expect(env.sandbox.contractViolations()).toEqual([]);
  });

  it('lets the scan go ahead when one sampled id belongs to someone here', async () => {
    // The first and the last ids are always in the sample.
    const accountIds = [...strangers(59), someone().accountId];
    const answer = await env.ok('users.accountIds.check', { connectionId: env.connectionId, accountIds });
    expect(answer).toEqual({ sampled: SAMPLE_SIZE, noneExist: false });
  });

  it('looks nothing up for a list shorter than the check starts at', async () => {
    const before = env.answersWithStatus(404);
    const answer = await env.ok('users.accountIds.check', { connectionId: env.connectionId, accountIds: strangers(CHECK_LISTS_FROM - 1) });
    expect(answer).toEqual({ sampled: 0, noneExist: false });
    expect(env.answersWithStatus(404)).toBe(before);
  });

  it('takes only account ids, and no more than one scan does', async () => {
    const notAnId = await env.fail('users.accountIds.check', { connectionId: env.connectionId, accountIds: ['ada lovelace'] });
    expect(notAnId).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'accountIds.0', message: 'This is not an Atlassian account ID.' }] });
    const tooMany = await env.fail('users.accountIds.check', { connectionId: env.connectionId, accountIds: strangers(50_001) });
    expect(tooMany).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'accountIds', message: 'Scan at most 50,000 accounts at once.' }] });
  });
});
