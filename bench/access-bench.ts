import { PrincipalDirectory } from '../app/core/confluence/access/directory';
import { explainAccess } from '../app/core/confluence/access/explain';
import { readAccessFacts } from '../app/core/confluence/access/page-access';
import { SpaceReports } from '../app/core/confluence/access/space-report';
import { createTestCore } from '../app/core/test-support';
import { createJobRegistry } from '../app/jobs/job-registry';
import { addPage } from '../app/sandbox/areas/confluence/data/seed-access-cases';
import { allocateId, type ConfluenceState, type ContentRecord, type SpaceRecord } from '../app/sandbox/areas/confluence/state';
import { caller, startBenchTarget, type BenchTarget } from './bench-sandbox';

/**
 * Page access at scale, at 100 ms latency: explaining one page ten levels deep for one person (requests
 * against the fewest the walk needs, and time), and the restricted-pages report of a 20,000-page space
 * (requests against one per 250 pages, time, and how long the report's own work took).
 */

const LATENCY_MS = 100;
const CONNECTIONS = 6;
const DEPTH = 10;
const REPORT_PAGES = 20_000;

export interface ExplainRow {
  depth: number;
  requests: number;
  /** Page, ancestors, their titles, every list on the chain, space, grants, me, the person's groups, two checks. */
  minimumRequests: number;
  /** Of the requests, the names and standing of the people and groups shown. */
  nameLookups: number;
  seconds: number;
}

export interface ReportRow {
  pages: number;
  requests: number;
  /**
   * The space, its size, one content search per 250 pages, and one standing check per person and group the
   * restrictions name (a person's from the Admin API, which reads one profile a request; a group's by its id).
   */
  minimumRequests: number;
  /** People and groups the restrictions name. */
  named: number;
  seconds: number;
  /** Working out the findings and counts once every page was read, with the names of the people and groups named. */
  buildMs: number;
  /** Requests made while building: the names and standing of the people and groups the restrictions name. */
  nameLookups: number;
  rows: number;
}

const CREATED = '2026-01-05T09:00:00.000Z';
const unrestricted = (): ContentRecord['restrictions'] => ({ read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } });
const page = (state: ConfluenceState, space: SpaceRecord, parentId: string | null, title: string, authorId: string, position: number) =>
  addPage(state, space, parentId, title, authorId, unrestricted(), CREATED, position);

export async function benchExplainDeepPage(): Promise<ExplainRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS, scale: 'demo' }, { maxConcurrentPerHost: CONNECTIONS });
  try {
    const state = target.sandbox.world.areas.confluence as ConfluenceState;
    const admin = target.sandbox.world.adminAccountId;
    const space = Object.values(state.spaces).find((candidate) => candidate.key === 'ENG');
    if (space === undefined || space.homepageId === null) throw new Error('the bench world has no ENG space');
    let parentId = space.homepageId;
    let deepest: ContentRecord | undefined;
    for (let level = 1; level < DEPTH; level += 1) {
      deepest = page(state, space, parentId, `Bench level ${level}`, admin, 0);
      if (level === 3 || level === 7) deepest.restrictions.read = { userIds: [admin], groupIds: [] };
      parentId = deepest.id;
    }
    if (deepest === undefined) throw new Error('no chain');
    const person = target.sandbox.world.people.find((candidate) => candidate.status === 'active' && candidate.accountType === 'atlassian' && candidate.accountId !== admin);
    if (person === undefined) throw new Error('no second person');
    const signal = new AbortController().signal;
    const before = target.requests();
    const started = performance.now();
    const directory = new PrincipalDirectory(target.session, signal);
    const facts = await readAccessFacts(target.session, directory, deepest.id, signal);
    const verdict = await explainAccess(target.session, directory, facts, { type: 'user', id: person.accountId }, signal);
    const seconds = (performance.now() - started) / 1000;
    if (verdict.verdicts[0]?.allowed !== false) throw new Error('the bench person should be blocked by level 3');
    const requests = target.requests() - before;
    const ancestors = facts.ancestors.length;
    // getPage, ancestors, titles, own list, one list per ancestor, space, grants, current user; groups of the person; two checks.
    const minimumRequests = 3 + 1 + ancestors + 3 + 1 + 2;
    return { depth: ancestors + 1, requests, minimumRequests, nameLookups: requests - minimumRequests, seconds: Math.round(seconds * 100) / 100 };
  } finally {
    await target.sandbox.close();
  }
}

/** The restricted-pages report of one space as the screen runs it: the job reading every page, then the findings built. */
export async function measureSpaceReport(target: BenchTarget, spaceId: string): Promise<ReportRow & { answers429: number }> {
  const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined });
  const reports = new SpaceReports(jobs);
  const signal = new AbortController().signal;
  const before = target.requests();
  const refusedBefore = target.answers429();
  const started = performance.now();
  const run = await reports.start(target.session, 'bench', spaceId, signal);
  for (;;) {
    const progress = jobs.get(run.jobId);
    if (progress.state === 'completed' || progress.state === 'cancelled') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const buildStarted = performance.now();
  const beforeBuild = target.requests();
  const report = await reports.view(run.jobId, 'bench', target.session, signal);
  const nameLookups = target.requests() - beforeBuild;
  const buildMs = Math.round(performance.now() - buildStarted);
  const seconds = (performance.now() - started) / 1000;
  return {
    pages: report.pagesRead,
    requests: target.requests() - before,
    answers429: target.answers429() - refusedBefore,
    minimumRequests: 2 + Math.ceil(report.pagesRead / 250) + report.principals.length,
    named: report.principals.length,
    seconds: Math.round(seconds * 10) / 10,
    buildMs,
    nameLookups,
    rows: report.rows.length,
  };
}

export async function benchRestrictedPagesReport(): Promise<ReportRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS, scale: 'demo' }, { maxConcurrentPerHost: CONNECTIONS });
  try {
    const state = target.sandbox.world.areas.confluence as ConfluenceState;
    const admin = target.sandbox.world.adminAccountId;
    const template = Object.values(state.spaces)[0];
    if (template === undefined) throw new Error('no space');
    const space: SpaceRecord = { ...template, id: allocateId(state), key: 'BIG', name: 'Big space', homepageId: null, permissions: template.permissions.map((grant) => ({ ...grant, id: allocateId(state) })) };
    state.spaces[space.id] = space;
    const home = page(state, space, null, 'Big space Home', admin, 0);
    space.homepageId = home.id;
    const groups = Object.values(state.groups).filter((group) => group.deletedAt === null);
    const parents = [home.id];
    for (let index = 1; index < REPORT_PAGES; index += 1) {
      const parentId = parents[Math.floor(index / 8)] ?? home.id;
      const added = page(state, space, parentId, `Bench page ${index}`, admin, index % 8);
      if (index % 33 === 0) added.restrictions.read = { userIds: [admin], groupIds: [groups[index % groups.length]?.id ?? ''] };
      if (index % 50 === 0) added.restrictions.update = { userIds: [admin], groupIds: [] };
      parents.push(added.id);
    }
    const report = await measureSpaceReport(target, space.id);
    if (report.pages !== REPORT_PAGES) throw new Error(`the report read ${report.pages} pages, not ${REPORT_PAGES}`);
    return report;
  } finally {
    await target.sandbox.close();
  }
}

export interface FirstApplyRow {
  /** The first restriction change applied after the demo organization started, as the Access tab makes it (read, preview, apply). */
  firstApplyMs: number;
  /** The same for the next changes (median). */
  laterApplyMs: number;
}

/**
 * Applying a page restriction in the demo organization as the app starts it (its own thread): the first
 * change against later ones, each timed from the Apply click's call to its answer.
 */
export async function benchFirstApply(): Promise<FirstApplyRow> {
  const test = await createTestCore();
  const call = caller(test.core.dispatch);
  try {
    const { id: connectionId } = await call('app.demo.start', {});
    const found = await call('confluence.content.search', { connectionId, cql: 'type = page', limit: 50 });
    const times: number[] = [];
    for (const hit of found.items) {
      const pageId = hit.content?.id;
      if (pageId === undefined || times.length === 4) continue;
      const access = await call('confluence.access.get', { connectionId, pageId });
      if (access.own.read.length + access.own.update.length > 0) continue;
      const edits = [{ operation: 'update' as const, action: 'add' as const, principal: { type: 'user' as const, id: access.me.id } }];
      const preview = await call('confluence.access.plan', { connectionId, pageId, edits });
      const started = performance.now();
      const applied = await call('confluence.access.update', { connectionId, pageId, edits, expectedHash: preview.restrictionsHash });
      times.push(performance.now() - started);
      if (applied.status !== 'applied') throw new Error('the bench change was not applied');
    }
    const [first = 0, ...later] = times;
    return { firstApplyMs: Math.round(first), laterApplyMs: Math.round([...later].sort((a, b) => a - b)[Math.floor(later.length / 2)] ?? 0) };
  } finally {
    await test.cleanup();
  }
}
