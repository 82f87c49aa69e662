import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plainTraits } from '../../api/admin/people.test-support';
import { revokePhrase, type TokenRef } from '../../contract/users/token-review.channels';
import type { AdminState } from '../../sandbox/areas/admin';
import type { Person } from '../../sandbox/kit';
import { alreadyGoneReason, ownAccountReason, unconfirmedIdentityMessage } from './revoke-plan';
import { REVOKE_PREVIEW_ACTION } from './token-review';
import { startUsersEnv, type UsersEnv } from '../testing/users-env.test-support';
import { noTokenFilter } from '../../contract/users/token-filter';

/** Status the site answers "who am I" with in place of the sandbox, while a test sets it. */
let whoAmIFails: number | null = null;

let env: UsersEnv;
beforeAll(async () => {
  env = await startUsersEnv({
    intercept: (url) =>
      whoAmIFails !== null && url.pathname === '/wiki/rest/api/user/current'
        ? Response.json({ statusCode: whoAmIFails, message: 'Not now.' }, { status: whoAmIFails })
        : undefined,
  });
});
afterEach(() => {
  whoAmIFails = null;
});
afterAll(() => env.close());

const matches = (person: Person, traits: Partial<Person>) =>
  Object.entries(traits).every(([key, value]) => person[key as keyof Person] === value);

function refsOf(accountId: string): TokenRef[] {
  return env.tokensOf(accountId).map((token) => ({ accountId, tokenId: token.id }));
}

/** The export-controlled account, given a token if the generated world left it without one. */
function exportControlledWithToken(): Person {
  const person = env.sandbox.world.people.find((candidate) => candidate.exportControlBlocked && candidate.domainVerified);
  if (!person) throw new Error('the demo world has no export-controlled account');
  const tokens = ((env.sandbox.world.areas.admin as AdminState).tokensByAccount[person.accountId] ??= []);
  if (tokens.length === 0) tokens.push({ id: 'export-controlled-token', label: 'Legacy sync', createdAt: '2026-01-05T10:00:00.000Z' });
  return person;
}

describe('bulk revoke', () => {
  it('revokes exactly what the preview said, after the typed confirmation, and skips the rest with the same reasons', async () => {
    const world = env.sandbox.world;
    const owners = world.people.filter((person) => person.accountId !== world.adminAccountId && matches(person, plainTraits) && env.tokensOf(person.accountId).length > 0).slice(0, 2);
    expect(owners).toHaveLength(2);
    const blocked = exportControlledWithToken();
    const toRevoke = owners.flatMap((owner) => refsOf(owner.accountId));
    const [ownToken] = refsOf(world.adminAccountId);
    const [blockedToken] = refsOf(blocked.accountId);
    if (!ownToken || !blockedToken) throw new Error('missing tokens');
    const gone: TokenRef = { accountId: owners[0]?.accountId ?? '', tokenId: 'revoked-long-ago' };
    const selected = [...toRevoke, ownToken, blockedToken, gone, toRevoke[0] as TokenRef];

    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: selected });
    expect(plan.revokeCount).toBe(toRevoke.length);
    expect(plan.confirmationPhrase).toBe(`REVOKE ${toRevoke.length} TOKENS`);
    expect(plan.items).toHaveLength(selected.length - 1);
    const byToken = new Map(plan.items.map((item) => [item.tokenId, item]));
    for (const ref of toRevoke) expect(byToken.get(ref.tokenId)).toMatchObject({ action: 'revoke', reason: null });
    // Two people can share a name: every planned token says whose it is by e-mail too.
    for (const owner of owners) {
      for (const ref of refsOf(owner.accountId)) expect(byToken.get(ref.tokenId)).toMatchObject({ ownerName: owner.displayName, ownerEmail: owner.email });
    }
    expect(byToken.get(ownToken.tokenId)).toMatchObject({ action: 'skip', reason: ownAccountReason });
    expect(byToken.get(blockedToken.tokenId)).toMatchObject({ action: 'skip', reason: 'Not allowed: blocked for export-control reasons.' });
    expect(byToken.get(gone.tokenId)).toMatchObject({ action: 'skip', reason: alreadyGoneReason });
    // A dry run writes nothing.
    for (const ref of toRevoke) expect(env.tokensOf(ref.accountId).some((token) => token.id === ref.tokenId)).toBe(true);

    const refused = await env.fail('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'REVOKE ALL' });
    expect(refused).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'confirmation', message: `Type ${revokePhrase(toRevoke.length)} to confirm.` }] });
    for (const ref of toRevoke) expect(env.tokensOf(ref.accountId).some((token) => token.id === ref.tokenId)).toBe(true);

    const { jobId } = await env.ok('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
    const progress = await env.finished(jobId);
    expect(progress).toMatchObject({ state: 'completed', done: plan.revokeCount, failed: 0, skipped: plan.items.length - plan.revokeCount });

    const { outcomes } = await env.ok('app.jobOutcomes.list', { jobId });
    const planned = plan.items.map((item) => (item.action === 'revoke' ? { status: 'done' } : { status: 'skipped', reason: item.reason }));
    expect(outcomes.map((outcome) => (outcome.status === 'skipped' ? { status: outcome.status, reason: outcome.reason } : { status: outcome.status }))).toEqual(planned);

    for (const ref of toRevoke) expect(env.tokensOf(ref.accountId).some((token) => token.id === ref.tokenId)).toBe(false);
    expect(env.tokensOf(world.adminAccountId).some((token) => token.id === ownToken.tokenId)).toBe(true);
    expect(env.tokensOf(blocked.accountId).some((token) => token.id === blockedToken.tokenId)).toBe(true);

    const revocations = await env.activity('Revoke API token');
    expect(revocations).toHaveLength(toRevoke.length);
    for (const owner of owners) {
      const labelsOf = plan.items.filter((item) => item.accountId === owner.accountId && item.action === 'revoke').map((item) => `API token “${item.label}” of ${owner.displayName} (${owner.email})`);
      expect(revocations.map((entry) => entry.target).filter((target) => target.endsWith(`(${owner.email})`)).sort()).toEqual(labelsOf.sort());
    }

    // The results file: the owner's e-mail in each item, the outcome in words, and when each item finished.
    const file = await env.ok('app.jobOutcomes.exportCsv', { jobId });
    const lines = file.csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFItem,Outcome,Reason,Changes made,Finished (UTC),Finished (local time)');
    expect(file.rows).toBe(plan.items.length);
    const doneLines = lines.filter((line) => /,Done,,Revoke API token,/.test(line));
    expect(doneLines).toHaveLength(toRevoke.length);
    for (const line of doneLines) expect(line).toMatch(/^API token “.+” of .+ \(.+@.+\),Done,,Revoke API token,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(lines.filter((line) => line.includes(',Skipped,'))).toHaveLength(plan.items.length - plan.revokeCount);
    expect(revocations.every((entry) => entry.outcome === 'success')).toBe(true);
    const [started] = await env.activity('users.bulkRevoke.start');
    expect(started).toMatchObject({ outcome: 'success', target: `Bulk revoke of ${toRevoke.length} API tokens of 2 people` });

    expect(await env.fail('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).toMatchObject({ code: 'NOT_FOUND' });
    // Every request the core sent, and every answer, fits the official API descriptions.
    expect(env.sandbox.contractViolations()).toEqual([]);
  });

  it('records each preview in Activity as "Preview only", naming what it would revoke, and revokes nothing', async () => {
    const world = env.sandbox.world;
    const owners = world.people.filter((person) => person.accountId !== world.adminAccountId && matches(person, plainTraits) && env.tokensOf(person.accountId).length > 0).slice(2, 6);
    const toRevoke = owners.flatMap((owner) => refsOf(owner.accountId));
    const [ownToken] = refsOf(world.adminAccountId);
    if (!ownToken || toRevoke.length <= 5) throw new Error('the demo world has too few tokens');
    const revocationsBefore = (await env.activity('Revoke API token')).length;

    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: [...toRevoke, ownToken] });
    expect(plan.revokeCount).toBe(toRevoke.length);

    // Found by the "Preview only" filter, with the tokens named as the revoke job names its items.
    const { entries } = await env.ok('app.activity.list', { outcome: 'dry-run' });
    const [preview] = entries;
    const named = toRevoke.slice(0, 5).map((ref) => {
      const owner = env.person(ref.accountId);
      const label = env.tokensOf(ref.accountId).find((token) => token.id === ref.tokenId)?.label;
      return `API token “${label}” of ${owner.displayName} (${owner.email})`;
    });
    expect(preview).toMatchObject({
      action: REVOKE_PREVIEW_ACTION,
      outcome: 'dry-run',
      connectionId: env.connectionId,
      connectionName: 'Sandbox',
      errorMessage: null,
      target: `Would revoke ${toRevoke.length} API tokens of ${owners.length} people, and leave 1 selected one alone: ${named.join('; ')} and ${toRevoke.length - 5} more`,
    });

    // Nothing was revoked, and no revocation was recorded.
    for (const ref of [...toRevoke, ownToken]) expect(env.tokensOf(ref.accountId).some((token) => token.id === ref.tokenId)).toBe(true);
    expect(await env.activity('Revoke API token')).toHaveLength(revocationsBefore);
  });

  it('will not start a preview that found nothing to revoke', async () => {
    const [ownToken] = refsOf(env.sandbox.world.adminAccountId);
    if (!ownToken) throw new Error('the admin has no tokens');
    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: [ownToken] });
    expect(plan).toMatchObject({ revokeCount: 0, confirmationPhrase: 'REVOKE 0 TOKENS' });
    const refused = await env.fail('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'REVOKE 0 TOKENS' });
    expect(refused).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'confirmation' }] });
  });

  it('refuses a preview whose tokens were revoked elsewhere since, and revokes none of the others', async () => {
    const world = env.sandbox.world;
    const owner = world.people.find((person) => person.accountId !== world.adminAccountId && matches(person, plainTraits) && env.tokensOf(person.accountId).length >= 3);
    if (!owner) throw new Error('the demo world has nobody with three tokens');
    const refs = refsOf(owner.accountId);
    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: refs });
    expect(plan.revokeCount).toBe(refs.length);
    // Someone revokes one of them in admin.atlassian.com between the preview and the start.
    const tokens = (world.areas.admin as AdminState).tokensByAccount[owner.accountId] ?? [];
    tokens.splice(0, 1);
    const revocationsBefore = (await env.activity('Revoke API token')).length;

    const refused = await env.fail('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase });
    expect(refused).toMatchObject({ code: 'CONFLICT', message: `1 of the ${refs.length} tokens was revoked elsewhere since the preview. Run the preview again.` });
    expect(env.tokensOf(owner.accountId)).toHaveLength(refs.length - 1);
    expect(await env.activity('Revoke API token')).toHaveLength(revocationsBefore);
  });

  it('will not plan anything when the site cannot say which account is the admin’s', { timeout: 30_000 }, async () => {
    const [ownToken] = refsOf(env.sandbox.world.adminAccountId);
    const owner = env.sandbox.world.people.find(
      (person) => person.accountId !== env.sandbox.world.adminAccountId && matches(person, plainTraits) && env.tokensOf(person.accountId).length > 0,
    );
    if (!ownToken || !owner) throw new Error('missing tokens');
    // A server error on "who am I" (retried first, then given up on) must not make every token look like someone else's.
    whoAmIFails = 500;
    const failure = await env.fail('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: [ownToken, ...refsOf(owner.accountId)] });
    expect(failure).toMatchObject({ code: 'UPSTREAM', message: unconfirmedIdentityMessage });
  });
});

describe('the token review after revocations', () => {
  /** Two people with tokens, none of them the admin, scanned together with the admin. */
  async function scanWithAdmin() {
    const world = env.sandbox.world;
    const owners = world.people
      .filter((person) => person.accountId !== world.adminAccountId && matches(person, plainTraits) && env.tokensOf(person.accountId).length >= 2)
      .slice(-2);
    expect(owners).toHaveLength(2);
    const started = await env.ok('users.tokenScan.start', { connectionId: env.connectionId, scope: { kind: 'accounts', accountIds: [world.adminAccountId, ...owners.map((owner) => owner.accountId)] } });
    await env.finished(started.jobId);
    return { jobId: started.jobId, owners };
  }
  const tokenIds = (tokens: readonly { id: string }[]) => tokens.map((token) => token.id).sort();

  it('lists no token a bulk revoke took away, in the table or the CSV', async () => {
    const { jobId, owners } = await scanWithAdmin();
    const before = await env.scanTokens(jobId);
    const [first, second] = owners.map((owner) => refsOf(owner.accountId));
    if (!first || !second) throw new Error('missing owners');
    const revoked = [...first, ...second.slice(0, 1)];

    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: revoked });
    expect(plan.revokeCount).toBe(revoked.length);
    const progress = await env.finished((await env.ok('users.bulkRevoke.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId);
    expect(progress).toMatchObject({ state: 'completed', done: revoked.length });

    const gone = new Set(revoked.map((ref) => ref.tokenId));
    const after = await env.scanTokens(jobId);
    expect(tokenIds(after)).toEqual(tokenIds(before).filter((id) => !gone.has(id)));
    expect(after.some((token) => token.accountId === second[0]?.accountId)).toBe(true);
    expect((await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId })).overview.tokens).toBe(after.length);
    const csv = await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId });
    expect(csv.rows).toBe(after.length);
    expect(csv.rows).toBe(before.length - revoked.length);
  });

  it('plans a revoke of every token the filters match but the ones unticked, without naming them', async () => {
    const { jobId, owners } = await scanWithAdmin();
    const [owner] = owners;
    if (!owner) throw new Error('missing owner');
    const theirs = refsOf(owner.accountId);
    const [kept, ...rest] = theirs;
    if (!kept) throw new Error('missing token');
    const filter = { ...noTokenFilter, text: owner.email ?? owner.displayName };
    expect((await env.scanTokens(jobId, filter)).map((token) => token.id).sort()).toEqual(theirs.map((ref) => ref.tokenId).sort());

    const plan = await env.ok('users.bulkRevoke.plan', { connectionId: env.connectionId, matching: { jobId, filter, except: [kept] } });
    expect(plan.items.map((item) => item.tokenId).sort()).toEqual(rest.map((ref) => ref.tokenId).sort());
    expect(plan.revokeCount).toBe(rest.length);

    const nothing = await env.fail('users.bulkRevoke.plan', { connectionId: env.connectionId, matching: { jobId, filter: { ...noTokenFilter, text: 'no such token anywhere' }, except: [] } });
    expect(nothing).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/No token matches/) });
    const both = await env.fail('users.bulkRevoke.plan', { connectionId: env.connectionId, tokens: [kept], matching: { jobId, filter, except: [] } });
    expect(both).toMatchObject({ code: 'VALIDATION' });
  });

  it('lists no token "revoke all" took away', async () => {
    const { jobId, owners } = await scanWithAdmin();
    const [owner] = owners;
    if (!owner) throw new Error('missing owner');
    const before = await env.scanTokens(jobId);
    expect(before.some((token) => token.accountId === owner.accountId)).toBe(true);
    await env.ok('users.tokens.revokeAll', { connectionId: env.connectionId, accountId: owner.accountId });
    const after = await env.scanTokens(jobId);
    expect(after.filter((token) => token.accountId === owner.accountId)).toEqual([]);
    expect(after).toHaveLength(before.filter((token) => token.accountId !== owner.accountId).length);
  });

  it('refuses a scan made on another connection', async () => {
    const { jobId } = await scanWithAdmin();
    const other = await env.ok('app.connections.add', { name: `Other ${jobId}`, site: null, admin: null, bitbucket: null });
    const refusal = { code: 'CONFLICT', message: 'This scan belongs to another connection.' };
    expect(await env.fail('users.tokenScan.get', { connectionId: other.id, jobId })).toMatchObject(refusal);
    expect(await env.fail('users.tokenScan.exportCsv', { connectionId: other.id, jobId })).toMatchObject(refusal);
    expect(await env.fail('users.tokenScan.listTokens', { connectionId: other.id, jobId, filter: noTokenFilter, sort: null, page: 0, pageSize: 25 })).toMatchObject(refusal);
    // The connection the call names decides, not the active one: switching elsewhere changes nothing.
    await env.ok('app.connections.switch', { id: other.id });
    try {
      expect((await env.ok('users.tokenScan.get', { connectionId: env.connectionId, jobId })).overview.tokens).toBeGreaterThan(0);
    } finally {
      await env.ok('app.connections.switch', { id: env.connectionId });
    }
    expect((await env.ok('users.tokenScan.exportCsv', { connectionId: env.connectionId, jobId })).rows).toBeGreaterThan(0);
  });
});
