import { bitbucketError } from './errors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** This machine: the only place the sandbox delivers to. */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Hostnames a hook may not point at: Bitbucket refuses internal addresses. The sandbox lets loopback
 * through (a documented difference): the demo delivers to a receiver on this machine and nowhere else.
 */
function isInternalHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (isLoopbackHost(host)) return false;
  if (host.endsWith('.local') || host === '0.0.0.0') return true;
  const octets = host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet))) return host.startsWith('fc') || host.startsWith('fd') || host.startsWith('fe80');
  const [a = 0, b = 0] = octets;
  return a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

export function checkHookUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw bitbucketError(400, 'Invalid URL', 'url must be an absolute http or https URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw bitbucketError(400, 'Invalid URL', 'url must use http or https');
  if (isInternalHost(parsed.hostname)) throw bitbucketError(400, 'Invalid URL', 'url must not point to an internal address');
}

/** The mutable hook fields a request body sets. `secret: null` (or empty) removes the secret. */
export interface HookChanges {
  url?: string;
  description?: string;
  active?: boolean;
  events?: string[];
  secret?: string | null;
}

export function hookChanges(body: unknown): HookChanges {
  if (!isRecord(body)) throw bitbucketError(400, 'Bad request', 'the body must be a JSON object');
  const changes: HookChanges = {};
  if (typeof body.url === 'string') {
    checkHookUrl(body.url);
    changes.url = body.url;
  }
  if (typeof body.description === 'string') changes.description = body.description;
  if (typeof body.active === 'boolean') changes.active = body.active;
  if (Array.isArray(body.events)) changes.events = body.events.filter((event): event is string => typeof event === 'string');
  if ('secret' in body) changes.secret = typeof body.secret === 'string' && body.secret !== '' ? body.secret : null;
  return changes;
}
