import type { AreaCheck, ConnectionArea } from '../contract/channels/connections';
import type { ActivityLog } from './activity/activity-log';
import type { ApiServices } from './api-services';
import type { ConnectionService } from './connections/connection-service';
import type { ConnectionCredentials } from './connections/credentials';
import type { DemoController } from './demo/demo-controller';
import type { EventBus } from './events';

/** What every handler module may use. Built once by `createCore`. */
export interface CoreServices {
  version: string;
  transport: 'electron' | 'bridge';
  connections: ConnectionService;
  activity: ActivityLog;
  events: EventBus;
  demo: DemoController;
  /** API sessions per connection over the one shared transport. */
  api: ApiServices;
  secretStorage(): { kind: 'keychain' | 'memory'; problem: string | null };
  probe(credentials: ConnectionCredentials, areas: ConnectionArea[], signal: AbortSignal): Promise<AreaCheck[]>;
  openExternal(url: string): Promise<boolean>;
}
