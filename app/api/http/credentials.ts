import { isKeyText } from '../../contract/app/connections.channels';
import { AppError } from '../../contract/errors';

/** The four API families; Confluence and Jira share the site credentials. */
export type ApiArea = 'admin' | 'confluence' | 'jira' | 'bitbucket';

export interface ApiCredentials {
  site?: { url: string; email: string; apiToken: string };
  admin?: { baseUrl: string; apiKey: string };
  bitbucket?: { baseUrl: string; workspace: string; token: string };
  jiraApiVersion: '2' | '3';
}

export interface AreaEndpoint {
  /** Requests for the area may go to this origin only; credentials never leave it. */
  origin: string;
  authorization: string;
}

export const areaNames: Record<ApiArea, string> = {
  admin: 'Atlassian Administration',
  confluence: 'Confluence',
  jira: 'Jira',
  bitbucket: 'Bitbucket',
};

export function isAreaConfigured(credentials: ApiCredentials, area: ApiArea): boolean {
  if (area === 'admin') return credentials.admin !== undefined;
  if (area === 'bitbucket') return credentials.bitbucket !== undefined;
  return credentials.site !== undefined;
}

/**
 * A key saved before keys were checked may hold a character no key has: saying so at once beats sending
 * it (a header can't carry it, and the failure would read as a network problem after every retry).
 */
function checkedSecret(secret: string, what: string): string {
  if (!isKeyText(secret)) {
    throw new AppError('VALIDATION', `The saved ${what} contains a character that can't be part of it. Enter it again under Connections.`);
  }
  return secret;
}

/** Basic e-mail:token for the site (Confluence, Jira); bearer for the org API key and Bitbucket. */
export function endpointFor(credentials: ApiCredentials, area: ApiArea): AreaEndpoint {
  if (area === 'admin' && credentials.admin) {
    return { origin: originOf(credentials.admin.baseUrl), authorization: `Bearer ${checkedSecret(credentials.admin.apiKey, 'organization API key')}` };
  }
  if (area === 'bitbucket' && credentials.bitbucket) {
    return { origin: originOf(credentials.bitbucket.baseUrl), authorization: `Bearer ${checkedSecret(credentials.bitbucket.token, 'Bitbucket access token')}` };
  }
  if ((area === 'confluence' || area === 'jira') && credentials.site) {
    const token = checkedSecret(credentials.site.apiToken, 'API token');
    const basic = Buffer.from(`${credentials.site.email}:${token}`).toString('base64');
    return { origin: originOf(credentials.site.url), authorization: `Basic ${basic}` };
  }
  throw new AppError('NOT_CONFIGURED', `${areaNames[area]} is not set up for this connection. Add it under Connections.`);
}

function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}
