import createClient, { type Client } from 'openapi-fetch';
import type { ApiArea } from './http/credentials';
import type { ApiSession } from './http/session';
import type { AdminPaths, BitbucketPaths, ConfluenceV1Paths, ConfluenceV2Paths, JiraPaths } from './spec-patches';

/** Each spec, the area whose credentials it uses, and its (patched) generated path map. */
interface SpecClients {
  admin: Client<AdminPaths>;
  bitbucket: Client<BitbucketPaths>;
  'confluence-v1': Client<ConfluenceV1Paths>;
  'confluence-v2': Client<ConfluenceV2Paths>;
  jira: Client<JiraPaths>;
}
export type SpecName = keyof SpecClients;

const areaOfSpec: Record<SpecName, ApiArea> = {
  admin: 'admin',
  bitbucket: 'bitbucket',
  'confluence-v1': 'confluence',
  'confluence-v2': 'confluence',
  jira: 'jira',
};

/**
 * An openapi-fetch client whose request and response types come from the spec, sending through the
 * session (auth, limits, retries, mapped errors: a non-2xx answer throws AppError, so `error` is never
 * set). Paths are the spec's, e.g. `client.GET('/rest/api/3/version/{id}', {params: {path: {id}}})`.
 */
export function typedClient<S extends SpecName>(session: ApiSession, spec: S): SpecClients[S] {
  const area = areaOfSpec[spec];
  const client = createClient({ baseUrl: session.resolve(area, '/').origin, fetch: session.fetchFor(area) });
  return client as SpecClients[S];
}
