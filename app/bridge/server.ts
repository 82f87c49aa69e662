import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Dispatch } from '../contract/dispatch';
import { bridgeProtocol } from '../contract/transport';
import { contentSecurityPolicy, newNonce, preparePage, securityHeaders } from '../platform/page-policy';
import { readStaticFile } from '../platform/static-files';
import { cacheControlFor, StaticCompressor } from './static-delivery';

/**
 * The loopback bridge: the same dispatcher Electron's IPC uses, served over HTTP (calls) and WebSocket
 * (pushes) on 127.0.0.1 for the end-to-end tests and the browser harness. Never bundled into the desktop
 * app. Every request needs the per-run token; browsers must also come from the bridge's own origin.
 */
export interface BridgeOptions {
  dispatch: Dispatch;
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
  /** Folder with the built renderer; when absent only the API is served. */
  staticDir?: string;
  /** Where the page may load images from besides itself, asked for at each page load (the saved connections change). */
  imageSources?(): readonly string[];
  port?: number;
  /** Defaults to 32 random bytes. */
  token?: string;
}

export interface RunningBridge {
  origin: string;
  token: string;
  /** The page URL with everything a browser needs. */
  pageUrl: string;
  close(): Promise<void>;
}

/** The largest call: a snapshot file being imported (16 MB of text, escaped in JSON) is the biggest there is. */
const MAX_BODY_BYTES = 24 * 1024 * 1024;
/** A body over the limit but under this is read to its end (and dropped) before the refusal. */
const DRAIN_LIMIT = 64 * 1024 * 1024;
const InvokeBody = z.object({ callId: z.string().min(1).max(100), channel: z.string(), input: z.unknown() });
const CancelBody = z.object({ callId: z.string().min(1).max(100) });

export async function startBridge(options: BridgeOptions): Promise<RunningBridge> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const inflight = new Map<string, AbortController>();
  const compressor = new StaticCompressor();
  const sockets = new Set<WebSocket>();
  let origin = '';

  const tokenMatches = (given: string | null | undefined) => {
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const hostAllowed = (req: IncomingMessage) => {
    const port = new URL(origin).port;
    return req.headers.host === `127.0.0.1:${port}` || req.headers.host === `localhost:${port}`;
  };
  const originAllowed = (req: IncomingMessage) => req.headers.origin === undefined || req.headers.origin === origin;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { ok: false, error: { code: 'INTERNAL', message: 'Bridge failure.' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hostAllowed(req) || !originAllowed(req)) return send(res, 403, { error: 'forbidden' });
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === bridgeProtocol.invokePath || url.pathname === bridgeProtocol.cancelPath) {
      if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
      const auth = req.headers.authorization ?? '';
      if (!tokenMatches(auth.startsWith('Bearer ') ? auth.slice(7) : null)) return send(res, 401, { error: 'unauthorized' });
      const body = await readJson(req);
      if (body.kind === 'too-large') return refuseTooLarge(req, res, body.drained);
      if (body.kind === 'bad') return send(res, 400, { error: 'bad request' });
      return url.pathname === bridgeProtocol.invokePath ? invoke(body.value, res) : cancel(body.value, res);
    }
    if (req.method !== 'GET' || !options.staticDir) return send(res, 404, { error: 'not found' });
    const file = await readStaticFile(options.staticDir, url.pathname);
    if (file.kind !== 'file') return send(res, 404, { error: 'not found' });
    // The same policy as the desktop app's, made for this load; the events socket is this bridge's own.
    const nonce = newNonce();
    const port = new URL(origin).port;
    const policy = { imageSources: options.imageSources?.() ?? [], connectSources: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] };
    const isPage = file.contentType.startsWith('text/html');
    const page = isPage ? Buffer.from(preparePage(file.body.toString('utf8'), nonce, policy)) : file.body;
    const sent = await compressor.encode(page, file.contentType, req.headers['accept-encoding'], isPage ? null : url.pathname);
    res.writeHead(200, {
      'Content-Type': file.contentType,
      ...securityHeaders(contentSecurityPolicy(nonce, policy)),
      'Cache-Control': cacheControlFor(url.pathname, isPage),
      Vary: 'Accept-Encoding',
      'Content-Length': sent.body.length,
      ...(sent.encoding === 'identity' ? {} : { 'Content-Encoding': sent.encoding }),
    });
    res.end(sent.body);
  }

  async function invoke(body: unknown, res: ServerResponse): Promise<void> {
    const parsed = InvokeBody.safeParse(body);
    if (!parsed.success) return send(res, 400, { error: 'bad request' });
    const { callId, channel, input } = parsed.data;
    const controller = new AbortController();
    inflight.set(callId, controller);
    // A client that hangs up has stopped waiting: let the handler stop too.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      send(res, 200, await options.dispatch(channel, input, controller.signal));
    } finally {
      inflight.delete(callId);
    }
  }

  function cancel(body: unknown, res: ServerResponse): void {
    const parsed = CancelBody.safeParse(body);
    if (!parsed.success) return send(res, 400, { error: 'bad request' });
    const controller = inflight.get(parsed.data.callId);
    controller?.abort();
    send(res, 200, { cancelled: controller !== undefined });
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    // A client may hang up or send garbage before the upgrade completes; that ends its socket only.
    const dropSocket = () => socket.destroy();
    socket.on('error', dropSocket);
    const url = new URL(req.url ?? '/', origin);
    const ok =
      url.pathname === bridgeProtocol.eventsPath &&
      hostAllowed(req) &&
      originAllowed(req) &&
      tokenMatches(url.searchParams.get(bridgeProtocol.tokenParam));
    if (!ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', dropSocket);
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      // Pushes only go out: a frame over the limit or a protocol error closes this socket (ws sends the
      // close code), and nothing else. Without a listener the error would end the whole process.
      ws.on('error', () => {
        sockets.delete(ws);
        ws.terminate();
      });
    });
  });

  const unsubscribe = options.onEvent((event, payload) => {
    const frame = JSON.stringify({ event, payload });
    for (const ws of sockets) ws.send(frame);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    token,
    pageUrl: `${origin}/?${bridgeProtocol.tokenParam}=${encodeURIComponent(token)}`,
    close: async () => {
      unsubscribe();
      for (const controller of inflight.values()) controller.abort();
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A body over the limit is answered 413. One up to `DRAIN_LIMIT` is read to its end and thrown away first,
 * so the client, still sending, gets the answer and may use the connection again; a larger one is not
 * read at all: its connection is closed once the answer is out, so a client cannot make the bridge
 * swallow any amount.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, drained: boolean): void {
  if (drained) return send(res, 413, { error: 'request too large' });
  res.once('finish', () => req.socket.destroy());
  send(res, 413, { error: 'request too large' }, { Connection: 'close' });
}

type Body = { kind: 'json'; value: unknown } | { kind: 'bad' } | { kind: 'too-large'; drained: boolean };

function readJson(req: IncomingMessage): Promise<Body> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) return Promise.resolve({ kind: 'bad' });
  if (Number(req.headers['content-length'] ?? 0) > DRAIN_LIMIT) return Promise.resolve({ kind: 'too-large', drained: false });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        req.off('data', onData);
        req.pause();
        resolve({ kind: 'too-large', drained: false });
      }
    };
    req.on('data', onData);
    req.once('error', () => resolve({ kind: 'bad' }));
    req.once('end', () => {
      if (size > MAX_BODY_BYTES) return resolve({ kind: 'too-large', drained: true });
      try {
        resolve({ kind: 'json', value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        resolve({ kind: 'bad' });
      }
    });
  });
}
