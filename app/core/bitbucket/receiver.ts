import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receiverKeeps, receiverShowsPerSecond, type ReceivedDelivery, type ReceiverStatus } from '../../contract/bitbucket/webhooks';
import { checkSignature, secretsToCheck } from './signature';
import type { HookSecretVault } from './secret-vault';

/** Bitbucket may not send payloads over 256 KB; anything much larger is not a delivery. */
const maxBodyBytes = 1024 * 1024;
/** What one delivery shows on screen; the signature check always uses the whole body. */
const shownBodyBytes = 64 * 1024;
/** The window hears the count of dropped deliveries at most this often, however many are dropped. */
const droppedNoticeMs = 250;
/** Headers that carry a credential of their own (a tunnel's, a proxy's): never kept or shown. */
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie']);

export interface ReceiverSetup {
  connectionId: string;
  workspace: string;
}

export type CheckWith = { kind: 'kept' } | { kind: 'pasted'; secret: string };

interface Listening extends ReceiverSetup {
  server: Server;
  url: string;
  path: string;
}

const braced = (id: string): string => `{${id.replace(/^\{|\}$/g, '')}}`;

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null;
}

/** Reads a delivery to its end without keeping it, so it can be answered. */
function drainBody(req: IncomingMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    req.on('end', () => resolve());
    req.on('error', reject);
    req.resume();
  });
}

function readBody(req: IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge: size > maxBodyBytes }));
    req.on('error', reject);
  });
}

/** Cuts text at a byte count without splitting a character. */
function cutUtf8(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length <= bytes ? text : buffer.subarray(0, bytes).toString('utf8').replace(/\uFFFD$/, '');
}

/**
 * "Listen for deliveries": an HTTP server on this machine's loopback, on a random port and an
 * unguessable path, started and stopped by the admin. Every POST to that path is a delivery: its
 * signature is checked with the sending hook's kept secret (or a pasted one) and it is handed to `onDelivery`
 * with its headers, body, verdict and timing. Bitbucket itself can only reach it through a tunnel the
 * admin provides; the demo's sandbox delivers to it directly.
 */
export interface ReceiverOptions {
  vault: HookSecretVault;
  /** A delivery was kept: the window shows it. */
  onDelivery(delivery: ReceivedDelivery, connectionId: string): void;
  /** How many deliveries were dropped since listening started, said a few times a second at most. */
  onDropped(dropped: number, connectionId: string): void;
  /** A hook's description, when known, for the screen and for naming "the secret of …" in a verdict. */
  nameOf(hookId: string): string | undefined;
  now?: () => number;
}

/**
 * How many deliveries may still be kept and shown: `receiverKeeps` at once, refilled at
 * `receiverShowsPerSecond`. A flood beyond it is answered and counted, never kept, checked or forwarded,
 * so neither the core's memory nor what is pushed to the window grows with it.
 */
class ShowAllowance {
  private left = receiverKeeps;
  private at: number;

  constructor(private readonly now: () => number) {
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.left = Math.min(receiverKeeps, this.left + ((now - this.at) / 1000) * receiverShowsPerSecond);
    this.at = now;
    if (this.left < 1) return false;
    this.left -= 1;
    return true;
  }
}

export class DeliveryReceiver {
  private listening: Listening | null = null;
  private deliveries: ReceivedDelivery[] = [];
  private answer: 'accept' | 'fail' = 'accept';
  private checkWith: CheckWith = { kind: 'kept' };
  private readonly triggered = new Map<string, number>();
  private allowance: ShowAllowance;
  private dropped = 0;
  private droppedNotice: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ReceiverOptions) {
    this.now = options.now ?? Date.now;
    this.allowance = new ShowAllowance(this.now);
  }

  /** Starts listening for a connection's workspace; already listening for it, it keeps its address. */
  async start(setup: ReceiverSetup): Promise<ReceiverStatus> {
    const current = this.listening;
    if (current && current.connectionId === setup.connectionId && current.workspace === setup.workspace) return this.status();
    await this.stop();
    const path = `/bitbucket/${randomBytes(12).toString('base64url')}`;
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    this.listening = { ...setup, server, path, url: `http://127.0.0.1:${port}${path}` };
    this.allowance = new ShowAllowance(this.now);
    return this.status();
  }

  async stop(): Promise<void> {
    const current = this.listening;
    this.listening = null;
    this.deliveries = [];
    this.triggered.clear();
    this.checkWith = { kind: 'kept' };
    this.dropped = 0;
    if (this.droppedNotice) clearTimeout(this.droppedNotice);
    this.droppedNotice = null;
    if (!current) return;
    current.server.closeAllConnections();
    await new Promise<void>((resolve) => current.server.close(() => resolve()));
  }

  /** What the screen shows: never a secret, only whose secret checks the signatures. */
  status(connectionId?: string): ReceiverStatus {
    const mine = this.listening !== null && (connectionId === undefined || this.listening.connectionId === connectionId);
    return {
      listening: mine,
      url: mine ? (this.listening?.url ?? null) : null,
      workspace: mine ? (this.listening?.workspace ?? null) : null,
      answer: this.answer,
      checkWith: this.checkWith.kind,
      deliveries: mine ? [...this.deliveries].reverse() : [],
      dropped: mine ? this.dropped : 0,
    };
  }

  isListeningFor(connectionId: string): boolean {
    return this.listening?.connectionId === connectionId;
  }

  configure(options: { answer?: 'accept' | 'fail'; checkWith?: CheckWith }): void {
    if (options.answer) this.answer = options.answer;
    if (options.checkWith) this.checkWith = options.checkWith;
  }

  /** Deliveries Orgdesk asked the demo to send (by `X-Request-UUID`), so their arrival can be timed. */
  expect(requestIds: readonly string[]): void {
    const at = this.now();
    for (const id of requestIds) this.triggered.set(id, at);
  }

  /** Whether a delivery from this hook arrived with a valid signature (the rotation's evidence). */
  sawValidFrom(hookId: string): boolean {
    return this.deliveries.some((delivery) => delivery.hookId === hookId && delivery.verdict.valid);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const listening = this.listening;
    const path = new URL(req.url ?? '/', 'http://receiver').pathname;
    if (!listening || path !== listening.path) {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    if (!this.allowance.take()) {
      await this.drop(listening, req, res);
      return;
    }
    const started = this.now();
    let read: { body: Buffer; tooLarge: boolean };
    try {
      read = await readBody(req);
    } catch {
      res.destroy();
      return;
    }
    const readMs = this.now() - started;
    const answered = this.reply(res, read.tooLarge);
    const delivery = await this.record(listening, req, read, { answered, started, readMs });
    if (this.listening !== listening) return;
    this.deliveries.push(delivery);
    this.deliveries.splice(0, Math.max(0, this.deliveries.length - receiverKeeps));
    this.options.onDelivery(delivery, listening.connectionId);
  }

  /** Answers as the admin chose (413 for an oversized body) and says what was answered. */
  private reply(res: ServerResponse, tooLarge: boolean): number {
    const answered = tooLarge ? 413 : this.answer === 'fail' ? 500 : 200;
    res.writeHead(answered, { 'Content-Type': 'text/plain' }).end(answered === 200 ? 'Received by Orgdesk' : 'Orgdesk was told to refuse this delivery');
    return answered;
  }

  /** Beyond the allowance: answered as any other, then only counted; the window hears the count shortly after. */
  private async drop(listening: Listening, req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await drainBody(req);
    } catch {
      res.destroy();
      return;
    }
    this.reply(res, false);
    if (this.listening !== listening) return;
    this.dropped += 1;
    this.droppedNotice ??= setTimeout(() => {
      this.droppedNotice = null;
      if (this.listening === listening) this.options.onDropped(this.dropped, listening.connectionId);
    }, droppedNoticeMs);
  }

  private async record(
    listening: Listening,
    req: IncomingMessage,
    read: { body: Buffer; tooLarge: boolean },
    { answered, started, readMs }: { answered: number; started: number; readMs: number },
  ): Promise<ReceivedDelivery> {
    const body = read.body.toString('utf8');
    const rawHookId = header(req, 'x-hook-uuid');
    const hookId = rawHookId ? braced(rawHookId.trim()) : null;
    const requestId = header(req, 'x-request-uuid');
    const triggeredAt = requestId ? this.triggered.get(requestId) : undefined;
    const attempt = Number(header(req, 'x-attempt-number'));
    const verdict = read.tooLarge
      ? { kind: 'body-changed' as const, valid: false, reason: 'The delivery was larger than 1 MB, more than Bitbucket ever sends, so it was refused and not checked.' }
      : checkSignature({
          body,
          header: header(req, 'x-hub-signature'),
          ...secretsToCheck(
            await this.options.vault.keptSecrets(listening.connectionId, listening.workspace),
            hookId,
            this.checkWith.kind === 'pasted' ? this.checkWith.secret : null,
            this.options.nameOf,
          ),
        });
    return {
      id: randomUUID(),
      receivedAt: new Date(started).toISOString(),
      hookId,
      hookDescription: hookId ? (this.options.nameOf(hookId) ?? null) : null,
      event: header(req, 'x-event-key'),
      attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : null,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        credentialHeaders.has(name) || value === undefined ? [] : [{ name, value: Array.isArray(value) ? value.join(', ') : value }],
      ),
      body: cutUtf8(body, shownBodyBytes),
      bodyBytes: read.body.length,
      bodyCut: read.tooLarge || read.body.length > shownBodyBytes,
      verdict,
      answered,
      readMs,
      afterTriggerMs: triggeredAt === undefined ? null : started - triggeredAt,
    };
  }
}
