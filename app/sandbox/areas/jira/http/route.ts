import type { HttpMethod, RouteDef, SandboxRequest } from '../../../kit';
import type { JiraState } from '../state';

/** A Jira route written once, relative to `/rest/api/{2|3}`. */
export interface JiraRoute {
  method: HttpMethod;
  /** Path after the API version, e.g. `/version/{id}`. */
  tail: string;
  handle: RouteDef<JiraState>['handle'];
}

/**
 * Jira serves the same resources under v2 and v3 (they differ only in rich-text fields, which none
 * of these carry). `/notificationscheme/project` relies on the server's router ranking literal
 * segments above `{id}`.
 */
export function servedUnderBothApiVersions(routes: readonly JiraRoute[]): RouteDef<JiraState>[] {
  return (['2', '3'] as const).flatMap((apiVersion) =>
    routes.map((route) => ({
      method: route.method,
      path: `/rest/api/${apiVersion}${route.tail}`,
      idempotent: route.method === 'GET',
      handle: route.handle,
    })),
  );
}

/** A path parameter the route pattern guarantees. */
export function pathParam(req: SandboxRequest, name: string): string {
  const value = req.params[name];
  if (value === undefined) throw new Error(`route has no {${name}} segment`);
  return value;
}
