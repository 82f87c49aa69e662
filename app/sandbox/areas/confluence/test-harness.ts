import { createWorld } from '../../data/world';
import type { AreaModule, HttpMethod, SandboxReply, World } from '../../kit';
import { routeCaller } from '../../testing/route-harness';
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
  const state = world.areas.confluence as ConfluenceState;
  const callRoute = routeCaller(confluenceArea as AreaModule<unknown>, world);
  return {
    world,
    state,
    async call(method, pathAndQuery, body) {
      const reply = await callRoute(method, pathAndQuery, body);
      if (!reply) throw new Error(`no route for ${method} ${new URL(pathAndQuery, 'http://127.0.0.1:9').pathname}`);
      const json = typeof reply.body === 'object' && reply.body !== null ? (reply.body as Record<string, unknown>) : {};
      return { ...reply, json };
    },
  };
}
