import { createWorld } from '../../../data/world';
import { Router } from '../../../http/router';
import { SandboxHttpError, type HttpMethod, type SandboxRequest, type Scale, type World } from '../../../kit';
import { jiraArea } from '../index';
import type { JiraState } from '../state';

/**
 * Calls Jira route handlers directly, without HTTP: the server's own router picks the route, and a
 * thrown SandboxHttpError becomes the reply the server would send.
 */
export interface HandlerReply {
  status: number;
  body: unknown;
}

export interface Harness {
  world: World;
  state: JiraState;
  call(method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<HandlerReply>;
}

const BASE_URL = 'http://127.0.0.1:9';

export function createHarness(scale: Scale = 'demo', seed = 'jira-test'): Harness {
  const world = createWorld({ seed, scale, now: '2026-03-15T10:00:00.000Z' }, [jiraArea]);
  const state = world.areas.jira as JiraState;
  const router = new Router([jiraArea]);
  return {
    world,
    state,
    async call(method, pathAndQuery, body) {
      const url = new URL(pathAndQuery, BASE_URL);
      const match = router.match('jira', method, url.pathname);
      if (match.kind !== 'found') return { status: 404, body: jiraArea.errorBody(404, 'No route', url.pathname) };
      const req: SandboxRequest = {
        method,
        path: url.pathname,
        params: match.params,
        query: url.searchParams,
        headers: {},
        body,
        baseUrl: BASE_URL,
        caller: { area: 'jira', accountId: world.adminAccountId, credentialKey: 'test' },
      };
      try {
        const reply = await match.route.handle(req, state, world);
        return { status: reply.status, body: reply.body };
      } catch (error) {
        if (error instanceof SandboxHttpError) return { status: error.status, body: error.body };
        throw error;
      }
    },
  };
}
