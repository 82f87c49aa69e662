import { bridgeProtocol, type RendererApi } from '../../../app/contract/transport';

type Listener = (payload: unknown) => void;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

function failure(code: 'NETWORK' | 'UNAUTHENTICATED' | 'INTERNAL', message: string) {
  return { ok: false, error: { code, message } };
}

/**
 * RendererApi over the loopback bridge: calls are HTTP POSTs, pushes arrive over one WebSocket that is
 * opened on the first subscription and reopened with backoff if the bridge restarts.
 */
export function createBridgeTransport(origin: string, token: string): RendererApi {
  const inFlight = new Map<string, AbortController>();
  const listeners = new Map<string, Set<Listener>>();
  let socket: WebSocket | null = null;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };

  async function invoke(callId: string, channel: string, input: unknown): Promise<unknown> {
    const controller = new AbortController();
    inFlight.set(callId, controller);
    try {
      const response = await fetch(new URL(bridgeProtocol.invokePath, origin), {
        method: 'POST',
        headers,
        body: JSON.stringify({ callId, channel, input }),
        signal: controller.signal,
        credentials: 'omit',
      });
      if (response.status === 401 || response.status === 403) {
        return failure('UNAUTHENTICATED', 'This window is no longer connected to Orgdesk. Reopen it from Orgdesk.');
      }
      return await response.json().catch(() => failure('INTERNAL', 'Orgdesk sent an answer it could not read.'));
    } catch {
      if (controller.signal.aborted) return failure('NETWORK', 'The request was cancelled.');
      return failure('NETWORK', 'Orgdesk could not reach its core. Check that it is still running.');
    } finally {
      inFlight.delete(callId);
    }
  }

  function cancel(callId: string): void {
    inFlight.get(callId)?.abort();
    void fetch(new URL(bridgeProtocol.cancelPath, origin), {
      method: 'POST',
      headers,
      body: JSON.stringify({ callId }),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }

  function connect(): void {
    const url = new URL(bridgeProtocol.eventsPath, origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set(bridgeProtocol.tokenParam, token);
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => (reconnectDelay = RECONNECT_MIN_MS));
    ws.addEventListener('message', (message) => deliver(message.data));
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      if (listeners.size > 0) scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (!socket && listeners.size > 0) connect();
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  function deliver(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || !('event' in message)) return;
    const { event } = message;
    const payload = 'payload' in message ? message.payload : undefined;
    if (typeof event !== 'string') return;
    for (const listener of listeners.get(event) ?? []) listener(payload);
  }

  function on(event: string, listener: Listener): () => void {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    if (!socket) connect();
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(event);
    };
  }

  return { invoke, cancel, on };
}
