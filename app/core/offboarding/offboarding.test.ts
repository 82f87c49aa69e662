import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, HandoverChoices, Inventory } from '../../contract/offboarding/leavers.channels';
import { offboardingCast, type OffboardingCast } from '../../sandbox/data/offboarding-cast';
import type { AdminState } from '../../sandbox/areas/admin/state';
import type { ConfluenceState } from '../../sandbox/areas/confluence/state';
import type { JiraState } from '../../sandbox/areas/jira/state';
import { personTies } from '../../sandbox/testing/person-ties';
import { startCoreOnSandbox, type CoreOnSandbox } from '../testing/sandbox-core.test-support';
import { leaverWords } from './leavers';

let env: CoreOnSandbox;
let cast: OffboardingCast;
beforeAll(async () => {
  env = await startCoreOnSandbox();
  const found = offboardingCast(env.sandbox.world.people);
  if (!found) throw new Error('the sandbox has no offboarding cast');
  cast = found;
});
afterAll(() => env.close());

const connectionId = () => env.connectionId;
const world = () => env.sandbox.world;
const confluence = () => world().areas.confluence as ConfluenceState;
const jira = () => world().areas.jira as JiraState;
const admin = () => world().areas.admin as AdminState;

async function inventoryOf(people: string[]): Promise<{ planId: string; inventory: Inventory }> {
  const { jobId } = await env.ok('offboarding.handover.plan', { connectionId: connectionId(), people });
  await env.jobDone(jobId);
  return { planId: jobId, inventory: await env.ok('offboarding.handover.getPlan', { connectionId: connectionId(), jobId }) };
}

const ofKind = <K extends Finding['kind']>(findings: readonly Finding[], kind: K) => findings.filter((finding): finding is Extract<Finding, { kind: K }> => finding.kind === kind);

function everythingTo(accountId: string, successorId: string, message = ''): HandoverChoices {
  const to = { type: 'user' as const, id: successorId };
  return { message, leavers: [{ accountId, successors: { owner: to, restriction: to, schemeRecipient: to, projectLead: to }, items: {}, revokeTokens: true, deactivate: true }] };
}

describe('offboarding a leaver', () => {
  it('finds everything the world ties to the leaver, and refuses yourself, strangers and repeats', async () => {
    const { inventory } = await inventoryOf([cast.leaver.accountId, cast.leaver.email, world().adminAccountId, 'nobody@nowhere.test']);
    expect(inventory.state).toBe('ready');
    expect(inventory.refused).toEqual([
      { entry: cast.leaver.email, reason: leaverWords.twice },
      { entry: world().adminAccountId, reason: leaverWords.yourself },
      { entry: 'nobody@nowhere.test', reason: leaverWords.unknownEmail },
    ]);
    const [leaver] = inventory.leavers;
    const truth = personTies(world(), cast.leaver.accountId);
    const findings = leaver?.findings ?? [];
    expect(ofKind(findings, 'owner').map((found) => found.id).sort()).toEqual(truth.ownedContent.map((tie) => tie.id).sort());
    const restrictions = ofKind(findings, 'restriction');
    expect(restrictions.map((found) => `${found.operation}:${found.pageId}`).sort()).toEqual(truth.namedInRestrictions.flatMap((tie) => tie.operations.map((operation) => `${operation}:${tie.id}`)).sort());
    expect(restrictions.filter((found) => found.operation === 'update' && found.alone).map((found) => found.pageId).sort()).toEqual(truth.onlyEditorOf.map((tie) => tie.id).sort());
    expect(ofKind(findings, 'spaceAdmin').map((found) => found.space.key)).toEqual(truth.soleAdminOf.map((space) => space.key));
    const bySchemeId = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(ofKind(findings, 'schemeRecipient').map((found) => [found.schemeId, found.events.filter((event) => event.onlyRecipient).length, found.projects.map((project) => project.key).sort()]).sort(bySchemeId)).toEqual(
      truth.notificationSchemes.map((scheme) => [String(scheme.id), scheme.soleRecipientOf.length, [...scheme.projectKeys].sort()]).sort(bySchemeId),
    );
    expect(ofKind(findings, 'projectLead').map((found) => found.projectKey)).toEqual(truth.ledProjects.map((project) => project.key));
    expect(ofKind(findings, 'token').map((found) => found.tokenId).sort()).toEqual(truth.tokens.map((token) => token.id).sort());
    expect(ofKind(findings, 'account')[0]?.canDeactivate).toBe(true);
    // Every kind of tie is in the demo, so the comparison above compares something.
    expect(truth.onlyEditorOf.length * truth.soleAdminOf.length * truth.ledProjects.length * truth.tokens.length).toBeGreaterThan(0);
  });

  it('hands everything over, revokes the tokens and deactivates with the message, then rolls back what can be undone', async () => {
    const { leaver, successor } = cast;
    const { planId } = await inventoryOf([leaver.accountId]);
    const before = personTies(world(), leaver.accountId);
    const editorsBefore = new Map(before.onlyEditorOf.map((tie) => [tie.id, [...(confluence().contents[tie.id]?.restrictions.update.userIds ?? [])]]));
    const choices = everythingTo(leaver.accountId, successor.accountId, 'Dana left on 26 November; ask Helen.');
    const dry = await env.ok('offboarding.handoverDryRun.get', { connectionId: connectionId(), planId, choices });
    expect(dry.problems).toEqual([]);
    expect(dry.phrase).toBe('OFFBOARD 1 PERSON');

    const refused = await env.fail('offboarding.handover.start', { connectionId: connectionId(), planId, confirmation: 'offboard', choices });
    expect(refused.message).toBe('Type OFFBOARD 1 PERSON to confirm.');
    const { jobId } = await env.ok('offboarding.handover.start', { connectionId: connectionId(), planId, confirmation: 'offboard 1 person', choices });
    const outcomes = await env.jobDone(jobId);
    expect(outcomes.progress.failed).toBe(0);

    const after = personTies(world(), leaver.accountId);
    const pagesOwned = before.ownedContent.filter((tie) => tie.kind === 'page');
    expect(after.ownedContent.filter((tie) => tie.kind === 'page')).toEqual([]);
    for (const tie of pagesOwned) expect(confluence().contents[tie.id]?.ownerId).toBe(successor.accountId);
    expect(after.namedInRestrictions).toEqual([]);
    // Nobody is locked out: every page only the leaver could edit now names the successor.
    for (const tie of before.onlyEditorOf) {
      const editors = confluence().contents[tie.id]?.restrictions.update.userIds ?? [];
      expect(editors).toContain(successor.accountId);
      expect(editors).not.toContain(leaver.accountId);
    }
    expect(after.notificationSchemes).toEqual([]);
    expect(after.ledProjects).toEqual([]);
    for (const project of before.ledProjects) expect(jira().projects.find((candidate) => candidate.key === project.key)?.leadAccountId).toBe(successor.accountId);
    expect(after.tokens).toEqual([]);
    const account = world().people.find((person) => person.accountId === leaver.accountId);
    expect(account?.status).toBe('inactive');
    expect(JSON.stringify(admin())).toContain('Dana left on 26 November; ask Helen.');

    const record = await env.ok('offboarding.records.get', { connectionId: connectionId(), runId: jobId });
    expect(record.state).toBe('completed');
    expect(record.steps.every((step) => step.outcome === 'done')).toBe(true);
    expect(record.remaining.map((left) => left.target)).toEqual(expect.arrayContaining(before.soleAdminOf.map((space) => expect.stringContaining(space.name) as unknown as string)));
    const csv = await env.ok('offboarding.records.exportCsv', { connectionId: connectionId(), runId: jobId });
    expect(csv.rows).toBe(record.steps.length + record.remaining.length);

    const rollback = await env.ok('offboarding.handoverRollback.plan', { connectionId: connectionId(), runId: record.runId });
    expect(rollback.problems).toEqual([]);
    expect(rollback.steps[0]?.kind).toBe('account');
    expect(rollback.steps.some((step) => step.kind === 'token')).toBe(false);
    const undo = await env.ok('offboarding.handoverRollback.start', { connectionId: connectionId(), planId: rollback.planId, confirmation: rollback.phrase ?? '' });
    expect((await env.jobDone(undo.jobId)).progress.failed).toBe(0);
    const back = personTies(world(), leaver.accountId);
    expect(back.ownedContent.map((tie) => tie.id).sort()).toEqual(before.ownedContent.map((tie) => tie.id).sort());
    expect(back.namedInRestrictions).toEqual(before.namedInRestrictions);
    expect(back.notificationSchemes.map((scheme) => [scheme.id, scheme.events])).toEqual(before.notificationSchemes.map((scheme) => [scheme.id, scheme.events]));
    expect(back.ledProjects).toEqual(before.ledProjects);
    expect(world().people.find((person) => person.accountId === leaver.accountId)?.status).toBe('active');
    // The successor got nothing to keep: lists that did not name them before do not name them now.
    for (const tie of before.onlyEditorOf) expect([...(confluence().contents[tie.id]?.restrictions.update.userIds ?? [])].sort()).toEqual([...(editorsBefore.get(tie.id) ?? [])].sort());
    const rolled = await env.ok('offboarding.records.get', { connectionId: connectionId(), runId: record.runId });
    expect(rolled.steps.filter((step) => step.undoable).every((step) => step.outcome === 'rolledBack')).toBe(true);
    expect(rolled.rollbackId).toBe(undo.jobId);
  });

  it('hands over the pages of a SCIM-managed leaver while their deactivation is left with its reason', async () => {
    const { scimLeaver, successor } = cast;
    const { planId, inventory } = await inventoryOf([scimLeaver.accountId]);
    const account = ofKind(inventory.leavers[0]?.findings ?? [], 'account')[0];
    expect(account).toMatchObject({ canDeactivate: false, refusal: { key: 'externalDirectory.scim' } });
    const choices = everythingTo(scimLeaver.accountId, successor.accountId);
    const dry = await env.ok('offboarding.handoverDryRun.get', { connectionId: connectionId(), planId, choices });
    expect(dry.steps.some((step) => step.kind === 'account')).toBe(false);
    expect(dry.remaining.some((left) => left.target === account?.target)).toBe(true);
    const { jobId } = await env.ok('offboarding.handover.start', { connectionId: connectionId(), planId, confirmation: dry.phrase ?? '', choices });
    expect((await env.jobDone(jobId)).progress.failed).toBe(0);
    const after = personTies(world(), scimLeaver.accountId);
    expect(after.ownedContent.filter((tie) => tie.kind === 'page')).toEqual([]);
    expect(after.notificationSchemes).toEqual([]);
    expect(world().people.find((person) => person.accountId === scimLeaver.accountId)?.status).toBe('active');
  });

  it('refuses a deactivated or leaving successor, and skips what changed since the inventory, saying so', async () => {
    const { leaver, successor, deactivated, blockedSuccessor } = cast;
    const { planId, inventory } = await inventoryOf([leaver.accountId, blockedSuccessor.accountId]);
    const blocked = await env.ok('offboarding.handoverDryRun.get', { connectionId: connectionId(), planId, choices: everythingTo(leaver.accountId, deactivated.accountId) });
    expect(blocked.problems).toContain(`${deactivated.displayName} is deactivated: choose someone active.`);
    const leaving = await env.ok('offboarding.handoverDryRun.get', { connectionId: connectionId(), planId, choices: everythingTo(leaver.accountId, blockedSuccessor.accountId) });
    expect(leaving.problems).toContain(`${blockedSuccessor.displayName} is leaving too: choose someone who stays.`);
    const start = await env.fail('offboarding.handover.start', { connectionId: connectionId(), planId, confirmation: 'OFFBOARD 1 PERSON', choices: everythingTo(leaver.accountId, deactivated.accountId) });
    expect(start.message).toContain('is deactivated');

    // Someone hands one of the pages over by hand between the inventory and the run.
    const page = ofKind(inventory.leavers[0]?.findings ?? [], 'owner').find((found) => found.contentType === 'page');
    const record = confluence().contents[page?.id ?? ''];
    if (!record) throw new Error('the leaver owns no page');
    record.ownerId = successor.accountId;
    const choices: HandoverChoices = { ...everythingTo(leaver.accountId, successor.accountId), leavers: [{ ...everythingTo(leaver.accountId, successor.accountId).leavers[0]!, revokeTokens: false, deactivate: false }] };
    const { jobId } = await env.ok('offboarding.handover.start', { connectionId: connectionId(), planId, confirmation: 'OFFBOARD 1 PERSON', choices });
    await env.jobDone(jobId);
    const kept = await env.ok('offboarding.records.get', { connectionId: connectionId(), runId: jobId });
    expect(kept.steps.find((step) => step.key === `${leaver.accountId}|owner:page:${record.id}`)).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('Changed by someone else') as unknown as string });
  });
});
