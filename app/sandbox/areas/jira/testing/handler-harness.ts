import { createWorld } from '../../../data/world';
import type { HttpMethod, Scale, World } from '../../../kit';
import { routeCaller } from '../../../testing/route-harness';
import { jiraArea } from '../index';
import type { JiraState } from '../state';

/** Calls Jira route handlers directly, without HTTP (see `routeCaller`); an unknown route is Jira's 404. */
export interface HandlerReply {
  status: number;
  body: unknown;
}

export interface Harness {
  world: World;
  state: JiraState;
  call(method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<HandlerReply>;
}

export function createHarness(scale: Scale = 'demo', seed = 'jira-test'): Harness {
  const world = createWorld({ seed, scale, now: '2026-03-15T10:00:00.000Z' }, [jiraArea]);
  const state = world.areas.jira as JiraState;
  const callRoute = routeCaller(jiraArea, world);
  return {
    world,
    state,
    async call(method, pathAndQuery, body) {
      const reply = await callRoute(method, pathAndQuery, body);
      if (!reply) return { status: 404, body: jiraArea.errorBody(404, 'No route', new URL(pathAndQuery, 'http://127.0.0.1:9').pathname) };
      return { status: reply.status, body: reply.body };
    },
  };
}
