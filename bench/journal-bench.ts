import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainTraits } from '../app/api/admin/people.test-support';
import type { Channel, Input, Output } from '../app/contract/channels';
import { createCore, type Core } from '../app/core';
import { MemorySecretStore } from '../app/core/secrets/memory-secret-store';
import { JsonFileSettingsStore } from '../app/core/settings/json-file-settings-store';
import { waitForJob } from '../app/core/test-support';
import type { AdminState } from '../app/sandbox/areas/admin';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import { connectionPartsFor, type Person } from '../app/sandbox/kit';
import { startSandbox, type RunningSandbox } from '../app/sandbox/server';

const LATENCY_MS = 100;
const TOKENS = 1000;
const TREE_PAGES = 500;

export interface JournalRow {
  job: string;
  journal: 'on' | 'off';
  items: number;
  seconds: number;
  itemsPerSecond: number;
}

interface Harness {
  core: Core;
  connectionId: string;
  call<C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>>;
  close(): Promise<void>;
}

async function coreOn(sandbox: RunningSandbox, journalJobs: boolean): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'orgdesk-journal-bench-'));
  const core = await createCore({ transport: 'bridge', version: 'bench', secretStore: new MemorySecretStore(), settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')), dataDir, fetch: globalThis.fetch, journalJobs });
  const call = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.data as Output<C>;
  };
  const { id: connectionId } = await call('app.connections.add', { name: 'Bench', ...connectionPartsFor(sandbox.baseUrl, sandbox.credentials), bitbucket: null });
  return {
    core,
    connectionId,
    call,
    close: async () => {
      await core.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function timedJob(harness: Harness, start: () => Promise<string>): Promise<number> {
  const started = performance.now();
  const jobId = await start();
  await waitForJob(harness.core, jobId);
  return (performance.now() - started) / 1000;
}

function row(job: string, journal: boolean, items: number, seconds: number): JournalRow {
  return { job, journal: journal ? 'on' : 'off', items, seconds: Math.round(seconds * 100) / 100, itemsPerSecond: Math.round((items / seconds) * 10) / 10 };
}

async function bulkRevoke(journal: boolean): Promise<JournalRow> {
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large', latencyMs: LATENCY_MS });
  const harness = await coreOn(sandbox, journal);
  try {
    const tokensByAccount = (sandbox.world.areas.admin as AdminState).tokensByAccount;
    const plain = (person: Person) => person.accountId !== sandbox.world.adminAccountId && Object.entries(plainTraits).every(([key, value]) => person[key as keyof Person] === value);
    const tokens = sandbox.world.people.filter(plain).flatMap((person) => (tokensByAccount[person.accountId] ?? []).map((token) => ({ accountId: person.accountId, tokenId: token.id }))).slice(0, TOKENS);
    const plan = await harness.call('users.bulkRevoke.plan', { connectionId: harness.connectionId, tokens });
    const seconds = await timedJob(harness, async () => (await harness.call('users.bulkRevoke.start', { connectionId: harness.connectionId, planId: plan.planId, confirmation: plan.confirmationPhrase })).jobId);
    return row('Bulk revoke', journal, plan.revokeCount, seconds);
  } finally {
    await harness.close();
    await sandbox.close();
  }
}

/** A page with 499 pages right below it, all open to everyone: the tree change adds the admin as editor of each. */
function seedTree(sandbox: RunningSandbox): string {
  const state = sandbox.world.areas.confluence as ConfluenceState;
  const space = Object.values(state.spaces).find((candidate) => candidate.status === 'current' && candidate.key !== 'MKT');
  if (!space) throw new Error('no space for the tree');
  const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id && content.id !== space.homepageId).slice(0, TREE_PAGES);
  const [root, ...below] = pages;
  if (!root || below.length < TREE_PAGES - 1) throw new Error('not enough pages for the tree');
  for (const page of pages) {
    page.status = 'current';
    page.restrictions = { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };
  }
  for (const page of below) page.parentId = root.id;
  return root.id;
}

async function treeChange(journal: boolean): Promise<JournalRow> {
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large', latencyMs: LATENCY_MS });
  const harness = await coreOn(sandbox, journal);
  try {
    const pageId = seedTree(sandbox);
    const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'user' as const, id: sandbox.world.adminAccountId } }];
    const preview = await harness.call('confluence.accessTree.plan', { connectionId: harness.connectionId, pageId, edits });
    await waitForJob(harness.core, preview.jobId);
    const plan = await harness.call('confluence.accessTree.getPlan', { connectionId: harness.connectionId, jobId: preview.jobId });
    const seconds = await timedJob(harness, async () => (await harness.call('confluence.accessTree.start', { connectionId: harness.connectionId, planId: preview.jobId, confirmation: plan.phrase })).jobId);
    return row('Tree restriction change', journal, plan.changing, seconds);
  } finally {
    await harness.close();
    await sandbox.close();
  }
}

/** What the change journal costs: the same jobs at 100 ms latency, with it and without it (goal: under 5 % slower). */
export async function benchJournal(): Promise<JournalRow[]> {
  const rows: JournalRow[] = [];
  // Without first for one job and with first for the other, so a warming machine favours neither.
  rows.push(await bulkRevoke(false), await bulkRevoke(true));
  rows.push(await treeChange(true), await treeChange(false));
  return rows;
}
