import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxSession } from '../../api/testing/sandbox-session';
import type { BitbucketState, StoredHook } from '../../sandbox/areas/bitbucket/state';
import { startRecordedSandbox, type RecordedSandbox } from '../../sandbox/validation/recorded-sandbox';
import { LockableKeychain } from '../secrets/lockable-keychain.test-support';
import { JsonFileSettingsStore } from '../settings/json-file-settings-store';
import { SettingsRepository } from '../settings/settings-repository';
import { EventCatalog, type WorkspaceScope } from './hook-actions';
import { HookSecretVault } from './secret-vault';

/** The webhook core over a real sandbox: a session, a lockable keychain, settings in a temporary folder. */
export interface WebhookBench {
  sandbox: RecordedSandbox;
  keychain: LockableKeychain;
  settings: SettingsRepository;
  /** Reads the settings file anew, as Orgdesk would after a restart. */
  rereadSettings(): Promise<SettingsRepository>;
  vault: HookSecretVault;
  catalog: EventCatalog;
  scope(signal?: AbortSignal): WorkspaceScope;
  /** The hook as the sandbox holds it, secret included: what Bitbucket itself would know. */
  stored(hookId: string): StoredHook | undefined;
  hookCount(): number;
  close(): Promise<void>;
}

export const benchConnectionId = 'connection-1';

export async function startWebhookBench(seed = 'webhooks-core'): Promise<WebhookBench> {
  // Short pauses between delivery retries: the tests wait for them.
  const sandbox = await startRecordedSandbox({ seed, delivery: { retryDelaysMs: [20, 20] } });
  const dir = await mkdtemp(join(tmpdir(), 'orgdesk-webhooks-'));
  const rereadSettings = async () => {
    const repository = new SettingsRepository(new JsonFileSettingsStore(join(dir, 'settings.json')));
    await repository.load();
    return repository;
  };
  const settings = await rereadSettings();
  const keychain = new LockableKeychain();
  const workspace = sandbox.credentials.bitbucket.workspace;
  const hooks = () => (sandbox.world.areas.bitbucket as BitbucketState).workspaces.find((candidate) => candidate.slug === workspace)?.hooks ?? [];
  return {
    sandbox,
    keychain,
    settings,
    rereadSettings,
    vault: new HookSecretVault(keychain, settings),
    catalog: new EventCatalog(),
    scope: (signal = new AbortController().signal) => ({ session: sandboxSession(sandbox), connectionId: benchConnectionId, workspace, signal }),
    stored: (hookId) => hooks().find((hook) => hook.uuid === hookId),
    hookCount: () => hooks().length,
    close: async () => {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
