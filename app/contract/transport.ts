/**
 * What the renderer sees of the core, whichever transport carries it: Electron's preload exposes this as a
 * frozen `window.api`; in a plain browser the bridge client implements the same shape over HTTP and
 * WebSocket. Payloads are untyped here on purpose: the typed layer sits on top, in the renderer.
 */
export interface RendererApi {
  /** Starts a call; resolves with a `Result` envelope (never rejects for a handled failure). */
  invoke(callId: string, channel: string, input: unknown): Promise<unknown>;
  /** Aborts a call started with `invoke`; the handler sees its AbortSignal fire. */
  cancel(callId: string): void;
  /** Subscribes to a push event; the callback gets the payload only. Returns an unsubscribe function. */
  on(event: string, listener: (payload: unknown) => void): () => void;
}

/** Loopback bridge protocol, shared by the bridge server (app/bridge) and its browser client. */
export const bridgeProtocol = {
  /** POST, JSON `{callId, channel, input}` -> JSON Result. Header `Authorization: Bearer <token>`. */
  invokePath: '/api/invoke',
  /** POST, JSON `{callId}`: aborts the call. Same auth header. */
  cancelPath: '/api/cancel',
  /** WebSocket; `?token=<token>`; server sends JSON `{event, payload}`. */
  eventsPath: '/api/events',
  /** Query parameter of the page URL that carries the per-run token. */
  tokenParam: 'token',
} as const;

/** Electron IPC channel names: the only ones main listens on. */
export const ipcNames = {
  invoke: 'orgdesk:invoke',
  cancel: 'orgdesk:cancel',
  event: 'orgdesk:event',
} as const;
