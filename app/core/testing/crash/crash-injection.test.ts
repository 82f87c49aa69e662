import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { plainTraits } from '../../../api/admin/people.test-support';
import type { Output } from '../../../contract/channels';
import type { RecordedExchange } from '../../../sandbox/http/recorder';
import type { AdminState } from '../../../sandbox/areas/admin';
import type { BitbucketState } from '../../../sandbox/areas/bitbucket/state';
import type { JiraState } from '../../../sandbox/areas/jira/state';
import type { ConfluenceState } from '../../../sandbox/areas/confluence/state';
import { BAD_AUTOMATION_RUN } from '../../../sandbox/areas/confluence/data/seed-bad-automation';
import { bodyOf } from '../../../sandbox/areas/confluence/content';
import { loadWorld } from '../../../sandbox/data/state-file';
import { openPageTree, restrictionsById } from '../../../sandbox/areas/confluence/open-tree.test-support';
import type { Person, World } from '../../../sandbox/kit';
import type { Scenario } from './driver';
import { activityAndJournal } from './agreement';
import { offboardingCast } from '../../../sandbox/data/offboarding-cast';
import { personTies } from '../../../sandbox/testing/person-ties';

/**
 * Crash injection: the core runs in its own process and is killed (SIGKILL) at seeded points of a job,
 * just before an upstream write leaves or just after its answer arrives; it starts again on the same data
 * folder against a sandbox that runs in a process of its own (so its world outlives the app), recovers,
 * and resumes. Then every planned item was applied exactly once or skipped with a reason, and the world
 * equals the plan applied. `npm test` runs a few points per job type; `npm run hardening` runs 20.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const ROUNDS = Number(process.env.ORGDESK_CRASH_ROUNDS ?? 3);
const NOW = '2026-11-22T10:00:00.000Z';

interface SandboxProcess {
  baseUrl: string;
  credentials: Scenario['credentials'];
  world(): World;
  exchanges(): RecordedExchange[];
  stop(): Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A small seeded generator, so a failing round can be run again exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function startSandboxProcess(dir: string): Promise<SandboxProcess> {
  const stateFile = join(dir, 'world.json');
  const recordFile = join(dir, 'exchanges.jsonl');
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/sandbox/cli.ts', '--seed', 'crash', '--scale', 'demo', '--now', NOW, '--state', stateFile, '--record', recordFile], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  while (!out.includes('\n')) {
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
    out += chunk.toString();
  }
  const ready = JSON.parse(out.trim()) as { baseUrl: string } & Scenario['credentials'];
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  return {
    baseUrl: ready.baseUrl,
    credentials: ready,
    // Read before a round (saved as the sandbox starts) and after it is stopped (saved on the way out).
    world: () => {
      const world = loadWorld(stateFile);
      if (!world) throw new Error('the sandbox saved no world');
      return world;
    },
    exchanges: () => (existsSync(recordFile) ? readFileSync(recordFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RecordedExchange) : []),
    stop,
  };
}

interface DriverRun {
  killed: boolean;
  summary: unknown;
}

async function runDriver(scenario: Scenario): Promise<DriverRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/core/testing/crash/driver.ts', JSON.stringify(scenario)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (signal !== 'SIGKILL' && code !== 0) throw new Error(`the driver exited with ${code ?? signal}`);
  const last = out.trim().split('\n').pop();
  return { killed: signal === 'SIGKILL', summary: last ? (JSON.parse(last) as unknown) : null };
}

type RecoverySummary = {
  handled: Array<{ found: Output<'app.recovery.list'>['jobs'][number]; settled: Output<'app.recovery.check'>; outcomes: Output<'app.jobOutcomes.list'>['outcomes'] }>;
  left: number;
};

/** What became of each item of the stopped job in the end, by key: as the resumed job left it, else as settling found it. */
function endStates(recovered: RecoverySummary): Record<string, string> {
  const [job] = recovered.handled;
  const worded = (state: string, reason: string | null) => (state === 'skipped' ? `skipped: ${reason ?? ''}` : state);
  const resumed = new Map((job?.outcomes ?? []).map((outcome) => [outcome.key, worded(outcome.status, outcome.status === 'skipped' ? outcome.reason : null)]));
  return Object.fromEntries((job?.settled.items ?? []).map((item) => [item.key, resumed.get(item.key) ?? worded(item.state, item.note)]));
}

const tokensOf = (world: World, accountId: string) => (world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];
const hooksOf = (world: World, workspace: string) => (world.areas.bitbucket as BitbucketState).workspaces.find((candidate) => candidate.slug === workspace)?.hooks ?? [];

interface Round {
  sandbox: SandboxProcess;
  before: World;
  round: number;
  recovered: RecoverySummary;
}

/** What a round's job works on, chosen from the world: the flow's params, its writes, and how many items run at once (4 unless said). */
interface Chosen {
  params: unknown;
  writes: number;
  inFlight?: number;
}

/**
 * Runs `ROUNDS` crash rounds of one flow: a fresh sandbox process and data folder each, the flow's job
 * killed at a seeded write (`writes` of them planned), recovered with `choice`, then `check`ed.
 */
async function crashRounds(flow: string, choice: 'resume' | 'rollBack', seed: number, choose: (world: World, credentials: Scenario['credentials']) => Chosen, check: (round: Round) => void): Promise<void> {
  const random = seeded(seed);
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = await mkdtemp(join(tmpdir(), 'orgdesk-crash-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const sandbox = await startSandboxProcess(dir);
    const before = sandbox.world();
    const { params, writes, inFlight = 4 } = choose(before, sandbox.credentials);
    const crash = { atWrite: 1 + Math.floor(random() * writes), when: random() < 0.5 ? ('before' as const) : ('after' as const) };
    const base = { dataDir: join(dir, 'data'), baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, flow, params };
    const first = await runDriver({ ...base, mode: 'start', crash, choice: null });
    expect(first.killed, `round ${round}: the core was killed at write ${crash.atWrite} (${crash.when})`).toBe(true);
    const recovered = (await runDriver({ ...base, mode: 'recover', crash: null, choice })).summary as RecoverySummary;
    // What the stop left: items finished before it done, those in flight uncertain until read, the rest not started.
    expect(recovered.handled).toHaveLength(1);
    const [job] = recovered.handled;
    expect(job?.found.counts.uncertain).toBeGreaterThanOrEqual(1);
    expect(job?.found.counts.uncertain).toBeLessThanOrEqual(inFlight);
    expect(job?.settled.counts.uncertain).toBe(0);
    // Listed, not counted, so a failing round says which item went wrong and why.
    expect(job?.outcomes.filter((outcome) => outcome.status !== 'done' && !(outcome.status === 'skipped' && outcome.reason.length > 0)), `round ${round}: items neither done nor skipped with a reason`).toEqual([]);
    expect(recovered.left).toBe(0);
    // Activity and the journal agree on every write of every job, the stopped one and the one that recovered it.
    const told = activityAndJournal(base.dataDir);
    expect(told.activity, `round ${round}: Activity's writes against the journal's`).toEqual(told.journal);
    // Stopped first: the sandbox saves its world a tick after each change, and on the way out for sure.
    await sandbox.stop();
    check({ sandbox, before, round, recovered });
  }
}

/** Successful writes per target path: each planned change must have been made exactly once. */
function successfulWrites(sandbox: SandboxProcess, method: string, pathPart: string): string[] {
  return sandbox
    .exchanges()
    .filter((exchange) => exchange.method === method && exchange.path.includes(pathPart) && exchange.status < 300)
    .map((exchange) => decodeURIComponent(exchange.path));
}

/** What rolling back the seeded automation run promises: the version each page goes back to, the page it created, the pages left alone. */
interface RunRollbackPlan {
  restored: Map<string, ConfluenceState['contents'][string]['versions'][number]>;
  trashed: string[];
  untouched: string[];
}

/**
 * The seeded bad automation run, read from the world as an admin would see it: rolled back from a minute
 * before its first edit, only its account's changes, the report page it created ticked for the trash. A
 * page someone edited after the run is left alone.
 */
function badAutomationRun(world: World): { params: unknown; expected: RunRollbackPlan } {
  const confluence = world.areas.confluence as ConfluenceState;
  const automation = world.people.find((person: Person) => person.accountType === 'app' && person.status === 'active');
  const space = Object.values(confluence.spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey);
  if (!automation || !space) throw new Error('no automation run seeded');
  const touched = Object.values(confluence.contents).filter((content) => content.type === 'page' && content.status === 'current' && content.spaceId === space.id && content.versions.some((version) => version.authorId === automation.accountId));
  const firstEdit = touched.flatMap((content) => content.versions.filter((version) => version.authorId === automation.accountId).map((version) => version.createdAt)).sort()[0] ?? '';
  const expected: RunRollbackPlan = { restored: new Map(), trashed: [], untouched: [] };
  for (const page of touched) {
    const start = page.versions.findIndex((version) => version.authorId === automation.accountId);
    const target = page.versions[start - 1];
    if (target === undefined) expected.trashed.push(page.id);
    else if (page.versions.slice(start).some((version) => version.authorId !== automation.accountId)) expected.untouched.push(page.id);
    else expected.restored.set(page.id, target);
  }
  return { params: { spaceId: space.id, since: new Date(Date.parse(firstEdit) - 60_000).toISOString(), authorId: automation.accountId, trash: expected.trashed }, expected };
}

describe('crash injection', () => {
  it(`bulk revoke: killed at ${ROUNDS} seeded points, recovered and resumed, revokes every planned token exactly once`, async () => {
    let tokens: Array<{ accountId: string; tokenId: string }> = [];
    let owners: Person[] = [];
    await crashRounds(
      'bulkRevoke',
      'resume',
      20261127,
      (world) => {
        owners = world.people.filter((person: Person) => person.accountId !== world.adminAccountId && Object.entries(plainTraits).every(([key, value]) => person[key as keyof Person] === value) && tokensOf(world, person.accountId).length > 0).slice(0, 4);
        tokens = owners.flatMap((owner) => tokensOf(world, owner.accountId).map((token) => ({ accountId: owner.accountId, tokenId: token.id })));
        expect(tokens.length).toBeGreaterThanOrEqual(4);
        return { params: { tokens }, writes: tokens.length };
      },
      ({ sandbox, before }) => {
        const after = sandbox.world();
        for (const { accountId, tokenId } of tokens) expect(tokensOf(after, accountId).some((token) => token.id === tokenId)).toBe(false);
        for (const person of before.people.filter((candidate) => !owners.some((owner) => owner.accountId === candidate.accountId))) expect(tokensOf(after, person.accountId)).toEqual(tokensOf(before, person.accountId));
        const revocations = successfulWrites(sandbox, 'DELETE', '/api-tokens/');
        for (const { tokenId } of tokens) expect(revocations.filter((path) => path.endsWith(`/api-tokens/${tokenId}`)), `token ${tokenId} revoked once`).toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`orphan scheme clean-up: killed at ${ROUNDS} seeded points, recovered and resumed, deletes every orphaned scheme exactly once`, async () => {
    let orphans: number[] = [];
    await crashRounds(
      'orphanCleanup',
      'resume',
      20261130,
      (world) => {
        const jira = world.areas.jira as JiraState;
        const used = new Set(jira.projects.map((project) => project.notificationSchemeId));
        orphans = jira.notificationSchemes.filter((scheme) => !used.has(scheme.id) && scheme.id !== jira.defaultNotificationSchemeId).map((scheme) => scheme.id);
        expect(orphans.length).toBeGreaterThanOrEqual(2);
        return { params: {}, writes: orphans.length };
      },
      ({ sandbox, before }) => {
        const left = (sandbox.world().areas.jira as JiraState).notificationSchemes.map((scheme) => scheme.id);
        expect(left).toEqual((before.areas.jira as JiraState).notificationSchemes.map((scheme) => scheme.id).filter((id) => !orphans.includes(id)));
        const deletes = successfulWrites(sandbox, 'DELETE', '/notificationscheme/');
        for (const id of orphans) expect(deletes.filter((path) => path.endsWith(`/notificationscheme/${id}`)), `scheme ${id} deleted once`).toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`history clean-up: killed at ${ROUNDS} seeded points, recovered and resumed, keeps exactly the newest version`, async () => {
    let pageId = '';
    let planned = 0;
    await crashRounds(
      'historyCleanup',
      'resume',
      20261131,
      (world) => {
        const contents = Object.values((world.areas.confluence as ConfluenceState).contents);
        const page = contents.filter((content) => content.type === 'page' && content.status === 'current' && content.restrictions.read.userIds.length === 0 && content.restrictions.read.groupIds.length === 0).filter((content) => content.versions.length >= 6).sort((a, b) => a.versions.length - b.versions.length)[0];
        if (!page) throw new Error('no page with a history');
        pageId = page.id;
        planned = page.versions.length - 1;
        expect(planned).toBeGreaterThanOrEqual(4);
        return { params: { pageId }, writes: planned };
      },
      ({ sandbox, before }) => {
        const versionsOf = (world: World) => (world.areas.confluence as ConfluenceState).contents[pageId]?.versions.map((version) => version.createdAt) ?? [];
        expect(versionsOf(sandbox.world())).toEqual(versionsOf(before).slice(-1));
        // Numbers move as versions go, so no path twice is no proof: the count is (one more would have taken the kept one).
        expect(successfulWrites(sandbox, 'DELETE', `/content/${pageId}/version/`)).toHaveLength(planned);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`tree change: killed at ${ROUNDS} seeded points, recovered and resumed, changes every page of the tree exactly once`, async () => {
    let tree: string[] = [];
    let admin = '';
    await crashRounds(
      'treeChange',
      'resume',
      20261201,
      (world) => {
        tree = openPageTree(world);
        admin = world.adminAccountId;
        return { params: { pageId: tree[0], accountId: admin }, writes: tree.length, inFlight: 6 };
      },
      ({ sandbox, before }) => {
        const planned = restrictionsById(before);
        for (const id of tree) planned[id] = { read: { userIds: [], groupIds: [] }, update: { userIds: [admin], groupIds: [] } };
        expect(restrictionsById(sandbox.world())).toEqual(planned);
        const writes = successfulWrites(sandbox, 'PUT', '/restriction');
        for (const id of tree) expect(writes.filter((path) => path.includes(`/content/${id}/restriction`)), `page ${id} changed once`).toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`tree change: killed at ${ROUNDS} seeded points, rolled back, leaves every page as it was before`, async () => {
    await crashRounds(
      'treeChange',
      'rollBack',
      20261202,
      (world) => {
        const tree = openPageTree(world);
        return { params: { pageId: tree[0], accountId: world.adminAccountId }, writes: tree.length, inFlight: 6 };
      },
      ({ sandbox, before, recovered }) => {
        // Every page found changed was put back by the roll-back, and nothing else is changed.
        const [job] = recovered.handled;
        expect(job?.outcomes.filter((outcome) => outcome.status === 'done')).toHaveLength(job?.settled.counts.done ?? -1);
        expect(restrictionsById(sandbox.world())).toEqual(restrictionsById(before));
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`tree change rollback: the change run to its end, its rollback killed at ${ROUNDS} seeded points, recovered and resumed, puts back every page exactly once`, async () => {
    let tree: string[] = [];
    await crashRounds(
      'treeRollback',
      'resume',
      20261204,
      (world) => {
        tree = openPageTree(world);
        return { params: { pageId: tree[0], accountId: world.adminAccountId }, writes: tree.length, inFlight: 6 };
      },
      ({ sandbox, before, recovered }) => {
        // No one else changed a page, so every page was put back, none skipped (a page settled wrongly would be).
        expect(endStates(recovered)).toEqual(Object.fromEntries(tree.map((id) => [id, 'done'])));
        // `before` is the world before the tree change: the rollback ends exactly there.
        expect(restrictionsById(sandbox.world())).toEqual(restrictionsById(before));
        // The change wrote each page once (a list to add to), the rollback once (emptied lists are removed).
        const changes = successfulWrites(sandbox, 'PUT', '/restriction');
        const putBack = successfulWrites(sandbox, 'DELETE', '/restriction');
        for (const id of tree) {
          expect(changes.filter((path) => path.includes(`/content/${id}/restriction`)), `page ${id} changed once`).toHaveLength(1);
          expect(putBack.filter((path) => path.includes(`/content/${id}/restriction`)), `page ${id} put back once`).toHaveLength(1);
        }
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`roll-back of a run: killed at ${ROUNDS} seeded points, recovered and resumed, restores each page once and trashes the page the run created`, async () => {
    let expected: RunRollbackPlan = { restored: new Map(), trashed: [], untouched: [] };
    await crashRounds(
      'runRollback',
      'resume',
      20261205,
      (world) => {
        const run = badAutomationRun(world);
        expected = run.expected;
        expect(expected.restored.size).toBeGreaterThanOrEqual(4);
        expect(expected.trashed).toHaveLength(1);
        expect(expected.untouched.length).toBeGreaterThanOrEqual(1);
        return { params: run.params, writes: expected.restored.size + expected.trashed.length, inFlight: 6 };
      },
      ({ sandbox, before, recovered }) => {
        // Only the page edited after the run is skipped, saying so; a page settled wrongly would be skipped too.
        expect(endStates(recovered)).toEqual(
          Object.fromEntries([
            ...[...expected.restored.keys(), ...expected.trashed].map((id) => [id, 'done']),
            ...expected.untouched.map((id) => [id, 'skipped: Someone else edited it afterwards, and it was not ticked.']),
          ]),
        );
        const contentsBefore = (before.areas.confluence as ConfluenceState).contents;
        const contents = (sandbox.world().areas.confluence as ConfluenceState).contents;
        const restoreWrites = successfulWrites(sandbox, 'POST', '/version');
        for (const [id, target] of expected.restored) {
          const page = contents[id];
          const was = contentsBefore[id];
          if (!page || !was) throw new Error(`page ${id} is gone`);
          // One new version on top of the run's, with the content and title of the version before the run.
          expect(page.versions.map((version) => version.number)).toEqual([...was.versions.map((version) => version.number), was.versions.length + 1]);
          const now = page.versions.at(-1);
          if (!now) throw new Error(`page ${id} has no version`);
          expect(now.message, `page ${id} restored by the roll-back`).toMatch(/^Rolled back the changes made by .+ since /);
          expect(now.title).toBe(target.title);
          expect(bodyOf(page, now)).toBe(bodyOf(was, target));
          expect(restoreWrites.filter((path) => path.endsWith(`/content/${id}/version`)), `page ${id} restored once`).toHaveLength(1);
        }
        const trashWrites = successfulWrites(sandbox, 'DELETE', '/pages/');
        for (const id of expected.trashed) {
          expect(contents[id]?.status).toBe('trashed');
          expect(trashWrites.filter((path) => path.includes(`/pages/${id}`)), `page ${id} trashed once`).toHaveLength(1);
        }
        // Everything else, the page edited after the run among it, is as it was.
        const changed = new Set([...expected.restored.keys(), ...expected.trashed]);
        const state = (record: ConfluenceState['contents']) => Object.entries(record).filter(([id]) => !changed.has(id)).map(([id, content]) => [id, content.status, content.versions.length]);
        expect(state(contents)).toEqual(state(contentsBefore));
        expect(trashWrites).toHaveLength(expected.trashed.length);
        expect(restoreWrites).toHaveLength(expected.restored.size);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`version removal: killed at ${ROUNDS} seeded points, recovered and resumed, removes the version once and moves its issues`, async () => {
    let versionId = 0;
    let intoId = 0;
    await crashRounds(
      'versionRemoval',
      'resume',
      20261203,
      (world) => {
        const jira = world.areas.jira as JiraState;
        const names = (issue: JiraState['issues'][number], id: number) => issue.fixVersionIds.includes(id) || issue.affectedVersionIds.includes(id) || Object.values(issue.versionFieldValues).some((ids) => ids.includes(id));
        const used = jira.versions.filter((version) => jira.issues.some((issue) => names(issue, version.id)));
        const into = used.find((version) => !version.released && !version.archived);
        const source = used.find((version) => version !== into && version.projectId === into?.projectId);
        if (!source || !into) throw new Error('no version to remove into another');
        versionId = source.id;
        intoId = into.id;
        return { params: { versionId: String(versionId), intoId: String(intoId) }, writes: 1 };
      },
      ({ sandbox, before }) => {
        const jira = sandbox.world().areas.jira as JiraState;
        expect(jira.versions.map((version) => version.id)).toEqual((before.areas.jira as JiraState).versions.map((version) => version.id).filter((id) => id !== versionId));
        const swapped = (ids: number[]) => [...new Set(ids.map((id) => (id === versionId ? intoId : id)))].sort((a, b) => a - b);
        const byId = new Map(jira.issues.map((issue) => [issue.id, issue]));
        for (const issue of (before.areas.jira as JiraState).issues) {
          const now = byId.get(issue.id);
          expect([...(now?.fixVersionIds ?? [])].sort((a, b) => a - b), `fix versions of ${issue.key}`).toEqual(swapped(issue.fixVersionIds));
          expect([...(now?.affectedVersionIds ?? [])].sort((a, b) => a - b), `affects versions of ${issue.key}`).toEqual(swapped(issue.affectedVersionIds));
        }
        expect(successfulWrites(sandbox, 'POST', '/removeAndSwap')).toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  /** Active hooks of the connection's workspace, at least four. */
  const activeHooks = (world: World, workspace: string) => {
    const hooks = hooksOf(world, workspace).filter((hook) => hook.active).slice(0, 8);
    expect(hooks.length).toBeGreaterThanOrEqual(4);
    return hooks.map((hook) => hook.uuid);
  };

  it(`offboarding: killed at ${ROUNDS} seeded points, recovered and resumed, hands everything over once, then revokes and deactivates`, async () => {
    let leaverId = '';
    let successorId = '';
    let owned: string[] = [];
    let tokens: string[] = [];
    await crashRounds(
      'offboarding',
      'resume',
      20261130,
      (world) => {
        const cast = offboardingCast(world.people);
        if (!cast) throw new Error('no offboarding cast');
        leaverId = cast.leaver.accountId;
        successorId = cast.successor.accountId;
        const ties = personTies(world, leaverId);
        owned = ties.ownedContent.filter((tie) => tie.kind === 'page').map((tie) => tie.id);
        tokens = ties.tokens.map((token) => token.id);
        const writes = owned.length + ties.namedInRestrictions.reduce((sum, tie) => sum + tie.operations.length, 0) + ties.notificationSchemes.length + ties.ledProjects.length + tokens.length + 1;
        return { params: { leaverId, successorId }, writes };
      },
      ({ sandbox, recovered }) => {
        // Nobody else changed anything: a step the stop interrupted is found done, never skipped as changed by someone else.
        expect(Object.values(endStates(recovered)).filter((state) => state !== 'done')).toEqual([]);
        const after = sandbox.world();
        const ties = personTies(after, leaverId);
        expect(ties.ownedContent.filter((tie) => tie.kind === 'page')).toEqual([]);
        expect(ties.namedInRestrictions).toEqual([]);
        expect(ties.notificationSchemes).toEqual([]);
        expect(ties.ledProjects).toEqual([]);
        expect(ties.tokens).toEqual([]);
        expect(after.people.find((person) => person.accountId === leaverId)?.status).toBe('inactive');
        const handovers = successfulWrites(sandbox, 'PUT', '/wiki/api/v2/pages/');
        for (const pageId of owned) expect(handovers.filter((path) => path.endsWith(`/pages/${pageId}`)), `page ${pageId} handed over once`).toHaveLength(1);
        const revocations = successfulWrites(sandbox, 'DELETE', '/api-tokens/');
        for (const tokenId of tokens) expect(revocations.filter((path) => path.endsWith(`/api-tokens/${tokenId}`)), `token ${tokenId} revoked once`).toHaveLength(1);
        expect(successfulWrites(sandbox, 'POST', '/lifecycle/disable'), 'deactivated once').toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`snapshot restore: killed at ${ROUNDS} seeded points, recovered and resumed, puts every paused hook back once`, async () => {
    let workspace = '';
    let hookIds: string[] = [];
    await crashRounds(
      'snapshotRestore',
      'resume',
      20261127,
      (world, credentials) => {
        workspace = credentials.bitbucket.workspace;
        hookIds = activeHooks(world, workspace);
        return { params: { workspace, hookIds }, writes: hookIds.length };
      },
      ({ sandbox, before, recovered }) => {
        expect(Object.values(endStates(recovered)).filter((state) => state !== 'done')).toEqual([]);
        expect(hooksOf(sandbox.world(), workspace).map((hook) => [hook.uuid, hook.active])).toEqual(hooksOf(before, workspace).map((hook) => [hook.uuid, hook.active]));
        // One pause by hand and one restore each: none put back twice.
        const writes = successfulWrites(sandbox, 'PUT', '/hooks/');
        for (const hookId of hookIds) expect(writes.filter((path) => path.endsWith(`/hooks/${hookId}`)), `hook ${hookId} paused, then put back once`).toHaveLength(2);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`webhook bulk pause: killed at ${ROUNDS} seeded points, recovered and resumed, pauses every planned hook exactly once`, async () => {
    let workspace = '';
    let hookIds: string[] = [];
    await crashRounds(
      'hookPause',
      'resume',
      20261128,
      (world, credentials) => {
        workspace = credentials.bitbucket.workspace;
        hookIds = activeHooks(world, workspace);
        return { params: { workspace, hookIds }, writes: hookIds.length };
      },
      ({ sandbox, before }) => {
        const after = hooksOf(sandbox.world(), workspace);
        for (const hook of hooksOf(before, workspace)) expect(after.find((candidate) => candidate.uuid === hook.uuid)?.active).toBe(hookIds.includes(hook.uuid) ? false : hook.active);
        const pauses = successfulWrites(sandbox, 'PUT', '/hooks/');
        for (const hookId of hookIds) expect(pauses.filter((path) => path.endsWith(`/hooks/${hookId}`)), `hook ${hookId} paused once`).toHaveLength(1);
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));

  it(`webhook bulk pause: killed at ${ROUNDS} seeded points, rolled back, leaves every hook as it was before`, async () => {
    let workspace = '';
    await crashRounds(
      'hookPause',
      'rollBack',
      20261129,
      (world, credentials) => {
        workspace = credentials.bitbucket.workspace;
        const hookIds = activeHooks(world, workspace);
        return { params: { workspace, hookIds }, writes: hookIds.length };
      },
      ({ sandbox, before }) => {
        expect(hooksOf(sandbox.world(), workspace).map((hook) => [hook.uuid, hook.active])).toEqual(hooksOf(before, workspace).map((hook) => [hook.uuid, hook.active]));
      },
    );
  }, 60_000 * Math.max(1, ROUNDS));
});
