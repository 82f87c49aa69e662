import { createWorld } from '../../data/world';
import { Router } from '../../http/router';
import { SandboxHttpError, type AreaModule, type HttpMethod, type SandboxReply, type World } from '../../kit';
import { confluenceArea } from './index';
import type { ConfluenceState } from './state';

/** A fixed clock, so generated dates and relative CQL dates agree in every run. */
export const TEST_NOW = '2026-03-02T10:00:00.000Z';

export interface Harness {
  world: World;
  state: ConfluenceState;
  call(method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<SandboxReply & { json: Record<string, unknown> }>;
}

/** Calls handlers the way the server does (same router), without HTTP, for fast handler-level tests. */
export function createHarness(seed = 'test'): Harness {
  const world = createWorld({ seed, scale: 'demo', now: TEST_NOW }, [confluenceArea as AreaModule<unknown>]);
  const router = new Router([confluenceArea as AreaModule<unknown>]);
  const state = world.areas.confluence as ConfluenceState;
  return {
    world,
    state,
    async call(method, pathAndQuery, body) {
      const url = new URL(pathAndQuery, 'http://127.0.0.1:9');
      const match = router.match('confluence', method, url.pathname);
      if (match.kind !== 'found') throw new Error(`no route for ${method} ${url.pathname}`);
      let reply: SandboxReply;
      try {
        reply = await match.route.handle(
          {
            method,
            path: url.pathname,
            params: match.params,
            query: url.searchParams,
            headers: {},
            body,
            baseUrl: 'http://127.0.0.1:9',
            caller: { area: 'confluence', accountId: world.adminAccountId, credentialKey: 'test' },
          },
          state,
          world,
        );
      } catch (error) {
        if (!(error instanceof SandboxHttpError)) throw error;
        reply = { status: error.status, body: error.body, headers: error.headers };
      }
      const json = typeof reply.body === 'object' && reply.body !== null ? (reply.body as Record<string, unknown>) : {};
      return { ...reply, json };
    },
  };
}
