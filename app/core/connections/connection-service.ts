import { randomUUID } from 'node:crypto';
import type { AreaCheck, ConnectionArea, ConnectionView, DemoSite, ParsedConnectionDraft, PartCheck } from '../../contract/app/connections.channels';
import { AppError, type FieldIssue } from '../../contract/errors';
import type { SecretStore } from '../secrets/secret-store';
import type { SettingsRepository } from '../settings/settings-repository';
import type { StoredConnection } from '../settings/settings-schema';
import { secretKey, type ConnectionCredentials, type SecretSlot } from './credentials';

const slots: readonly SecretSlot[] = ['site', 'admin', 'bitbucket'];

type SecretsOf = Partial<Record<SecretSlot, string>>;

function secretsOf(draft: ParsedConnectionDraft): SecretsOf {
  return { site: draft.site?.apiToken, admin: draft.admin?.apiKey, bitbucket: draft.bitbucket?.token };
}

const secretField: Record<SecretSlot, string> = {
  site: 'site.apiToken',
  admin: 'admin.apiKey',
  bitbucket: 'bitbucket.token',
};

/** Supplies the live addresses and secrets of the demo organization, which change every run. */
export interface DemoCredentialSource {
  credentialsFor(connection: StoredConnection): Promise<ConnectionCredentials>;
}

export class ConnectionService {
  /** Names of connections removed in this run, so log entries written after the removal can name them. */
  private readonly removedNames = new Map<string, string>();
  /** Told after a connection is removed, to clear what they kept for it (webhook secrets ...). */
  private readonly removalListeners: ((connectionId: string) => Promise<void>)[] = [];

  constructor(
    private readonly settings: SettingsRepository,
    private readonly secrets: SecretStore & { readonly kind: 'keychain' | 'memory' },
    private readonly demo: () => DemoCredentialSource | null,
  ) {}

  get activeId(): string | null {
    return this.settings.value.activeId;
  }

  async list(): Promise<ConnectionView[]> {
    return Promise.all(this.settings.value.connections.map((c) => this.view(c)));
  }

  nameOf(id: string | null): string | null {
    if (!id) return null;
    return this.settings.value.connections.find((c) => c.id === id)?.name ?? this.removedNames.get(id) ?? null;
  }

  find(id: string): StoredConnection {
    const found = this.settings.value.connections.find((c) => c.id === id);
    if (!found) throw new AppError('NOT_FOUND', 'That connection no longer exists.');
    return found;
  }

  /** `demoSite` marks the connection of a local demo site, whose addresses and secrets come from the running demo. */
  async add(draft: ParsedConnectionDraft, options: { demoSite?: DemoSite; id?: string } = {}): Promise<ConnectionView> {
    this.assertUniqueName(draft.name, null);
    const given = secretsOf(draft);
    const missing = slots.filter((slot) => draft[slot] && !given[slot] && !options.demoSite);
    if (missing.length > 0) throw fieldError(missing.map((slot) => ({ path: secretField[slot], message: 'Enter this to save the connection.' })));

    const stored: StoredConnection = { ...toStored(draft, options.id ?? randomUUID()), isDemo: options.demoSite !== undefined, demoSite: options.demoSite ?? 'production' };
    await this.writeSecrets(stored.id, given);
    try {
      await this.settings.update((s) => ({
        ...s,
        connections: [...s.connections, stored],
        activeId: s.activeId ?? stored.id,
      }));
    } catch (error) {
      await this.deleteSecrets(stored.id, slots);
      throw error;
    }
    return this.view(stored);
  }

  async update(id: string, draft: ParsedConnectionDraft): Promise<ConnectionView> {
    const existing = this.find(id);
    this.assertUniqueName(draft.name, id);
    const given = secretsOf(draft);
    const saved = await this.savedSlots(existing);
    const missing = slots.filter((slot) => draft[slot] && !given[slot] && !saved.has(slot) && !existing.isDemo);
    if (missing.length > 0) throw fieldError(missing.map((slot) => ({ path: secretField[slot], message: 'Enter this to save the connection.' })));

    const next: StoredConnection = {
      ...toStored(draft, id),
      isDemo: existing.isDemo,
      demoSite: existing.demoSite,
      checks: existing.checks.filter((check) => samePart(existing, draft, check.area) && !given[check.area]),
    };
    await this.writeSecrets(id, given);
    await this.settings.update((s) => ({ ...s, connections: s.connections.map((c) => (c.id === id ? next : c)) }));
    await this.deleteSecrets(id, slots.filter((slot) => !draft[slot]));
    return this.view(next);
  }

  async remove(id: string): Promise<StoredConnection> {
    const existing = this.find(id);
    await this.settings.update((s) => {
      const connections = s.connections.filter((c) => c.id !== id);
      const activeId = s.activeId === id ? (connections[0]?.id ?? null) : s.activeId;
      return { ...s, connections, activeId };
    });
    await this.deleteSecrets(id, slots);
    this.removedNames.set(id, existing.name);
    for (const listener of this.removalListeners) await listener(id);
    return existing;
  }

  onRemoved(listener: (connectionId: string) => Promise<void>): void {
    this.removalListeners.push(listener);
  }

  async switchTo(id: string): Promise<ConnectionView> {
    const target = this.find(id);
    await this.settings.update((s) => ({ ...s, activeId: id }));
    return this.view(target);
  }

  /**
   * Remembers the outcome of a test, part by part, so every screen can tell a part that answered from one
   * that did not. Parts no longer configured are ignored.
   */
  async recordChecks(id: string, checks: readonly AreaCheck[], at: Date = new Date()): Promise<void> {
    const existing = this.find(id);
    const fresh: PartCheck[] = checks.filter((check) => existing[check.area] !== null).map((check) => ({ ...check, checkedAt: at.toISOString() }));
    if (fresh.length === 0) return;
    const tested = new Set(fresh.map((check) => check.area));
    await this.settings.update((s) => ({
      ...s,
      connections: s.connections.map((c) => (c.id === id ? { ...c, checks: [...c.checks.filter((check) => !tested.has(check.area)), ...fresh] } : c)),
    }));
  }

  /** Addresses plus secrets, for the API layer. Throws NOT_CONFIGURED naming what is missing. */
  async credentials(id: string): Promise<ConnectionCredentials> {
    const connection = this.find(id);
    const demo = this.demo();
    if (connection.isDemo && demo) return demo.credentialsFor(connection);
    const [site, admin, bitbucket] = await Promise.all(slots.map((slot) => this.secrets.get(secretKey(connection.id, slot))));
    return {
      connectionId: connection.id,
      jiraApiVersion: connection.jiraApiVersion,
      site: connection.site && site ? { ...connection.site, apiToken: site } : undefined,
      admin: connection.admin && admin ? { ...connection.admin, apiKey: admin } : undefined,
      bitbucket: connection.bitbucket && bitbucket ? { ...connection.bitbucket, token: bitbucket } : undefined,
    };
  }

  private assertUniqueName(name: string, exceptId: string | null): void {
    const clash = this.settings.value.connections.some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());
    if (clash) throw fieldError([{ path: 'name', message: 'Another connection already has this name.' }]);
  }

  private async savedSlots(connection: StoredConnection): Promise<Set<SecretSlot>> {
    const present = await Promise.all(
      slots.map(async (slot) => ((await this.secrets.get(secretKey(connection.id, slot))) ? slot : null)),
    );
    return new Set(present.filter((slot): slot is SecretSlot => slot !== null));
  }

  private async writeSecrets(id: string, given: SecretsOf): Promise<void> {
    for (const slot of slots) {
      const value = given[slot];
      if (value) await this.secrets.set(secretKey(id, slot), value);
    }
  }

  /** All at once: each removal may have to wait out a slow keychain's timeout. */
  private async deleteSecrets(id: string, which: readonly SecretSlot[]): Promise<void> {
    await Promise.all(which.map((slot) => this.secrets.delete(secretKey(id, slot))));
  }

  private async view(connection: StoredConnection): Promise<ConnectionView> {
    const saved = connection.isDemo ? new Set(slots) : await this.savedSlots(connection);
    return {
      id: connection.id,
      name: connection.name,
      isDemo: connection.isDemo,
      demoSite: connection.isDemo ? connection.demoSite : null,
      site: connection.site ? { ...connection.site, tokenSaved: saved.has('site') } : null,
      admin: connection.admin ? { ...connection.admin, apiKeySaved: saved.has('admin') } : null,
      bitbucket: connection.bitbucket ? { ...connection.bitbucket, tokenSaved: saved.has('bitbucket') } : null,
      jiraApiVersion: connection.jiraApiVersion,
      secretStorage: this.secrets.kind,
      checks: connection.checks.filter((check) => connection[check.area] !== null),
    };
  }
}

function toStored(draft: ParsedConnectionDraft, id: string): StoredConnection {
  return {
    id,
    name: draft.name,
    isDemo: false,
    demoSite: 'production',
    site: draft.site ? { url: draft.site.url, email: draft.site.email } : null,
    admin: draft.admin ? { baseUrl: draft.admin.baseUrl } : null,
    bitbucket: draft.bitbucket ? { baseUrl: draft.bitbucket.baseUrl, workspace: draft.bitbucket.workspace } : null,
    jiraApiVersion: draft.jiraApiVersion,
    checks: [],
  };
}

/** Where a part points: its address, account or workspace; null when it is not set up. */
function whereTo(connection: StoredConnection, part: ConnectionArea): string | null {
  const { site, admin, bitbucket } = connection;
  if (part === 'site') return site && `${site.url} ${site.email} v${connection.jiraApiVersion}`;
  if (part === 'admin') return admin && admin.baseUrl;
  return bitbucket && `${bitbucket.baseUrl} ${bitbucket.workspace}`;
}

/** Whether an edit leaves a part pointing where it did, so its last test still holds. */
function samePart(stored: StoredConnection, draft: ParsedConnectionDraft, part: ConnectionArea): boolean {
  const before = whereTo(stored, part);
  return before !== null && before === whereTo(toStored(draft, stored.id), part);
}

function fieldError(fields: FieldIssue[]): AppError {
  return new AppError('VALIDATION', 'Some fields need attention.', { fields });
}
