import type { AreaName } from '../contract/areas';
import type { Channel } from '../contract/channels';
import type { WorkerLauncher } from '../platform/source-worker';
import type { HandlerSlice } from './handlers/types';
import type { SecretStore } from './secrets/secret-store';
import type { CoreServices } from './services';

/** Every channel of an area: the ones whose name begins with the area's (`jira.` for `jira`). */
export type AreaChannel<A extends AreaName> = Extract<Channel, `${A}.${string}`>;

/** What the platform hands the areas beside the shared services. */
export interface AreaPlatform {
  /** The OS keychain itself, without the connections' memory fallback (webhook secrets are kept only there). */
  secretStore: SecretStore;
  /** Starts the page-history worker thread; the desktop app passes its bundled one, elsewhere it runs from source. */
  historyWorker?: WorkerLauncher | undefined;
}

/** An area while the core runs. */
export interface RunningArea<A extends AreaName> {
  /** One handler for every channel of the area (the type asks for all of them). */
  handlers: HandlerSlice<AreaChannel<A>>;
  /** Clears everything the area keeps for a connection the admin removed: settings, kept secrets, memory. */
  forgetConnection(connectionId: string): Promise<void>;
  /** Stops what it started (threads, servers) when the app quits. */
  dispose(): Promise<void>;
}

/**
 * An Atlassian area below the renderer: one name (its channels' prefix, its file in `app/contract/areas`
 * and its folder here), and how it starts on the core's shared services. `app/core/areas.ts` lists them.
 */
export interface CoreArea<A extends AreaName> {
  name: A;
  start(services: CoreServices, platform: AreaPlatform): RunningArea<A>;
}
