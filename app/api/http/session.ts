import { AppError } from '../../contract/errors';
import { mapHttpError } from '../errors';
import { endpointFor, isAreaConfigured, type ApiArea, type ApiCredentials } from './credentials';
import type { RequestLane } from './host-limiter';
import type { HttpMethod, Transport, TransportResponse } from './transport';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
/** Arrays are sent as repeated parameters (`?a=1&a=2`); join them first where an API wants commas. */
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiRequest {
  area: ApiArea;
  method?: HttpMethod;
  /**
   * The path from the origin as the spec writes it (`/wiki/api/v2/pages`, `/rest/api/3/version/1`,
   * `/2.0/workspaces/acme/hooks`, `/users/{id}/manage`), or an absolute link on the area's own origin.
   * Jira paths are written with `/rest/api/3/`; the session switches them to 2 when the connection says so.
   */
  path: string;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the method's default (see `OutgoingRequest.idempotent`). */
  idempotent?: boolean;
  /** Slots of its own on the host, for a long read the server paces (see `RequestLane`). */
  lane?: RequestLane;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown;
  /** The final address, for resolving relative links in the body. */
  url: URL;
}

export interface DownloadRequest {
  area: ApiArea;
  path: string;
  query?: Query;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  bytes: Uint8Array;
  contentType: string | null;
}

/** Redirects a download may follow (the file service answers at a pre-signed address). */
const MAX_REDIRECTS = 3;

/** One connection's view of the transport: knows which credentials go where, and never shows them. */
export interface ApiSession {
  readonly jiraApiVersion: '2' | '3';
  isConfigured(area: ApiArea): boolean;
  /** Resolves a path or link against the area's origin; an address on any other origin is refused. */
  resolve(area: ApiArea, pathOrLink: string): URL;
  /** Throws AppError for any non-2xx answer, mapped to words an admin understands. */
  request(request: ApiRequest): Promise<ApiResponse>;
  /**
   * A file's bytes. Redirects are followed: with the credentials on the area's own origin, without
   * them anywhere else (a pre-signed file address needs none), and never to a plain-http address.
   */
  download(request: DownloadRequest): Promise<DownloadedFile>;
}

export function createApiSession(transport: Transport, credentials: ApiCredentials): ApiSession {
  function resolve(area: ApiArea, pathOrLink: string): URL {
    const { origin } = endpointFor(credentials, area);
    const url = new URL(pathOrLink, origin);
    if (url.origin !== origin || url.username || url.password) {
      throw new AppError(
        'UPSTREAM',
        'Atlassian pointed Orgdesk to a different address. It was not followed, to keep your credentials safe.',
      );
    }
    assertPathKept(pathOrLink, url);
    if (area === 'jira' && credentials.jiraApiVersion === '2') {
      url.pathname = url.pathname.replace(/^\/rest\/api\/3\//, '/rest/api/2/');
    }
    return url;
  }

  async function exchange(
    area: ApiArea,
    method: HttpMethod,
    url: URL,
    extra: { body?: string; contentType?: string; signal?: AbortSignal; idempotent?: boolean; lane?: RequestLane },
  ): Promise<TransportResponse> {
    const headers: Record<string, string> = { Authorization: endpointFor(credentials, area).authorization };
    if (extra.contentType) headers['Content-Type'] = extra.contentType;
    const response = await transport.send({
      method,
      url,
      headers,
      body: extra.body,
      signal: extra.signal,
      idempotent: extra.idempotent,
      lane: extra.lane,
    });
    // The lost attempt most likely did the delete; what the caller wanted (the thing gone) is true.
    if (method === 'DELETE' && response.status === 404 && response.replayedAfterConnectionLoss) {
      return { ...response, status: 204, text: '' };
    }
    if (response.status < 200 || response.status >= 300) {
      throw mapHttpError({ area, method, status: response.status, headers: response.headers, text: response.text });
    }
    return response;
  }

  async function request(req: ApiRequest): Promise<ApiResponse> {
    const url = resolve(req.area, req.path);
    appendQuery(url, req.query);
    const method = req.method ?? 'GET';
    const hasBody = req.body !== undefined;
    const response = await exchange(req.area, method, url, {
      body: hasBody ? JSON.stringify(req.body) : undefined,
      contentType: hasBody ? 'application/json' : undefined,
      signal: req.signal,
      idempotent: req.idempotent,
      lane: req.lane,
    });
    return { status: response.status, headers: response.headers, body: parseJson(response.text), url };
  }

  async function download(req: DownloadRequest): Promise<DownloadedFile> {
    const { origin, authorization } = endpointFor(credentials, req.area);
    let url = resolve(req.area, req.path);
    appendQuery(url, req.query);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const own = url.origin === origin;
      const headers: Record<string, string> = { Accept: '*/*', ...(own ? { Authorization: authorization } : {}) };
      const response = await transport.send({ method: 'GET', url, headers, signal: req.signal, responseType: 'bytes' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        const next = new URL(location, url);
        if (next.origin !== origin && next.protocol !== 'https:') {
          throw new AppError('UPSTREAM', 'Atlassian pointed the download to an address that is not secure. It was not followed.');
        }
        url = next;
        continue;
      }
      if (response.status < 200 || response.status >= 300 || response.bytes === undefined) {
        throw mapHttpError({ area: req.area, method: 'GET', status: response.status, headers: response.headers, text: response.text });
      }
      return { bytes: response.bytes, contentType: response.headers.get('content-type') };
    }
    throw new AppError('UPSTREAM', 'The download was redirected too many times. Try again later.');
  }

  return {
    jiraApiVersion: credentials.jiraApiVersion,
    isConfigured: (area) => isAreaConfigured(credentials, area),
    resolve,
    request,
    download,
  };
}

/** Segments URL parsing rewrites: "." and ".." (drop themselves and the one before), also percent-encoded. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The request goes exactly where it was built to go: a path whose parsing drops or merges segments (an id
 * of "..", a backslash read as a slash) would reach another endpoint, say a revoke turned into a DELETE on
 * the account itself. Such a path is refused before anything is sent.
 */
function assertPathKept(pathOrLink: string, url: URL): void {
  const withoutOrigin = pathOrLink.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const built = path.startsWith('/') ? path : `/${path}`;
  const segments = built.split('/');
  const kept =
    !built.includes('\\') && !segments.some((segment) => DOT_SEGMENT.test(segment)) && url.pathname.split('/').length === segments.length;
  if (!kept) {
    throw new AppError('VALIDATION', 'A name or ID here would change the address of the request, so Orgdesk did not send it.');
  }
}

function appendQuery(url: URL, query: Query | undefined): void {
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) url.searchParams.append(name, String(item));
    } else {
      url.searchParams.set(name, String(value));
    }
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('UPSTREAM', 'Atlassian sent an answer Orgdesk could not read. Try again in a moment.');
  }
}
