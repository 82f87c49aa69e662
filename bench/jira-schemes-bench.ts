import { listAllNotificationSchemes } from '../app/api/jira/notification-schemes';
import { NOTIFICATIONS_PER_REQUEST } from '../app/contract/jira/scheme-changes';
import { copyScheme } from '../app/core/jira/schemes/copy-scheme';
import { PROJECT_IDS_PER_SEARCH } from '../app/core/jira/projects/project-names';
import { listSchemesWithUsage, withProjectNames } from '../app/core/jira/schemes/scheme-catalog';
import type { JiraState } from '../app/sandbox/areas/jira';
import { measureRequests, startBenchTarget, type BenchTarget, pagesOf } from './bench-sandbox';

/** Jira's pages of schemes and of scheme-to-project mappings hold at most this many. */
const SCHEME_PAGE = 50;

export interface SchemeBenchRow {
  task: string;
  items: number;
  requests: number;
  /** Of the requests, the ones the sandbox's rate limits refused. */
  answers429: number;
  /** The fewest requests the task can be done in (see `minimumWhy`). */
  minimumRequests: number;
  minimumWhy: string;
  seconds: number;
}


/** Loading every scheme with the projects using each, as the schemes list does; the fewest requests it takes and why. */
export async function measureSchemeList(target: BenchTarget): Promise<SchemeBenchRow> {
  const jira = target.sandbox.world.areas.jira as JiraState;
  const schemeCount = jira.notificationSchemes.length;
  const list = await measureRequests(target, async () => withProjectNames(target.session, await listSchemesWithUsage(target.session)));
  const named = new Set(jira.projects.map((project) => project.id)).size;
  return {
    task: 'Load every scheme with the projects using it',
    items: list.result.length,
    requests: list.requests,
    answers429: list.answers429,
    minimumRequests: pagesOf(schemeCount, SCHEME_PAGE) + pagesOf(jira.projects.length, SCHEME_PAGE) + 1 + pagesOf(named, PROJECT_IDS_PER_SEARCH),
    minimumWhy: `${pagesOf(schemeCount, SCHEME_PAGE)} pages of schemes + ${pagesOf(jira.projects.length, SCHEME_PAGE)} of project mappings + 1 for the default scheme + ${pagesOf(named, PROJECT_IDS_PER_SEARCH)} project searches of 50 ids for their names`,
    seconds: list.seconds,
  };
}

/** Copying the 2,500-notification scheme of the large world, and loading 500 schemes with the projects using each. */
export async function benchNotificationSchemes(latencyMs: number, concurrency: number): Promise<SchemeBenchRow[]> {
  const target = await startBenchTarget({ latencyMs }, { maxConcurrentPerHost: concurrency });
  try {
    const jira = target.sandbox.world.areas.jira as JiraState;
    const big = jira.notificationSchemes.reduce((largest, scheme) =>
      scheme.events.flatMap((event) => event.notifications).length > largest.events.flatMap((event) => event.notifications).length ? scheme : largest,
    );
    const size = big.events.reduce((sum, event) => sum + event.notifications.length, 0);
    const schemeCount = jira.notificationSchemes.length;

    // One untimed pass first, so the timings are of the client and the network, not of code loading.
    await listAllNotificationSchemes(target.session, []);
    const list = await measureSchemeList(target);

    const copy = await measureRequests(target, () => copyScheme(target.session, { schemeId: String(big.id), name: `${big.name} (bench copy)` }));
    if (!copy.result.verified) throw new Error('the bench copy did not read back the same recipients');
    const writes = pagesOf(size, NOTIFICATIONS_PER_REQUEST);
    const copyMinimum = 1 + pagesOf(schemeCount, SCHEME_PAGE) + writes + 1;

    return [
      list,
      {
        task: `Copy a scheme of ${size.toLocaleString('en')} notifications`,
        items: size,
        requests: copy.requests,
        answers429: copy.answers429,
        minimumRequests: copyMinimum,
        minimumWhy: `1 read + ${pagesOf(schemeCount, SCHEME_PAGE)} pages of names (unique-name check) + ${writes} writes of up to 1,000 + 1 read back`,
        seconds: copy.seconds,
      },
    ];
  } finally {
    await target.sandbox.close();
  }
}
