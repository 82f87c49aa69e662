/** A workspace hook as stored; `secret` is never sent back, only whether one is set. */
export interface StoredHook {
  /** `{uuid}` with the braces, as Bitbucket spells ids. */
  uuid: string;
  url: string;
  description: string;
  active: boolean;
  events: string[];
  createdAt: string;
  secret: string | null;
}

export interface Workspace {
  uuid: string;
  slug: string;
  name: string;
  /** Only owners may read or change hooks; members see the workspace but get 403 on hooks. */
  ownerIds: string[];
  memberIds: string[];
  hooks: StoredHook[];
}

/** One try at sending a delivery; `status` is null when no answer came (refused, timed out). */
export interface DeliveryAttempt {
  attempt: number;
  startedAt: string;
  durationMs: number;
  status: number | null;
  error: string | null;
}

export type DeliveryOutcome = 'pending' | 'delivered' | 'failed' | 'not-delivered';

/** One event sent (or not) to one hook, as the sandbox's delivery log keeps it. Never holds the secret. */
export interface DeliveryRecord {
  /** Sent as `X-Request-UUID`. */
  id: string;
  workspace: string;
  hookUuid: string;
  url: string;
  event: string;
  triggeredAt: string;
  /** Whether an `X-Hub-Signature` was sent (the hook had a secret). */
  signed: boolean;
  outcome: DeliveryOutcome;
  /** Why it was not delivered or failed, in words. */
  reason: string | null;
  attempts: DeliveryAttempt[];
}

export interface BitbucketState {
  workspaces: Workspace[];
  /** Hooks created through the API so far; new hook ids derive from it and the seed. */
  hooksCreated: number;
  /** The newest deliveries, oldest first (sandbox-only; Bitbucket has no delivery API). */
  deliveries: DeliveryRecord[];
}
