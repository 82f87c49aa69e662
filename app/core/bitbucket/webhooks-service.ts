import { listDemoDeliveries, triggerDemoEvent } from '../../api/bitbucket/demo-events';
import { getHook } from '../../api/bitbucket/hooks';
import { AppError } from '../../contract/errors';
import type { DemoDeliveryOutcome, SignatureVerdict } from '../../contract/bitbucket/webhooks';
import type { JobRegistry } from '../../jobs/job-registry';
import { FinishedJobs } from '../../jobs/journal/finished-jobs';
import type { JournalStore } from '../../jobs/journal/journal-store';
import type { ApiServices } from '../api-services';
import type { ConnectionService } from '../connections/connection-service';
import type { DemoSites } from '../demo/demo-sites';
import type { EventBus } from '../events';
import type { SecretStore } from '../secrets/secret-store';
import type { SettingsRepository } from '../settings/settings-repository';
import { WebhookBulk } from './bulk';
import { WebhookBulkUndo } from './bulk-undo';
import { demoDeliveryOutcome } from './demo-deliveries';
import { EventCatalog, type WorkspaceScope } from './hook-actions';
import { HookChanges } from './hook-undo';
import { inWorkspaceTerms, listWebhookSummaries } from './hook-list';
import { DeliveryReceiver } from './receiver';
import { RotationBook } from './rotation';
import { HookSecretVault } from './secret-vault';
import { checkSignature, secretsToCheck } from './signature';
import { hookWords } from './words';

export interface WebhooksDependencies {
  /** The platform's secret store, without the connections' memory fallback (see `HookSecretVault`). */
  secretStore: SecretStore;
  settings: SettingsRepository;
  jobs: JobRegistry;
  /** Where single changes and finished bulk jobs are kept for Undo, also across restarts. */
  journal: JournalStore;
  events: EventBus;
  api: ApiServices;
  connections: ConnectionService;
  demo: Pick<DemoSites, 'onReset'>;
}

/** Which workspace a call works on: the one it names, else its connection's own. */
export interface WorkspaceCall {
  connectionId: string;
  workspace?: string | undefined;
}

/**
 * Everything the Webhooks area keeps between calls: the kept secrets, the event catalogue, rotations
 * under way, bulk dry runs, what Undo can put back and the local receiver. Forgets a connection's part when it is removed or,
 * for the demo, reset.
 */
export class WebhooksService {
  readonly vault: HookSecretVault;
  readonly catalog = new EventCatalog();
  readonly rotations: RotationBook;
  readonly bulk: WebhookBulk;
  /** Edits, pauses and resumes of one hook, each kept for Undo. */
  readonly changes: HookChanges;
  /** Finished bulk pauses and resumes, put back from the change journal. */
  readonly bulkUndo: WebhookBulkUndo;
  readonly receiver: DeliveryReceiver;
  /** Hook descriptions seen in lists, to name hooks in deliveries and verdicts. */
  private readonly names = new Map<string, string>();

  constructor(private readonly deps: WebhooksDependencies) {
    this.vault = new HookSecretVault(deps.secretStore, deps.settings);
    this.rotations = new RotationBook(deps.settings);
    this.bulk = new WebhookBulk(deps.jobs);
    this.changes = new HookChanges(deps.journal, this.catalog);
    this.bulkUndo = new WebhookBulkUndo(deps.jobs, new FinishedJobs(deps.journal));
    this.receiver = new DeliveryReceiver({
      vault: this.vault,
      onDelivery: (delivery, connectionId) => deps.events.emit('bitbucket.delivery.received', { connectionId, delivery }),
      onDropped: (dropped, connectionId) => deps.events.emit('bitbucket.delivery.dropped', { connectionId, dropped }),
      nameOf: (hookId) => this.names.get(hookId),
    });
    deps.demo.onReset(async (site) => {
      const demos = (await deps.connections.list()).filter((connection) => connection.demoSite === site);
      for (const connection of demos) await this.forget(connection.id);
    });
  }

  /** The session and workspace of a call; NOT_CONFIGURED when the connection has no Bitbucket part. */
  async scope(call: WorkspaceCall, signal: AbortSignal): Promise<WorkspaceScope> {
    const session = await this.deps.api.session(call.connectionId);
    const workspace = call.workspace ?? this.deps.connections.find(call.connectionId).bitbucket?.workspace;
    if (!workspace) throw new AppError('NOT_CONFIGURED', 'Bitbucket is not set up for this connection. Add it under Connections.');
    return { session, connectionId: call.connectionId, workspace, signal };
  }

  /** Plain words for a hook in the Activity log, read before a change; the id alone if it cannot be read. */
  async describeHook(scope: WorkspaceScope, hookId: string): Promise<string> {
    try {
      return hookWords(await getHook(scope.session, scope.workspace, hookId, scope.signal), scope.workspace);
    } catch (error) {
      if (scope.signal.aborted) throw error;
      return `Webhook ${hookId} in workspace ${scope.workspace}`;
    }
  }

  /** The workspace's hooks with what needs attention in each, the rotations under way and where secrets are kept. */
  async list(scope: WorkspaceScope) {
    const hooks = await listWebhookSummaries(scope, this.vault, this.rotations.rotationOf(scope.connectionId, scope.workspace));
    this.noteNames(hooks);
    return {
      workspace: scope.workspace,
      hooks,
      rotations: this.rotations.list(scope.connectionId, scope.workspace),
      secretsKeptIn: this.vault.where,
      isDemo: this.isDemo(scope.connectionId),
    };
  }

  /** Names seen in a list, to name the hooks in deliveries and verdicts. */
  private noteNames(hooks: readonly { id: string; description: string }[]): void {
    for (const hook of hooks) if (hook.description) this.names.set(hook.id, hook.description);
  }

  isDemo(connectionId: string): boolean {
    return this.deps.connections.find(connectionId).isDemo;
  }

  /** Demo only: makes an event happen in the demo workspace; the receiver times the deliveries it asked for. */
  async triggerDemoEvent(scope: WorkspaceScope, event: string) {
    this.requireDemo(
      scope,
      'Bitbucket has no way to send a test event. Make something happen in a repository of the workspace (a push, a pull request), and the hooks that listen for it will deliver.',
    );
    await this.catalog.check(scope, [event]);
    const answer = await triggerDemoEvent(scope.session, scope.workspace, event, scope.signal).catch((error: unknown) => {
      throw inWorkspaceTerms(error, scope.workspace);
    });
    if (this.receiver.isListeningFor(scope.connectionId)) this.receiver.expect(answer.deliveries.map((delivery) => delivery.id));
    return { event: answer.event, deliveries: answer.deliveries.map(demoDeliveryOutcome), paused: answer.paused.length };
  }

  /** Demo only: how these deliveries of the demo ended, or stand; one the demo no longer remembers is left out. */
  async demoDeliveries(scope: WorkspaceScope, deliveryIds: readonly string[]): Promise<DemoDeliveryOutcome[]> {
    this.requireDemo(scope, 'Bitbucket keeps no record of its deliveries that Orgdesk could read: check the receiver’s own log.');
    const wanted = new Set(deliveryIds);
    const sent = await listDemoDeliveries(scope.session, scope.workspace, scope.signal).catch((error: unknown) => {
      throw inWorkspaceTerms(error, scope.workspace);
    });
    return sent.filter((delivery) => wanted.has(delivery.id)).map(demoDeliveryOutcome);
  }

  private requireDemo(scope: WorkspaceScope, refusal: string): void {
    if (!this.isDemo(scope.connectionId)) throw new AppError('VALIDATION', refusal);
  }

  /**
   * The signature checker: a pasted body and header, checked against a hook's kept secret or a pasted
   * secret. The other kept secrets of the workspace help say "signed with another hook's secret".
   */
  async checkPasted(scope: WorkspaceScope, input: { body: string; header: string; hookId?: string | undefined; secret?: string | undefined }): Promise<SignatureVerdict> {
    const kept = await this.vault.keptSecrets(scope.connectionId, scope.workspace);
    const secrets = secretsToCheck(kept, input.hookId ?? null, input.secret ?? null, (hookId) => this.names.get(hookId));
    return checkSignature({ body: input.body, header: input.header, ...secrets });
  }

  /** Clears what is kept for a connection: its hook secrets, its rotations, and the receiver if it listens for it. */
  async forget(connectionId: string): Promise<void> {
    await this.vault.forgetConnection(connectionId);
    await this.rotations.dropConnection(connectionId);
    if (this.receiver.isListeningFor(connectionId)) await this.receiver.stop();
  }

  dispose(): Promise<void> {
    return this.receiver.stop();
  }
}
