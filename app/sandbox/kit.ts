/**
 * The shared vocabulary of the local Atlassian sandbox. Every area module (admin, confluence, jira,
 * bitbucket) is written against these types; the server in `server.ts` owns routing, auth, rate
 * limits, faults, recording and persistence, and hands each matched request to an area's handler.
 *
 * Everything held in a `World` must stay JSON-serialisable: `--state FILE` writes it to disk as is.
 */

export type Area = 'admin' | 'confluence' | 'jira' | 'bitbucket';
/** World sizes: the demo, the bench's large organization, and the largest Atlassian Cloud organizations (issue 26). */
export const scales = ['demo', 'large', 'enterprise'] as const;
export type Scale = (typeof scales)[number];
export const isScale = (value: string): value is Scale => (scales as readonly string[]).includes(value);
/**
 * Which of the demo's two sites a world is: the organization itself, or its staging site (a separate
 * organization whose people overlap the production world's by e-mail and name, see `data/staging.ts`).
 */
export type Site = 'production' | 'staging';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a managed account is provisioned; drives what `/manage` allows. */
export type DirectorySource = 'none' | 'scim' | 'google';

/** One person of the generated organization, shared by every area (same accountId everywhere). */
export interface Person {
  accountId: string;
  displayName: string;
  nickname: string;
  email: string;
  /** Verified domain of the organization? Accounts on an unverified domain are not manageable. */
  domainVerified: boolean;
  accountType: 'atlassian' | 'app' | 'customer';
  status: 'active' | 'inactive';
  directory: DirectorySource;
  /** Under an authentication policy enforced by SAML (profile edits refused). */
  samlPolicy: boolean;
  /** Blocked by export control (nothing can be changed). */
  exportControlBlocked: boolean;
  /** Privacy settings: these may be hidden from Jira/Confluence user search. */
  emailVisible: boolean;
  jobTitle: string | null;
  department: string | null;
  organization: string | null;
  location: string | null;
  zoneinfo: string;
  locale: string;
  avatarUrl: string;
  /** ISO time the account was created. */
  createdAt: string;
}

/** The credentials the sandbox accepts; printed in the ready line. */
export interface SandboxCredentials {
  admin: { apiKey: string };
  site: { email: string; apiToken: string };
  /** `readOnlyToken` is a second API token whose only scope is `read:webhook:bitbucket`. */
  bitbucket: { workspace: string; token: string; readOnlyToken: string };
}

/** The three parts of a connection that point at a sandbox on `baseUrl`, as the connection form would fill them. */
export function connectionPartsFor(baseUrl: string, credentials: SandboxCredentials) {
  return {
    site: { url: baseUrl, email: credentials.site.email, apiToken: credentials.site.apiToken },
    admin: { baseUrl, apiKey: credentials.admin.apiKey },
    bitbucket: { baseUrl, workspace: credentials.bitbucket.workspace, token: credentials.bitbucket.token },
  };
}

/** Who made the request, after the server checked the credentials for the route's area. */
export interface Caller {
  area: Area;
  /** accountId of the authenticated person (the org admin for admin/bitbucket, the site user otherwise). */
  accountId: string;
  /** A stable key for the per-credential rate-limit budget. */
  credentialKey: string;
  /** The scopes of a scoped token (Bitbucket); undefined means the credential may do everything. */
  scopes?: readonly string[];
}

export interface SandboxRequest {
  method: HttpMethod;
  /** Path without query string, e.g. `/wiki/api/v2/pages/123`. */
  path: string;
  /** Path parameters named as in the route pattern (`{id}` -> params.id), already URI-decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, or undefined when there was none. Malformed JSON never reaches a handler. */
  body: unknown;
  /** `http://127.0.0.1:PORT`, for building absolute `self`/`next` links. */
  baseUrl: string;
  caller: Caller;
}

export interface SandboxReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A file's bytes instead of a JSON body (attachment downloads). */
  file?: { contentType: string; bytes: Uint8Array };
}

/** Thrown by handlers; the server turns it into a reply with the area's own error body. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`sandbox answered ${status}`);
  }
}

/**
 * Routes that are not part of any Atlassian API (the demo's "trigger an event") live under this prefix,
 * which no Atlassian API uses. No spec describes them, so spec validation and the contract checker leave
 * them out by this prefix, and each such route says `sandboxOnly: true` (a test holds the two together).
 */
export const sandboxOnlyPrefix = '/_sandbox/';

export const isSandboxOnlyPath = (path: string): boolean => path.startsWith(sandboxOnlyPrefix);

/** Outbound webhook deliveries: Bitbucket waits 10 s for an answer and retries a 5xx answer twice. */
export interface DeliveryTiming {
  timeoutMs: number;
  /** Pause before each retry; its length is the number of retries. */
  retryDelaysMs: number[];
}

/** Bitbucket's documented 10 s; it does not say how long it waits between retries, so the sandbox takes 1 s and 3 s. */
export const defaultDeliveryTiming: DeliveryTiming = { timeoutMs: 10_000, retryDelaysMs: [1_000, 3_000] };

/** What the server lends a handler beyond its request: work that goes on after the answer. */
export interface HandlerEnv {
  /** Runs work after the answer is sent; closing the sandbox aborts it and waits for it to end. */
  background(work: (signal: AbortSignal) => Promise<void>): void;
  /** Says the world changed outside a request, so `--state` writes it. */
  changed(): void;
  delivery: DeliveryTiming;
}

export interface RouteDef<S> {
  method: HttpMethod;
  /** Pattern with `{name}` segments, e.g. `/rest/api/{apiVersion}/version/{id}`. */
  path: string;
  /** False for the routes that change state: the server never replays these and records them. */
  idempotent?: boolean;
  /** Served without credentials (e.g. Bitbucket's hook event catalogue). */
  public?: boolean;
  /** Not part of Atlassian's API: the path starts with `sandboxOnlyPrefix`. */
  sandboxOnly?: boolean;
  handle(req: SandboxRequest, state: S, world: World, env: HandlerEnv): SandboxReply | Promise<SandboxReply>;
}

/** One API area: its routes, its state generator and how it phrases errors. */
export interface AreaModule<S> {
  area: Area;
  routes: RouteDef<S>[];
  /** Build this area's part of the world from the shared people list. Must be deterministic. */
  generate(ctx: GenerateContext): S;
  /**
   * The area's error body for a status and a message (Admin `{key}`, Jira `{errorMessages}` ...).
   * `path` is the request path, for areas whose API generations phrase errors differently (Confluence v1/v2).
   */
  errorBody(status: number, message: string, path: string): unknown;
  /**
   * Optional richer 400 body for requests that break the reduced spec (Admin's
   * `fieldConstraintsViolated`). Without it the server uses `errorBody(400, message, path)`.
   */
  badRequestBody?(problems: RequestProblem[], path: string): unknown;
}

/** One way a request broke its operation's contract: `field` is e.g. `query.limit` or `body.events`. */
export interface RequestProblem {
  field: string;
  /** Short machine key of the broken rule, e.g. `required`, `type`, `enum`, `maximum`. */
  rule: string;
  message: string;
}

export interface GenerateContext {
  seed: string;
  scale: Scale;
  /** Deterministic random source for this area (already forked per area). */
  rng: Rng;
  people: Person[];
  /** The org admin (the account the admin API key and site credentials belong to). */
  adminAccountId: string;
  /** Fixed "now" of the generated world (ISO); relative dates (last used today...) hang off it. */
  now: string;
  credentials: SandboxCredentials;
  /** A staging site gets its own schemes, templates and webhooks beside what every world has. */
  site: Site;
}

/** The whole sandbox state. Each area keeps its own part; persistence writes this object. */
export interface World {
  seed: string;
  scale: Scale;
  now: string;
  /** Set on a staging site only: the seed of the production world whose people it shares. */
  stagingOf?: string;
  adminAccountId: string;
  people: Person[];
  areas: Partial<Record<Area, unknown>>;
}

/** Small seeded PRNG interface (implementation in `data/rng.ts`). */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new independent stream derived from this one and a label. */
  fork(label: string): Rng;
}
