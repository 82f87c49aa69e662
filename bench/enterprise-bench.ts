/**
 * `npm run bench -- --scale enterprise`: every listing issue 26 names, against the enterprise world
 * (100,000 people, a 100,000-page space, 2,000 schemes, a project of 5,000 versions and 200,000 issues,
 * 1,000 hooks) under its documented rate limits: the requests the app's API clients make against the
 * fewest the page sizes allow, the 429s among them, and the time. Run alone with `npx tsx bench/enterprise-bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import { listApiTokens } from '../app/api/admin/tokens';
import { listHooks } from '../app/api/bitbucket/hooks';
import { listPagesInSpace } from '../app/api/confluence/v2/pages';
import { getProject } from '../app/api/jira/projects';
import { listProjectVersions } from '../app/api/jira/versions';
import { allVersions } from '../app/core/confluence/history/versions';
import { notificationCount, readScheme } from '../app/core/jira/schemes/read-scheme';
import { listDirectory } from '../app/core/users/directory';
import { SCAN_CONCURRENCY } from '../app/core/users/token-scan';
import { mapLimited } from '../app/jobs/map-limited';
import type { AdminState } from '../app/sandbox/areas/admin';
import { isManaged } from '../app/sandbox/areas/admin/manageability';
import { GIANT_SPACE } from '../app/sandbox/areas/confluence/data/generate';
import { HISTORY_SHOWCASE } from '../app/sandbox/areas/confluence/data/seed-history-showcase';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import type { JiraState } from '../app/sandbox/areas/jira';
import { measureSpaceReport } from './access-bench';
import { enterpriseWorld, measureRequests, startBenchTarget, type BenchTarget, type Measured, pagesOf } from './bench-sandbox';
import { measureSchemeList } from './jira-schemes-bench';
import { hooksOf, largestScheme, longHistoryPage, projectWithMostVersions, recipientsOf } from './world-picks';

/** Latency of every answer: low, so the run stays within minutes while each listing still pays for each request. */
export const ENTERPRISE_LATENCY_MS = 20;
/** Accounts whose tokens are listed: a sample, since the API answers one account per request (the whole directory is the token review's own bench). */
const TOKEN_SAMPLE = 2_000;

export interface EnterpriseRow {
  listing: string;
  /** What the listing found, and what the world holds. */
  items: number;
  inWorld: number;
  requests: number;
  answers429: number;
  minimumRequests: number;
  minimumWhy: string;
  seconds: number;
}


function row<T>(listing: string, measured: Measured<T>, counts: { items: number; inWorld: number }, minimum: { requests: number; why: string }): EnterpriseRow {
  return {
    listing,
    ...counts,
    requests: measured.requests,
    answers429: measured.answers429,
    minimumRequests: minimum.requests,
    minimumWhy: minimum.why,
    seconds: measured.seconds,
  };
}

async function tokenRows(target: BenchTarget, signal: AbortSignal): Promise<EnterpriseRow[]> {
  const { world } = target.sandbox;
  const directory = await measureRequests(target, () => listDirectory(target.session, signal));
  const listed = world.people.filter((person) => person.accountType !== 'customer').length;
  const accounts = row(
    'Token review: everyone in the directory',
    directory,
    { items: directory.result.people.length, inWorld: listed },
    { requests: 1 + pagesOf(listed, 1000), why: `1 Jira page (its search stops at the 1,000th person) + ${pagesOf(listed, 1000)} Confluence pages of 1,000` },
  );
  const admin = world.areas.admin as AdminState;
  const sample = world.people.slice(0, TOKEN_SAMPLE);
  // Accounts the Admin API will not manage (another domain, apps) answer 403: their tokens are not listed.
  const inWorld = sample.filter(isManaged).reduce((sum, person) => sum + (admin.tokensByAccount[person.accountId]?.length ?? 0), 0);
  const tokens = await measureRequests(target, async () => {
    // No shared signal: eight requests at once, each retried after a 429, would crowd one signal's listeners.
    const lists = await mapLimited(sample, SCAN_CONCURRENCY, (person) => listApiTokens(target.session, person.accountId).catch(() => []));
    return lists.reduce((sum, list) => sum + list.length, 0);
  });
  return [
    accounts,
    row(
      `Token review: the tokens of ${TOKEN_SAMPLE.toLocaleString('en')} accounts`,
      tokens,
      { items: tokens.result, inWorld },
      { requests: sample.length, why: 'one request per account (the list is not paged); refused accounts included' },
    ),
  ];
}

async function confluenceRows(target: BenchTarget, signal: AbortSignal): Promise<EnterpriseRow[]> {
  const state = target.sandbox.world.areas.confluence as ConfluenceState;
  const space = Object.values(state.spaces).find((candidate) => candidate.key === GIANT_SPACE.key);
  if (space === undefined) throw new Error('the enterprise world has no giant space');
  const pagesWith = (statuses: readonly string[]) => Object.values(state.contents).filter((content) => content.spaceId === space.id && content.type === 'page' && statuses.includes(content.status)).length;
  // The pages list shows archived pages too unless asked otherwise; search finds current pages only.
  const listed = pagesWith(['current', 'archived']);
  const inSpace = pagesWith(['current']);
  const listing = await measureRequests(target, async () => {
    let count = 0;
    for (let cursor: string | null | undefined = undefined; cursor !== null; ) {
      const page = await listPagesInSpace(target.session, { spaceId: space.id }, { cursor, signal });
      count += page.items.length;
      cursor = page.nextCursor;
    }
    return count;
  });
  const report = await measureSpaceReport(target, space.id);
  const long = longHistoryPage(state);
  const history = await measureRequests(target, () => allVersions(target.session, long.id, signal));
  return [
    row(`Pages of the ${GIANT_SPACE.name} space`, listing, { items: listing.result, inWorld: listed }, { requests: pagesOf(listed, 250), why: 'one request per 250 pages (current and archived)' }),
    {
      listing: `Restricted pages of the ${GIANT_SPACE.name} space (report)`,
      items: report.pages,
      inWorld: inSpace,
      requests: report.requests,
      answers429: report.answers429,
      minimumRequests: report.minimumRequests,
      minimumWhy: `the space, its size, one content search per 250 current pages, one standing check for each of the ${report.named} people and groups named (${report.nameLookups} made while ${report.rows.toLocaleString('en')} rows were built in ${report.buildMs} ms)`,
      seconds: report.seconds,
    },
    row(
      `History of "${HISTORY_SHOWCASE.longTitle}"`,
      history,
      { items: history.result.length, inWorld: long.versions.length },
      { requests: pagesOf(long.versions.length, 250), why: 'one request per 250 versions' },
    ),
  ];
}

async function jiraRows(target: BenchTarget, signal: AbortSignal): Promise<EnterpriseRow[]> {
  const jira = target.sandbox.world.areas.jira as JiraState;
  const schemeList = await measureSchemeList(target);
  const big = largestScheme(jira);
  const scheme = await measureRequests(target, () => readScheme(target.session, String(big.id), signal));
  const { project, versions: versionCount } = projectWithMostVersions(jira);
  const issuesInWorld = jira.issues.filter((issue) => issue.projectId === project.id).length;
  const versions = await measureRequests(target, () => listProjectVersions(target.session, project.key, signal));
  const counted = await measureRequests(target, () => getProject(target.session, project.key, ['insight'], signal));
  return [
    {
      listing: schemeList.task,
      items: schemeList.items,
      inWorld: jira.notificationSchemes.length,
      requests: schemeList.requests,
      answers429: schemeList.answers429,
      minimumRequests: schemeList.minimumRequests,
      minimumWhy: schemeList.minimumWhy,
      seconds: schemeList.seconds,
    },
    row(`Recipients of "${big.name}"`, scheme, { items: notificationCount(scheme.result), inWorld: recipientsOf(big) }, { requests: 1, why: 'one read with every recipient expanded' }),
    row(`Versions of ${project.key}`, versions, { items: versions.result.length, inWorld: versionCount }, { requests: 1, why: 'the list is one answer, not paged' }),
    row(`Issues of ${project.key} counted`, counted, { items: counted.result.issueCount ?? 0, inWorld: issuesInWorld }, { requests: 1, why: 'the project with its insight (the issue count)' }),
  ];
}

async function webhookRow(target: BenchTarget, signal: AbortSignal): Promise<EnterpriseRow> {
  const workspace = target.credentials.bitbucket?.workspace ?? '';
  const inWorld = hooksOf(target.sandbox.world, workspace).length;
  const hooks = await measureRequests(target, () => listHooks(target.session, workspace, { signal }));
  return row(`Webhooks of ${workspace}`, hooks, { items: hooks.result.length, inWorld }, { requests: pagesOf(inWorld, 100), why: 'one page of 100 per 100 hooks' });
}

export interface EnterpriseBench {
  generationSeconds: number;
  rows: EnterpriseRow[];
}

/** Serves the enterprise world (made first if no other part has) and runs every listing against it in turn. */
export async function benchEnterpriseListings(): Promise<EnterpriseBench> {
  const { world, generationSeconds } = enterpriseWorld();
  const target = await startBenchTarget({ world, latencyMs: ENTERPRISE_LATENCY_MS }, { maxConcurrentPerHost: SCAN_CONCURRENCY });
  const signal = new AbortController().signal;
  try {
    const rows = [...(await tokenRows(target, signal)), ...(await confluenceRows(target, signal)), ...(await jiraRows(target, signal)), await webhookRow(target, signal)];
    return { generationSeconds, rows };
  } finally {
    await target.sandbox.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchEnterpriseListings();
  console.log(`Enterprise world ready in ${result.generationSeconds} s`);
  console.table(result.rows);
  console.log(JSON.stringify({ enterprise: result }));
}
