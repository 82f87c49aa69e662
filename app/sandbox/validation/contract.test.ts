import { appendFileSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaModules } from '../areas';
import { isSandboxOnlyPath } from '../kit';
import { Router } from '../http/router';
import { reducedSpecCatalog } from './catalog';
import { isOutsideEverySpec } from './contract';
import { startRecordedSandbox } from './recorded-sandbox';
import { adminTour } from './tour/admin';
import { bitbucketTour } from './tour/bitbucket';
import { confluenceTour } from './tour/confluence';
import { jiraTour } from './tour/jira';
import { jiraProjectsTour } from './tour/jira-projects';
import { ContractTour } from './tour/tour';

describe('contract of every served operation', () => {
  it('answers a representative request of every route of every area as the reduced specs describe', async () => {
    const sandbox = await startRecordedSandbox({ seed: 'contract' });
    const tour = new ContractTour(sandbox, areaModules);
    try {
      await adminTour(tour);
      await bitbucketTour(tour);
      await confluenceTour(tour);
      await jiraTour(tour, '3');
      await jiraTour(tour, '2');
      await jiraProjectsTour(tour, '3');
      await jiraProjectsTour(tour, '2');
      const anonymous = await fetch(`${sandbox.baseUrl}/wiki/rest/api/search?cql=type%3Dpage`);
      expect(anonymous.status).toBe(401);
    } finally {
      await sandbox.close();
    }
    expect(tour.uncoveredRoutes()).toEqual([]);
    expect(sandbox.contractViolations()).toEqual([]);
  });
});

describe('sandbox-only routes', () => {
  const routes = areaModules.flatMap((module) => module.routes.map((route) => ({ area: module.area, route })));

  it('are exactly the routes under the sandbox-only prefix, which no spec describes', () => {
    const misfiled = routes.filter(({ route }) => (route.sandboxOnly === true) !== isSandboxOnlyPath(route.path));
    expect(misfiled.map(({ route }) => `${route.method} ${route.path}`)).toEqual([]);
    expect(routes.some(({ route }) => route.sandboxOnly)).toBe(true);
  });

  it('leave every other route answering to an operation of the reduced specs (or to the file service no spec covers)', () => {
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x').replace('/rest/api/x/', '/rest/api/3/');
    const unspecified = routes.filter(({ route }) => !route.sandboxOnly && !isOutsideEverySpec(route.path) && !reducedSpecCatalog().find(route.method, concrete(route.path)));
    expect(unspecified.map(({ area, route }) => `${area} ${route.method} ${route.path}`)).toEqual([]);
  });
});

describe('operations of the reduced specs', () => {
  it('are every one served by a route (none answers 405 or 404 for want of one)', () => {
    const router = new Router(areaModules);
    const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '1');
    const unserved = reducedSpecCatalog()
      .operations()
      .filter((operation) => router.match(operation.area, operation.method, concrete(operation.template)).kind !== 'found');
    expect(unserved.map((operation) => `${operation.method} ${operation.template}`)).toEqual([]);
  });
});

describe('contract replay of a record file', () => {
  it('catches an exchange that departs from the spec', async () => {
    const sandbox = await startRecordedSandbox({ seed: 'contract' });
    await sandbox.call('bitbucket', 'GET', '/2.0/workspaces/orgdesk-demo/hooks?pagelen=3');
    await sandbox.close();
    expect(sandbox.contractViolations()).toEqual([]);

    const [line = '{}'] = readFileSync(sandbox.recordFile, 'utf8').trim().split('\n');
    const hookList = JSON.parse(line) as { responseBody: { values: Record<string, unknown>[] } };
    const first = hookList.responseBody.values[0] ?? {};
    first.events = 'repo:push';
    appendFileSync(sandbox.recordFile, `${JSON.stringify(hookList)}\n`);
    expect(sandbox.contractViolations()).toEqual([expect.stringContaining('GET /2.0/workspaces/orgdesk-demo/hooks?pagelen=3 -> 200: response.values.0.events must be array')]);
  });
});
