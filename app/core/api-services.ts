import type { AreaCheck, ConnectionArea } from '../contract/app/connections.channels';
import { createApiSession, type ApiSession } from '../api/http/session';
import { createTransport } from '../api/http/transport';
import { probeConnection } from '../api/probe';
import type { ConnectionService } from './connections/connection-service';
import type { ConnectionCredentials } from './connections/credentials';

export interface ApiServices {
  /** An API session for one connection, with its secrets resolved. Every area call names its connection. */
  session(connectionId: string): Promise<ApiSession>;
  probe(credentials: ConnectionCredentials, areas: ConnectionArea[], signal: AbortSignal): Promise<AreaCheck[]>;
}

/** One transport for the whole process, so the per-host limits and rate-limit pauses are shared. */
export function createApiServices(options: { fetch: typeof fetch; version: string; connections: ConnectionService }): ApiServices {
  const transport = createTransport({ fetch: options.fetch, userAgent: `Orgdesk/${options.version}` });
  return {
    session: async (connectionId) => createApiSession(transport, await options.connections.credentials(connectionId)),
    probe: (credentials, areas, signal) => probeConnection(transport, credentials, areas, signal),
  };
}
