import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_SITE_TITLES, type DemoSite } from '../../contract/app/connections.channels';
import { AppError } from '../../contract/errors';
import { connectionPartsFor, type SandboxCredentials } from '../../sandbox/kit';
import type { StoredConnection } from '../settings/settings-schema';
import type { ConnectionCredentials } from '../connections/credentials';
import type { DemoCredentialSource } from '../connections/connection-service';

export interface RunningDemo {
  baseUrl: string;
  credentials: SandboxCredentials;
  close(): Promise<void>;
}

/**
 * `stateKey` seals the webhook secrets the demo writes to its state file; `stagingOf` makes the world the
 * staging site of the production world with that seed. `onCrash` hears of a demo that stopped without
 * being closed (its thread died), so the next call can start a new one.
 */
export type StartDemo = (options: { stateFile: string; seed: string; stagingOf?: string; stateKey: Buffer; onCrash?(error: Error): void }) => Promise<RunningDemo>;

export const DEMO_SEED = 'orgdesk-demo';

/** What makes each demo site itself: its seed, its state file in the data folder, its connection's name and how it is called in sentences. */
export interface DemoSiteSpec {
  seed: string;
  stagingOf?: string;
  stateFileName: string;
  connectionName: string;
  /** Starts a sentence: "The demo organization could not start." */
  title: string;
}

export const DEMO_SITES: Record<DemoSite, DemoSiteSpec> = {
  production: { seed: DEMO_SEED, stateFileName: 'demo-organization.json', connectionName: 'Demo (local)', title: DEMO_SITE_TITLES.production },
  staging: { seed: 'orgdesk-staging', stagingOf: DEMO_SEED, stateFileName: 'demo-staging-organization.json', connectionName: 'Demo staging (local)', title: DEMO_SITE_TITLES.staging },
};

/**
 * Runs one local demo site on a loopback port. It starts lazily, on the first call that needs it, and
 * keeps its changes in the data folder so a demo session survives a restart until the user resets it.
 */
export class DemoController implements DemoCredentialSource {
  private running: Promise<RunningDemo> | null = null;
  /** Told after a reset, to forget what they kept about the old demo world (webhook secrets ...). */
  private readonly resetListeners: (() => Promise<void>)[] = [];
  private runningOrigin: string | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly site: DemoSiteSpec,
    private readonly start: StartDemo,
    /** The key that seals the state file's webhook secrets (see `DemoSites`). */
    private readonly stateKey: () => Promise<Buffer>,
    /** Told why the demo could not start or stopped on its own; never shown to the user as is. */
    private readonly report: (error: Error) => void = () => undefined,
  ) {}

  private get stateFile(): string {
    return join(this.dataDir, this.site.stateFileName);
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** The demo's loopback address while it runs (its pictures come from there), else null. */
  get origin(): string | null {
    return this.runningOrigin;
  }

  ensure(): Promise<RunningDemo> {
    if (!this.running) {
      const starting: Promise<RunningDemo> = this.stateKey()
        .then((stateKey) => {
          const { seed, stagingOf } = this.site;
          return this.start({ stateFile: this.stateFile, seed, ...(stagingOf ? { stagingOf } : {}), stateKey, onCrash: (error) => this.crashed(starting, error) });
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          this.report(error instanceof Error ? error : new Error(String(error)));
          throw new AppError('INTERNAL', `${this.site.title} could not start. Try again; if it keeps failing, use “Reset demo” on Connections.`);
        });
      this.running = starting;
      starting.then(
        (demo) => {
          if (this.running === starting) this.runningOrigin = new URL(demo.baseUrl).origin;
        },
        () => {
          if (this.running === starting) this.running = null;
        },
      );
    }
    return this.running;
  }

  /** A demo that stopped on its own is forgotten, so the next call starts a new one. */
  private crashed(demo: Promise<RunningDemo>, error: Error): void {
    if (this.running === demo) {
      this.running = null;
      this.runningOrigin = null;
    }
    this.report(new Error(`${this.site.title} stopped unexpectedly (${error.message}); it starts again on the next call.`));
  }

  async credentialsFor(connection: StoredConnection): Promise<ConnectionCredentials> {
    const demo = await this.ensure();
    return {
      connectionId: connection.id,
      jiraApiVersion: connection.jiraApiVersion,
      ...connectionPartsFor(demo.baseUrl, demo.credentials),
    };
  }

  async reset(): Promise<void> {
    await this.stop();
    await rm(this.stateFile, { force: true });
    await this.ensure();
    for (const listener of this.resetListeners) await listener();
  }

  onReset(listener: () => Promise<void>): void {
    this.resetListeners.push(listener);
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    this.runningOrigin = null;
    if (running) await (await running).close().catch(() => undefined);
  }
}
