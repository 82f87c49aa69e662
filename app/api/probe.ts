import type { AreaCheck, ConnectionArea } from '../contract/app/connections.channels';
import { isAppError } from '../contract/errors';
import { isAreaConfigured, type ApiCredentials } from './http/credentials';
import { createApiSession, type ApiRequest, type ApiSession } from './http/session';
import type { Transport } from './http/transport';

/** Well-formed (AccountId pattern) but owned by nobody: a 404 for it proves the key was accepted. */
const UNKNOWN_ACCOUNT_ID = '557057:00000000-0000-4000-8000-000000000000';

type Attempt = { ok: true; body: unknown; headers: Headers } | { ok: false; code: string; status?: number; message: string };

async function attempt(session: ApiSession, request: ApiRequest): Promise<Attempt> {
  try {
    const response = await session.request(request);
    return { ok: true, body: response.body, headers: response.headers };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.info.code === 'CANCELLED') throw error;
    return { ok: false, code: error.info.code, status: error.info.status, message: error.message };
  }
}

const unreachable = (failure: Extract<Attempt, { ok: false }>) =>
  failure.code === 'NETWORK' || failure.code === 'TIMEOUT' || failure.code === 'UPSTREAM';

function check(area: ConnectionArea, fields: Omit<AreaCheck, 'area' | 'configured'>): AreaCheck {
  return { area, configured: true, ...fields };
}

function failedCheck(area: ConnectionArea, failure: Extract<Attempt, { ok: false }>, refused: string): AreaCheck {
  if (unreachable(failure)) return check(area, { reachable: false, authenticated: false, summary: failure.message, missing: [] });
  if (failure.code === 'UNAUTHENTICATED') return check(area, { reachable: true, authenticated: false, summary: refused, missing: [] });
  return check(area, { reachable: true, authenticated: false, summary: failure.message, missing: [] });
}

function displayNameOf(body: unknown): string | undefined {
  const first: unknown = Array.isArray(body) ? body[0] : undefined;
  if (typeof first !== 'object' || first === null || !('displayName' in first)) return undefined;
  return typeof first.displayName === 'string' ? first.displayName : undefined;
}

function valuesCount(body: unknown): number {
  if (typeof body !== 'object' || body === null || !('values' in body)) return 0;
  return Array.isArray(body.values) ? body.values.length : 0;
}

async function probeSite(session: ApiSession, signal?: AbortSignal): Promise<AreaCheck> {
  const spaces = await attempt(session, { area: 'confluence', path: '/wiki/api/v2/spaces', query: { limit: 1 }, signal });
  if (!spaces.ok) return failedCheck('site', spaces, "The site didn't accept the e-mail and API token.");
  const schemes = await attempt(session, { area: 'jira', path: '/rest/api/3/notificationscheme', query: { maxResults: 1 }, signal });
  if (!schemes.ok) return failedCheck('site', schemes, "Jira didn't accept the e-mail and API token.");
  const missing: string[] = [];
  // Notification schemes are listed only to Jira admins; everyone else gets an empty list, not a 403.
  if (valuesCount(schemes.body) === 0) missing.push('Jira administrator permission is missing (needed for notification schemes)');
  // Every Jira answer names the caller; looking them up also proves user search works.
  const accountId = schemes.headers.get('x-aaccountid');
  const me = accountId ? await attempt(session, { area: 'jira', path: '/rest/api/3/user/search', query: { accountId }, signal }) : undefined;
  const name = me?.ok ? displayNameOf(me.body) : undefined;
  // Without "Browse users and groups" Jira answers user searches with an empty list.
  if (me?.ok && name === undefined) missing.push('Permission to browse users and groups in Jira is missing');
  const who = name ? `Connected to Confluence and Jira as ${name}` : 'Connected to Confluence and Jira';
  return check('site', { reachable: true, authenticated: true, summary: `${who}.`, missing });
}

async function probeAdmin(session: ApiSession, signal?: AbortSignal): Promise<AreaCheck> {
  const lookup = await attempt(session, { area: 'admin', path: `/users/${encodeURIComponent(UNKNOWN_ACCOUNT_ID)}/manage`, signal });
  if (lookup.ok || lookup.code === 'NOT_FOUND') {
    return check('admin', { reachable: true, authenticated: true, summary: 'The organization API key works; Orgdesk can manage your accounts and their API tokens.', missing: [] });
  }
  if (lookup.code === 'FORBIDDEN') {
    return check('admin', {
      reachable: true,
      authenticated: true,
      summary: 'The organization API key was accepted but may not manage users.',
      missing: ['An organization API key created without scopes is needed to manage users'],
    });
  }
  return failedCheck('admin', lookup, "Your organization API key was refused. Check it hasn't expired.");
}

async function probeBitbucket(session: ApiSession, workspace: string, signal?: AbortSignal): Promise<AreaCheck> {
  const hooks = await attempt(session, { area: 'bitbucket', path: `/2.0/workspaces/${encodeURIComponent(workspace)}/hooks`, query: { pagelen: 10 }, signal });
  if (hooks.ok) {
    return check('bitbucket', { reachable: true, authenticated: true, summary: `Connected to the ${workspace} workspace; webhooks can be managed.`, missing: [] });
  }
  if (hooks.code === 'FORBIDDEN') {
    return check('bitbucket', {
      reachable: true,
      authenticated: true,
      summary: `Connected, but this account can't manage the ${workspace} workspace's webhooks.`,
      missing: ['Only workspace owners can manage webhooks'],
    });
  }
  if (hooks.code === 'NOT_FOUND') {
    return check('bitbucket', { reachable: true, authenticated: true, summary: `There is no workspace called ${workspace}, or this token can't see it.`, missing: [] });
  }
  return failedCheck('bitbucket', hooks, "Bitbucket didn't accept the access token. Check it hasn't expired or been revoked.");
}

function notConfigured(area: ConnectionArea): AreaCheck {
  return { area, configured: false, reachable: false, authenticated: false, summary: 'Not set up for this connection.', missing: [] };
}

/**
 * "Test connection": for each requested area, whether it is set up, reachable, accepts the
 * credentials, and which permissions are missing, all in plain words.
 */
export async function probeConnection(
  transport: Transport,
  credentials: ApiCredentials,
  areas: readonly ConnectionArea[],
  signal?: AbortSignal,
): Promise<AreaCheck[]> {
  const session = createApiSession(transport, credentials);
  return Promise.all(
    areas.map((area) => {
      if (area === 'site') return isAreaConfigured(credentials, 'jira') ? probeSite(session, signal) : notConfigured(area);
      if (area === 'admin') return isAreaConfigured(credentials, 'admin') ? probeAdmin(session, signal) : notConfigured(area);
      const workspace = credentials.bitbucket?.workspace;
      return workspace ? probeBitbucket(session, workspace, signal) : notConfigured(area);
    }),
  );
}
