import { randomBytes } from 'node:crypto';
import type { DemoSite } from '../../contract/app/connections.channels';
import type { DemoCredentialSource } from '../connections/connection-service';
import type { ConnectionCredentials } from '../connections/credentials';
import type { SecretStore } from '../secrets/secret-store';
import type { StoredConnection } from '../settings/settings-schema';
import { DEMO_SITES, DemoController, type StartDemo } from './demo-controller';

/** Where the demo sites' state key is kept: beside the connections' secrets, never in the data folder. */
const stateKeyName = 'demo/state-key';

/**
 * The two local demo sites, the demo organization and its staging site: each its own sandbox thread,
 * state file and reset, started only when something needs it, so both can run at once on their own ports.
 */
export class DemoSites implements DemoCredentialSource {
  private readonly sites: Record<DemoSite, DemoController>;
  private stateKeyMade: Promise<Buffer> | null = null;

  constructor(dataDir: string, start: StartDemo, secrets: SecretStore, report: (error: Error) => void = () => undefined) {
    const stateKey = () => this.stateKey(secrets);
    this.sites = {
      production: new DemoController(dataDir, DEMO_SITES.production, start, stateKey, report),
      staging: new DemoController(dataDir, DEMO_SITES.staging, start, stateKey, report),
    };
  }

  site(site: DemoSite): DemoController {
    return this.sites[site];
  }

  credentialsFor(connection: StoredConnection): Promise<ConnectionCredentials> {
    return this.sites[connection.demoSite].credentialsFor(connection);
  }

  /** Each site's loopback address while it runs (its pictures come from there), else null. */
  origins(): Record<DemoSite, string | null> {
    return { production: this.sites.production.origin, staging: this.sites.staging.origin };
  }

  /** Told after a site was reset, to forget what they kept about its old world (webhook secrets ...). */
  onReset(listener: (site: DemoSite) => Promise<void>): void {
    for (const site of Object.keys(this.sites) as DemoSite[]) this.sites[site].onReset(() => listener(site));
  }

  async stop(): Promise<void> {
    await Promise.all(Object.values(this.sites).map((site) => site.stop()));
  }

  /**
   * One key for both sites, made on the first start and kept in the secret store (in memory only when it
   * is). Asked for once, so two sites starting together cannot each make a key and lose one.
   */
  private stateKey(secrets: SecretStore): Promise<Buffer> {
    this.stateKeyMade ??= (async () => {
      const saved = await secrets.get(stateKeyName);
      if (saved) return Buffer.from(saved, 'base64');
      const made = randomBytes(32);
      await secrets.set(stateKeyName, made.toString('base64'));
      return made;
    })().catch((error: unknown) => {
      this.stateKeyMade = null;
      throw error;
    });
    return this.stateKeyMade;
  }
}
