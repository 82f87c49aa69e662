import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { areaModules } from './areas';
import { createRng } from './data/rng';
import { loadWorld, saveWorld } from './data/state-file';
import { defaultNow } from './data/time';
import { createWorld, credentialsFor } from './data/world';
import { FaultInjector, parseFaults } from './http/faults';
import { serveAvatar } from './http/avatars';
import { serve, type Runtime } from './http/pipeline';
import { documentedLimits } from './http/documented-limits';
import { defaultRateLimit, perCredentialLimits, type RateLimitOptions, type RequestLimits } from './http/rate-limit';
import { fileRecorder } from './http/recorder';
import { Router } from './http/router';
import { defaultDeliveryTiming, type Area, type AreaModule, type DeliveryTiming, type HandlerEnv, type SandboxCredentials, type Scale, type World } from './kit';
import { reducedSpecCatalog } from './validation/catalog';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  seed?: string;
  scale?: Scale;
  /** Makes the world the staging site of the production world with this seed (see `data/staging.ts`). */
  stagingOf?: string;
  /** Delay added to every answer. */
  latencyMs?: number;
  /** e.g. `5xx:0.05,drop:0.02,429:0.1` (see `http/faults.ts`). */
  faults?: string;
  /** Keeps the world across restarts; without it the world lives in memory. */
  stateFile?: string;
  /**
   * A world made beforehand (`createWorld`), served as it is instead of a new one: sandboxes started one
   * after another can serve the same world (the enterprise bench's parts), each change shared. `seed`,
   * `scale`, `now`, `stagingOf` and `stateFile` are then not used to make it.
   */
  world?: World;
  /** 32 bytes: seals every webhook secret written to `stateFile` (see `data/state-file.ts`). */
  stateKey?: Buffer;
  /** Appends one JSON line per exchange. Defaults to the SANDBOX_RECORD environment variable. */
  recordFile?: string;
  /** Fixed "now" of a newly generated world (ISO). Defaults to the current hour. */
  now?: string;
  /**
   * One bucket per credential. The enterprise world uses the real services' kind of limits instead
   * (`http/documented-limits.ts`) unless this is given.
   */
  rateLimit?: Partial<RateLimitOptions>;
  /** The areas to serve; all four by default. Tests of one area may pass a smaller list. */
  modules?: readonly AreaModule<unknown>[];
  /** Webhook delivery timing; Bitbucket's own (10 s, two retries) unless a test needs it shorter. */
  delivery?: Partial<DeliveryTiming>;
}

/** Work that outlives the request that started it; `close()` aborts it and waits for it. */
function backgroundWork(onError: (error: unknown) => void) {
  const stop = new AbortController();
  const running = new Set<Promise<void>>();
  return {
    start(work: (signal: AbortSignal) => Promise<void>): void {
      if (stop.signal.aborted) return;
      const task = work(stop.signal).catch(onError);
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async stop(): Promise<void> {
      stop.abort();
      await Promise.all(running);
    },
  };
}

export interface RunningSandbox {
  baseUrl: string;
  credentials: SandboxCredentials;
  /** The live world: reading it in tests shows exactly what the server holds. */
  world: World;
  close(): Promise<void>;
}

function prepareWorld(options: SandboxOptions, modules: readonly AreaModule<unknown>[]): World {
  if (options.world !== undefined) return options.world;
  const spec = { seed: options.seed ?? 'orgdesk', scale: options.scale ?? 'demo', now: options.now ?? defaultNow(), stagingOf: options.stagingOf };
  const saved = options.stateFile ? loadWorld(options.stateFile, options.stateKey) : undefined;
  if (!saved) return createWorld(spec, modules);
  // An area added since the file was written gets its generated state; the rest stays as saved.
  const missing = modules.filter((module) => saved.areas[module.area] === undefined);
  if (missing.length > 0) {
    const fresh = createWorld({ seed: saved.seed, scale: saved.scale, now: saved.now, stagingOf: saved.stagingOf }, missing);
    for (const module of missing) saved.areas[module.area] = fresh.areas[module.area];
  }
  return saved;
}

function limitsFor(world: World, rateLimit: Partial<RateLimitOptions> | undefined): RequestLimits {
  if (world.scale === 'enterprise' && rateLimit === undefined) return documentedLimits();
  return perCredentialLimits({ ...defaultRateLimit, ...rateLimit });
}

/** Starts the sandbox on 127.0.0.1 in this process. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  if (options.stateKey && options.stateKey.length !== 32) throw new Error('the sandbox state key must be 32 bytes');
  const modules = options.modules ?? areaModules;
  const world = prepareWorld(options, modules);
  const { stateFile, stateKey } = options;
  if (stateFile) saveWorld(stateFile, world, stateKey);
  const recordFile = options.recordFile ?? process.env.SANDBOX_RECORD;
  let baseUrl = '';
  let saveQueued = false;
  const saveSoon = (): void => {
    if (!stateFile || saveQueued) return;
    saveQueued = true;
    setImmediate(() => {
      saveQueued = false;
      saveWorld(stateFile, world, stateKey);
    });
  };
  const background = backgroundWork((error) => process.stderr.write(`sandbox: background work failed: ${error instanceof Error ? error.message : String(error)}\n`));
  const env: HandlerEnv = {
    background: (work) => background.start(work),
    changed: saveSoon,
    delivery: { ...defaultDeliveryTiming, ...options.delivery },
  };
  const runtime: Runtime = {
    world,
    credentials: credentialsFor(world),
    modules: new Map<Area, AreaModule<unknown>>(modules.map((module) => [module.area, module])),
    router: new Router(modules),
    catalog: reducedSpecCatalog(),
    limits: limitsFor(world, options.rateLimit),
    faults: new FaultInjector(parseFaults(options.faults), createRng(world.seed).fork('faults')),
    latencyMs: options.latencyMs ?? 0,
    record: recordFile ? fileRecorder(recordFile) : undefined,
    baseUrl: () => baseUrl,
    changed: saveSoon,
    env,
  };
  const server: Server = createServer((req, res) => {
    // Like the bridge: only requests addressed to this loopback port, so a web page cannot reach the
    // sandbox (and the demo's data) through a host name it points at 127.0.0.1 (DNS rebinding).
    const port = new URL(baseUrl).port;
    if (req.headers.host !== `127.0.0.1:${port}` && req.headers.host !== `localhost:${port}`) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This address is not served here.');
      return;
    }
    if (serveAvatar(req, res, req.url ?? '/')) return;
    serve(runtime, req, res).catch((error: unknown) => {
      process.stderr.write(`sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    credentials: runtime.credentials,
    world,
    close: async () => {
      await background.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (stateFile) saveWorld(stateFile, world, stateKey);
    },
  };
}
