import { Router } from '../http/router';
import { defaultDeliveryTiming, SandboxHttpError, type AreaModule, type HandlerEnv, type HttpMethod, type SandboxReply, type World } from '../kit';

const BASE_URL = 'http://127.0.0.1:9';

/** Without a server there is nothing to run work after an answer; a route that needs it is tested over HTTP. */
const noServerEnv: HandlerEnv = {
  background: () => {
    throw new Error('this route works after its answer: test it over HTTP (startRecordedSandbox)');
  },
  changed: () => undefined,
  delivery: defaultDeliveryTiming,
};

/**
 * For fast handler-level tests: calls one area's route handlers the way the server does (the same
 * router picks the route, a thrown SandboxHttpError becomes the reply), without HTTP. The caller is the
 * org admin. Null when no route matches, so each area's harness answers that in its own way.
 */
export function routeCaller(module: AreaModule<unknown>, world: World) {
  const router = new Router([module]);
  const area = module.area;
  return async (method: HttpMethod, pathAndQuery: string, body?: unknown): Promise<SandboxReply | null> => {
    const url = new URL(pathAndQuery, BASE_URL);
    const match = router.match(area, method, url.pathname);
    if (match.kind !== 'found') return null;
    try {
      return await match.route.handle(
        {
          method,
          path: url.pathname,
          params: match.params,
          query: url.searchParams,
          headers: {},
          body,
          baseUrl: BASE_URL,
          caller: { area, accountId: world.adminAccountId, credentialKey: 'test' },
        },
        world.areas[area],
        world,
        noServerEnv,
      );
    } catch (error) {
      if (!(error instanceof SandboxHttpError)) throw error;
      return { status: error.status, body: error.body, headers: error.headers };
    }
  };
}
