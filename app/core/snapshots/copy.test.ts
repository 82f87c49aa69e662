import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfluenceState } from '../../sandbox/areas/confluence/state';
import type { JiraState } from '../../sandbox/areas/jira/state';
import { STAGING_ONLY_TEMPLATE } from '../../sandbox/areas/confluence/data/generate-templates';
import { STAGING_ONLY_PERSON } from '../../sandbox/data/staging';
import { connectionPartsFor, type World } from '../../sandbox/kit';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { startCoreOnSandbox, type CoreOnSandbox } from '../testing/sandbox-core.test-support';
import { waitFor } from './snapshots.test-support';

/** The core's connection is the production site; a second connection reaches its staging site. */
let env: CoreOnSandbox;
let staging: RecordedSandbox;
let stagingId = '';
beforeAll(async () => {
  env = await startCoreOnSandbox();
  staging = await startRecordedSandbox({ seed: 'test-staging', scale: 'demo', stagingOf: 'test' });
  stagingId = (await env.ok('app.connections.add', { name: 'Staging', ...connectionPartsFor(staging.baseUrl, staging.credentials), jiraApiVersion: '3' })).id;
});
afterAll(async () => {
  await env.close();
  await staging.close();
});

const production = () => env.sandbox.world;
const schemesOf = (world: World) => (world.areas.jira as JiraState).notificationSchemes;
const emailOf = (world: World, accountId: string | undefined) => world.people.find((person) => person.accountId === accountId)?.email;

/** Who a scheme names one by one, by e-mail, per event: comparable across the two sites. */
function peopleByEvent(world: World, name: string): string[] {
  const scheme = schemesOf(world).find((candidate) => candidate.name === name);
  if (!scheme) return [];
  return scheme.events.flatMap((event) => event.notifications.filter((n) => n.notificationType === 'User').map((n) => `${event.eventId}|${emailOf(world, n.parameter) ?? '?'}`)).sort();
}

describe('copying from a staging site to production', () => {
  it('copies two schemes and a template with people matched by e-mail, leaving out the one production lacks', async () => {
    const { jobId: taken } = await env.ok('snapshots.snapshot.create', { connectionId: stagingId, label: 'Staging as tested', spaceKeys: [] });
    await env.jobDone(taken);
    const snapshot = await waitFor(async () => (await env.ok('snapshots.snapshots.list', { connectionId: env.connectionId })).snapshots.find((summary) => summary.label === 'Staging as tested') ?? null);
    // Seen from production, it was taken on another site.
    expect(snapshot.sameSite).toBe(false);

    const { jobId: comparisonId } = await env.ok('snapshots.comparison.start', { connectionId: env.connectionId, baseId: snapshot.id, otherId: null });
    await env.jobDone(comparisonId);
    const comparison = await env.ok('snapshots.comparison.get', { connectionId: env.connectionId, jobId: comparisonId });
    expect(comparison.crossSite).toBe(true);
    const key = (target: string) => {
      const found = comparison.changes.find((change) => change.target === target);
      if (!found) throw new Error(`no change “${target}” in ${comparison.changes.map((change) => change.target).join(', ')}`);
      return found.key;
    };
    const keys = [key('Notification scheme “Incident alerts v2”'), key('Notification scheme “Release notifications (tested)”'), key(`Site template “${STAGING_ONLY_TEMPLATE.name}”`)];
    const clash = key('Notification scheme “Platform Notifications”');

    const first = await env.ok('snapshots.apply.plan', { connectionId: env.connectionId, comparisonId, keys: [...keys, clash] });
    expect(first.mode).toBe('copy');
    const priya = first.people.find((match) => match.source.email === STAGING_ONLY_PERSON.email);
    expect(priya?.by).toBe('none');
    expect(first.people.filter((match) => match.by === 'email').length).toBeGreaterThan(3);
    expect(first.phrase).toBeNull();
    expect(first.blockers).toEqual(['Choose who stands for 1 person on this site, or leave them out.']);
    // A scheme whose name is taken here is copied under a new name unless updating it is chosen.
    expect(first.steps.find((step) => step.key === clash)?.words).toMatch(/^Create notification scheme “Platform Notifications \(copy\)”/);

    const people = { [priya?.source.accountId ?? '']: null };
    const plan = await env.ok('snapshots.apply.plan', { connectionId: env.connectionId, comparisonId, keys, people });
    expect(plan.blockers).toEqual([]);
    expect(plan.phrase).toBe('COPY 3 ITEMS');
    const { jobId } = await env.ok('snapshots.apply.start', { connectionId: env.connectionId, planId: plan.planId, confirmation: 'copy 3 items' });
    const outcomes = await env.jobDone(jobId);
    expect(outcomes.outcomes.map((outcome) => (outcome.status === 'failed' ? outcome.error.message : outcome.status))).toEqual(['done', 'done', 'done']);

    // Production now has both schemes, naming the same people by e-mail as staging does, without the contractor.
    for (const name of ['Incident alerts v2', 'Release notifications (tested)']) {
      const there = peopleByEvent(staging.world, name).filter((entry) => !entry.endsWith(STAGING_ONLY_PERSON.email));
      expect(peopleByEvent(production(), name), name).toEqual(there);
    }
    expect(JSON.stringify(schemesOf(production()))).not.toContain(STAGING_ONLY_PERSON.email);
    const templates = Object.values((production().areas.confluence as ConfluenceState).templates);
    expect(templates.filter((template) => template.name === STAGING_ONLY_TEMPLATE.name)).toHaveLength(1);
    // Staging itself is untouched.
    expect(schemesOf(staging.world).filter((scheme) => scheme.name.includes('(copy)'))).toEqual([]);
  });
});
