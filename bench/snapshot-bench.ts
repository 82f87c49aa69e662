import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SnapshotStore } from '../app/core/snapshots/store';
import { Snapshots } from '../app/core/snapshots/snapshots';
import { createJobRegistry } from '../app/jobs/job-registry';
import type { BitbucketState } from '../app/sandbox/areas/bitbucket/state';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import type { JiraState } from '../app/sandbox/areas/jira/state';
import { startBenchTarget, pagesOf } from './bench-sandbox';

/**
 * A snapshot of the large world at 100 ms latency, restrictions taken of its largest space: the requests
 * it made against the fewest the APIs allow, the time, and the file's size. The minimum counts, per list,
 * one request per largest page the endpoint serves (schemes and their project mappings 50, projects 100,
 * content search with restrictions 250, hooks 100, people 100), one version list per project (Jira pages
 * no project's versions), one template list for the site and one for the space, and one read of the
 * space's name.
 */

const LATENCY_MS = 100;
const CONNECTIONS = 8;

export interface SnapshotRow {
  space: string;
  spacePages: number;
  schemes: number;
  projects: number;
  requests: number;
  minimumRequests: number;
  minimumWhy: string;
  seconds: number;
  fileMB: number;
}


export async function benchSnapshot(): Promise<SnapshotRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS }, { maxConcurrentPerHost: CONNECTIONS });
  const folder = await mkdtemp(join(tmpdir(), 'orgdesk-snapshot-bench-'));
  try {
    const { world } = target.sandbox;
    const confluence = world.areas.confluence as ConfluenceState;
    const jira = world.areas.jira as JiraState;
    const bitbucket = world.areas.bitbucket as BitbucketState;
    const contents = Object.values(confluence.contents);
    const pagesIn = (spaceId: string) => contents.filter((content) => content.type === 'page' && content.status === 'current' && content.spaceId === spaceId).length;
    const space = Object.values(confluence.spaces).sort((a, b) => pagesIn(b.id) - pagesIn(a.id))[0];
    if (!space) throw new Error('the large world has no space');
    const workspace = bitbucket.workspaces.find((candidate) => candidate.slug === target.credentials.bitbucket?.workspace) ?? bitbucket.workspaces[0];
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined });
    const store = new SnapshotStore(folder);
    const snapshots = new Snapshots(
      {
        jobs,
        recordPreview: async () => undefined,
        site: () => ({ name: 'bench', url: target.credentials.site?.url ?? null, workspace: workspace?.slug ?? null }),
        connectionIds: async () => [],
      },
      store,
    );
    const before = target.requests();
    const started = performance.now();
    const { saved } = snapshots.take(target.session, 'bench', 'Bench', [space.key]);
    const summary = await saved;
    const seconds = (performance.now() - started) / 1000;
    const requests = target.requests() - before;
    if (!summary) throw new Error('the snapshot was not saved');
    if (summary.gaps.length > 0) throw new Error(`the snapshot has gaps: ${summary.gaps.map((gap) => gap.reason).join('; ')}`);

    const recipients = new Set(jira.notificationSchemes.flatMap((scheme) => scheme.events.flatMap((event) => event.notifications.filter((n) => n.notificationType === 'User').map((n) => n.parameter ?? ''))));
    const parts = {
      schemes: pagesOf(jira.notificationSchemes.length, 50),
      mappings: pagesOf(jira.projects.length, 50),
      projects: pagesOf(jira.projects.length, 100),
      versions: jira.projects.length,
      templates: 2,
      restrictions: pagesOf(pagesIn(space.id), 250),
      hooks: pagesOf(workspace?.hooks.length ?? 0, 100),
      people: recipients.size === 0 ? 0 : pagesOf(recipients.size, 100),
      spaceName: 1,
    };
    const minimumRequests = Object.values(parts).reduce((sum, count) => sum + count, 0);
    return {
      space: `${space.key} (${pagesIn(space.id).toLocaleString('en')} pages)`,
      spacePages: pagesIn(space.id),
      schemes: jira.notificationSchemes.length,
      projects: jira.projects.length,
      requests,
      minimumRequests,
      minimumWhy: `${parts.schemes} of schemes + ${parts.mappings} of scheme mappings + ${parts.projects} of projects + ${parts.versions} version lists (one per project) + ${parts.templates} template lists + ${parts.restrictions} of content search + ${parts.hooks} of webhooks + ${parts.people} for the ${recipients.size} people schemes name + 1 for the space's name`,
      seconds: Math.round(seconds * 10) / 10,
      fileMB: Math.round((summary.bytes / 1024 / 1024) * 10) / 10,
    };
  } finally {
    await target.sandbox.close();
    await rm(folder, { recursive: true, force: true });
  }
}
