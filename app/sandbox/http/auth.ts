import { timingSafeEqual } from 'node:crypto';
import type { Area, Caller, SandboxCredentials } from '../kit';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function basic(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The scopes of the sandbox's second Bitbucket token: it may read hooks but not change them. */
export const bitbucketReadOnlyScopes: readonly string[] = ['read:webhook:bitbucket'];

/**
 * Checks the credentials the real area expects: an org API key (Admin) or an API token (Bitbucket)
 * as a bearer token; account e-mail and API token as basic credentials (Confluence, Jira).
 */
export function authenticate(area: Area, authorization: string | undefined, credentials: SandboxCredentials, adminAccountId: string): Caller | undefined {
  const caller = (credentialKey: string): Caller => ({ area, accountId: adminAccountId, credentialKey });
  switch (area) {
    case 'admin': {
      const token = bearer(authorization);
      return token !== undefined && sameSecret(token, credentials.admin.apiKey) ? caller('admin:org-api-key') : undefined;
    }
    case 'bitbucket': {
      const token = bearer(authorization);
      if (token === undefined) return undefined;
      if (sameSecret(token, credentials.bitbucket.token)) return caller('bitbucket:api-token');
      if (sameSecret(token, credentials.bitbucket.readOnlyToken)) return { ...caller('bitbucket:read-only-token'), scopes: bitbucketReadOnlyScopes };
      return undefined;
    }
    case 'confluence':
    case 'jira': {
      const given = basic(authorization);
      const ok = given !== undefined && given.user.toLowerCase() === credentials.site.email.toLowerCase() && sameSecret(given.password, credentials.site.apiToken);
      // Jira and Confluence share one site token and therefore one budget, as on a real site.
      return ok ? caller(`site:${credentials.site.email}`) : undefined;
    }
  }
}

export const challengeHeader: Record<Area, string> = {
  admin: 'Bearer realm="api.atlassian.com"',
  bitbucket: 'Bearer realm="api.bitbucket.org"',
  confluence: 'Basic realm="Atlassian Cloud"',
  jira: 'Basic realm="Atlassian Cloud"',
};
