import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSandboxOnlyPath, SandboxHttpError, type Area, type AreaModule, type Caller, type HandlerEnv, type HttpMethod, type SandboxCredentials, type SandboxReply, type SandboxRequest, type World } from '../kit';
import type { SpecCatalog } from '../validation/catalog';
import { checkRequest } from '../validation/request';
import { authenticate, challengeHeader } from './auth';
import { parseBody, readBody } from './body';
import type { FaultInjector } from './faults';
import type { BudgetedRequest, RequestLimits } from './rate-limit';
import type { RecordedExchange, Recorder } from './recorder';
import { recordableHeaders } from './recorder';
import { badRequestReply, errorReply, rateLimitReply, serverErrorReply, type ErrorSource } from './replies';
import { areaForPath, type Router } from './router';

export interface Runtime {
  world: World;
  credentials: SandboxCredentials;
  modules: ReadonlyMap<Area, AreaModule<unknown>>;
  router: Router;
  /** The reduced specs every request is validated against. */
  catalog: SpecCatalog;
  limits: RequestLimits;
  faults: FaultInjector;
  latencyMs: number;
  record: Recorder | undefined;
  baseUrl(): string;
  /** Called after a request that may have changed the world (persistence hooks here). */
  changed(): void;
  /** Lent to every handler: background work (webhook deliveries) and its timing. */
  env: HandlerEnv;
}

type Outcome = { kind: 'reply'; reply: SandboxReply; requestBody: unknown } | { kind: 'drop'; requestBody: unknown };

const httpMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const plainNotFound: SandboxReply = { status: 404, body: { message: 'No Atlassian API is served under this path.' } };

function headerMap(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

async function decide(runtime: Runtime, req: IncomingMessage, url: URL): Promise<Outcome> {
  const raw = await readBody(req);
  const parsed = raw === 'tooLarge' ? undefined : parseBody(raw, req.headers['content-type']);
  const requestBody = parsed === undefined ? '[too large]' : parsed.kind === 'json' ? parsed.value : parsed.kind === 'none' ? null : parsed.text;
  const reply = (value: SandboxReply): Outcome => ({ kind: 'reply', reply: value, requestBody });

  const area = areaForPath(url.pathname);
  const module = area ? runtime.modules.get(area) : undefined;
  if (!area || !module) return reply(plainNotFound);
  const errors: ErrorSource = { module, path: url.pathname };
  const method = httpMethods.find((candidate) => candidate === req.method);
  const match = method ? runtime.router.match(area, method, url.pathname) : ({ kind: 'none' } as const);

  const publicRoute = match.kind === 'found' && match.route.public === true;
  const caller: Caller | undefined = publicRoute
    ? { area, accountId: '', credentialKey: `anonymous:${req.socket.remoteAddress ?? ''}` }
    : authenticate(area, req.headers.authorization, runtime.credentials, runtime.world.adminAccountId);
  if (!caller) return reply(errorReply(errors, 401, 'Client must be authenticated to access this resource.', { 'WWW-Authenticate': challengeHeader[area] }));

  const budgeted: BudgetedRequest = { area, credentialKey: caller.credentialKey, method: req.method ?? '', route: match.kind === 'found' ? match.route.path : url.pathname };
  const budget = runtime.limits.admit(budgeted);
  if (!budget.allowed) return reply(rateLimitReply(errors, { ...budget, withRetryAfter: !runtime.faults.omitRetryAfter() }));
  const fault = runtime.faults.next();
  if (fault === 'rateLimit') {
    return reply(rateLimitReply(errors, { limit: budget.limit, retryAfterSeconds: 1, resetAt: new Date(Date.now() + 1000).toISOString(), withRetryAfter: !runtime.faults.omitRetryAfter() }));
  }
  if (fault === 'serverError') {
    const status = runtime.faults.serverErrorStatus();
    return reply(serverErrorReply(errors, status, runtime.faults.omitRetryAfter() ? undefined : 2));
  }
  if (fault === 'drop') return { kind: 'drop', requestBody };

  if (!method || match.kind === 'wrongMethod') {
    return reply(errorReply(errors, 405, `Method ${req.method ?? ''} is not allowed here.`, match.kind === 'wrongMethod' ? { Allow: match.allowed.join(', ') } : {}));
  }
  if (match.kind === 'none') return reply(errorReply(errors, 404, `No resource at ${url.pathname}.`));
  if (parsed === undefined) return reply(errorReply(errors, 413, 'The request body is too large.'));
  if (parsed.kind === 'unsupported') return reply(errorReply(errors, 415, 'Only application/json request bodies are accepted.'));
  if (parsed.kind === 'malformed') return reply(errorReply(errors, 400, 'The request body is not valid JSON.'));
  const body = parsed.kind === 'json' ? parsed.value : undefined;

  // Sandbox-only routes are no Atlassian operation: no spec describes them, so none is looked for.
  const specMatch = isSandboxOnlyPath(url.pathname) ? undefined : runtime.catalog.find(method, url.pathname);
  if (specMatch) {
    const verdict = checkRequest(specMatch, { query: url.searchParams, body });
    if (verdict.problems.length > 0) return reply(badRequestReply(errors, verdict.status, verdict.problems));
  }

  const request: SandboxRequest = {
    method,
    path: url.pathname,
    params: match.params,
    query: url.searchParams,
    headers: headerMap(req),
    body,
    baseUrl: runtime.baseUrl(),
    caller,
  };
  const answer = await runHandler(errors, match.route.handle.bind(match.route), request, runtime, area);
  runtime.limits.settle(budgeted, answer);
  if (method !== 'GET') runtime.changed();
  if (fault === 'dropAfter') return { kind: 'drop', requestBody };
  if (area === 'jira' && answer.status < 400) answer.headers = { 'X-AAccountId': caller.accountId, ...answer.headers };
  return reply(answer);
}

async function runHandler(
  errors: ErrorSource,
  handle: (req: SandboxRequest, state: unknown, world: World, env: HandlerEnv) => SandboxReply | Promise<SandboxReply>,
  request: SandboxRequest,
  runtime: Runtime,
  area: Area,
): Promise<SandboxReply> {
  try {
    return await handle(request, runtime.world.areas[area], runtime.world, runtime.env);
  } catch (error) {
    if (error instanceof SandboxHttpError) return { status: error.status, body: error.body, headers: error.headers };
    process.stderr.write(`sandbox: ${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return errorReply(errors, 500, 'The sandbox failed to handle this request.');
  }
}

function write(res: ServerResponse, reply: SandboxReply): Record<string, string> {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.file !== undefined) {
    headers['Content-Type'] = reply.file.contentType;
    headers['Content-Length'] = String(reply.file.bytes.byteLength);
    res.writeHead(reply.status, headers);
    res.end(reply.file.bytes);
    return headers;
  }
  const text = reply.body === undefined ? undefined : JSON.stringify(reply.body);
  if (text !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
  res.writeHead(reply.status, headers);
  res.end(text);
  return headers;
}

export async function serve(runtime: Runtime, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', runtime.baseUrl());
  const outcome = await decide(runtime, req, url);
  if (runtime.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, runtime.latencyMs));
  const exchange: RecordedExchange = {
    method: req.method ?? '',
    path: url.pathname,
    query: url.search.replace(/^\?/, ''),
    requestHeaders: recordableHeaders(req.headers),
    requestBody: outcome.requestBody,
    status: 0,
    responseHeaders: {},
    responseBody: null,
  };
  if (outcome.kind === 'drop') {
    req.socket.destroy();
  } else {
    exchange.responseHeaders = write(res, outcome.reply);
    exchange.status = outcome.reply.status;
    // A file is recorded by its size: the record stays one readable JSON line.
    exchange.responseBody = outcome.reply.file === undefined ? (outcome.reply.body ?? null) : { fileBytes: outcome.reply.file.bytes.byteLength };
  }
  runtime.record?.(exchange);
}
