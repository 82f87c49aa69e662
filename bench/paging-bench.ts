import { largestPage, listAll, type ListEndpoint } from '../app/api/paging';
import type { BenchTarget } from './bench-sandbox';

export interface PagingRow {
  style: string;
  endpoint: string;
  items: number;
  requests: number;
  minimumRequests: number;
  /** What a client that never sets the page size would need: computed, since the count follows from N. */
  requestsAtDefaultPageSize: number;
  seconds: number;
}

/**
 * The page each endpoint serves at most (ENDPOINTS.md; where the spec gives no maximum, the server's
 * clamp, 1000 in the sandbox) and the page a client gets when it does not ask (the spec default).
 */
const cases: Array<{ endpoint: (workspace: string) => ListEndpoint; serverMax: number; defaultPage: number }> = [
  { endpoint: () => ({ area: 'confluence', path: '/wiki/api/v2/pages', style: 'confluence-v2' }), serverMax: 250, defaultPage: 25 },
  { endpoint: () => ({ area: 'confluence', path: '/wiki/rest/api/search/user', style: 'confluence-v1-offset', query: { cql: 'type=user' } }), serverMax: 1000, defaultPage: 25 },
  { endpoint: () => ({ area: 'confluence', path: '/wiki/rest/api/search', style: 'confluence-v1-search', query: { cql: 'type=page' } }), serverMax: 1000, defaultPage: 25 },
  { endpoint: () => ({ area: 'jira', path: '/rest/api/3/notificationscheme', style: 'jira-page-bean' }), serverMax: 50, defaultPage: 50 },
  { endpoint: () => ({ area: 'jira', path: '/rest/api/3/user/search', style: 'jira-array', query: { query: '' } }), serverMax: 1000, defaultPage: 50 },
  { endpoint: (workspace) => ({ area: 'bitbucket', path: `/2.0/workspaces/${workspace}/hooks`, style: 'bitbucket' }), serverMax: 100, defaultPage: 10 },
];

async function countRequests(target: BenchTarget, endpoint: ListEndpoint): Promise<{ items: number; requests: number; seconds: number }> {
  const before = target.requests();
  const startedAt = performance.now();
  let items = 0;
  for await (const _ of listAll(target.session, endpoint)) items += 1;
  return { items, requests: target.requests() - before, seconds: Math.round(performance.now() - startedAt) / 1000 };
}

const pagesFor = (items: number, pageSize: number) => Math.max(1, Math.ceil(items / pageSize));

export async function benchPaging(target: BenchTarget): Promise<PagingRow[]> {
  const rows: PagingRow[] = [];
  const workspace = target.credentials.bitbucket?.workspace ?? '';
  for (const { endpoint: make, serverMax, defaultPage } of cases) {
    const endpoint = make(workspace);
    const largest = await countRequests(target, endpoint);
    rows.push({
      style: endpoint.style,
      endpoint: endpoint.path,
      items: largest.items,
      requests: largest.requests,
      minimumRequests: pagesFor(largest.items, Math.min(serverMax, largestPage[endpoint.style])),
      requestsAtDefaultPageSize: pagesFor(largest.items, defaultPage),
      seconds: largest.seconds,
    });
  }
  return rows;
}
