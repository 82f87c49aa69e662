import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Offboarding } from '../app/core/offboarding/offboarding';
import { OffboardRecords } from '../app/core/offboarding/records';
import { createJobRegistry } from '../app/jobs/job-registry';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import type { JiraState } from '../app/sandbox/areas/jira/state';
import { offboardingCast } from '../app/sandbox/data/offboarding-cast';
import { startBenchTarget, pagesOf } from './bench-sandbox';

/**
 * The inventory of one leaver over the large world at 100 ms latency: the requests it made against the
 * fewest the APIs allow, and the time. The minimum counts, for each list the inventory must read, one
 * request per largest page the endpoint serves (v2 pages, spaces, blog posts and space permissions 250;
 * content search with restrictions 250; Jira schemes and their project mappings 50, projects 100, people
 * 100 a request), plus the single reads (who the connection is, the person's profile, permissions and
 * tokens). No list can be skipped: the v2 page list has no owner filter, and nothing lists the
 * restrictions naming one person.
 */

const LATENCY_MS = 100;
const CONNECTIONS = 8;

export interface OffboardingRow {
  pages: number;
  findings: number;
  requests: number;
  minimumRequests: number;
  minimumWhy: string;
  seconds: number;
}


export async function benchOffboardingInventory(): Promise<OffboardingRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS }, { maxConcurrentPerHost: CONNECTIONS });
  const folder = await mkdtemp(join(tmpdir(), 'orgdesk-offboarding-bench-'));
  try {
    const { world } = target.sandbox;
    const cast = offboardingCast(world.people);
    if (!cast) throw new Error('the large world has no offboarding cast');
    const leaver = cast.leaver.accountId;
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined });
    const offboarding = new Offboarding(jobs, new OffboardRecords(folder), () => 'bench');
    const signal = new AbortController().signal;
    const before = target.requests();
    const started = performance.now();
    const { jobId } = await offboarding.plan(target.session, 'bench', [leaver], signal);
    for (;;) {
      const { state } = jobs.get(jobId);
      if (state === 'completed' || state === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const inventory = offboarding.inventory(jobId, 'bench');
    const seconds = (performance.now() - started) / 1000;
    const requests = target.requests() - before;
    if (inventory.state !== 'ready') throw new Error(`the inventory ended ${inventory.state}`);

    const confluence = world.areas.confluence as ConfluenceState;
    const jira = world.areas.jira as JiraState;
    const contents = Object.values(confluence.contents);
    const listedPages = contents.filter((content) => content.type === 'page' && (content.status === 'current' || content.status === 'archived')).length;
    const searchable = contents.filter((content) => content.type === 'page' && content.status === 'current').length;
    const spaces = Object.values(confluence.spaces).filter((space) => space.status === 'current');
    const perSpace = spaces.reduce(
      (sum, space) => sum + pagesOf(space.permissions.length, 250) + pagesOf(contents.filter((content) => content.type === 'blogpost' && content.status === 'current' && content.spaceId === space.id).length, 250),
      0,
    );
    const findings = inventory.leavers[0]?.findings.length ?? 0;
    const beside = new Set<string>();
    for (const content of contents) {
      if (content.type !== 'page' || content.status !== 'current') continue;
      for (const list of [content.restrictions.read, content.restrictions.update]) if (list.userIds.includes(leaver)) for (const id of list.userIds) if (id !== leaver) beside.add(id);
    }
    const parts = {
      single: 4,
      spaces: pagesOf(spaces.length, 250),
      perSpace,
      pages: pagesOf(listedPages, 250),
      search: pagesOf(searchable, 250),
      schemes: pagesOf(jira.notificationSchemes.length, 50),
      mappings: pagesOf(jira.projects.length, 50),
      projects: pagesOf(jira.projects.length, 100),
      people: beside.size === 0 ? 0 : pagesOf(beside.size, 100),
    };
    const minimumRequests = Object.values(parts).reduce((sum, count) => sum + count, 0);
    return {
      pages: listedPages,
      findings,
      requests,
      minimumRequests,
      minimumWhy: `4 single reads (who you are, the profile, permissions, tokens) + ${parts.spaces} of spaces + ${parts.perSpace} of space permissions and blog posts + ${parts.pages} of pages + ${parts.search} of content search (counting every current page; the search lists only those you may view, which can take one fewer) + ${parts.schemes} of schemes + ${parts.mappings} of scheme mappings + ${parts.projects} of projects + ${parts.people} for whether the ${beside.size} people named beside the leaver are active`,
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    await target.sandbox.close();
    await rm(folder, { recursive: true, force: true });
  }
}
