import { shell } from 'electron';

/** Where the Help menu's manual lives; any page under it may be opened. */
export const PROJECT_DOCS_URL = 'https://github.com/orgdesk/orgdesk/blob/main/docs/README.md';
const PROJECT_DOCS_PREFIX = 'https://github.com/orgdesk/orgdesk/';
export const ATLASSIAN_ADMIN_GUIDE_URL = 'https://support.atlassian.com/organization-administration/';

/** Atlassian's own pages (support, administration, sign-in) under atlassian.com and its subdomains. */
const ATLASSIAN_DOMAIN = 'atlassian.com';
/** Bitbucket Cloud's own pages (a workspace, its webhook settings). */
const BITBUCKET_HOST = 'bitbucket.org';

/**
 * https only, without credentials or an unusual port, and on: one of the connected sites (exact origin,
 * never any other `*.atlassian.net`), Atlassian's own pages, Bitbucket, or the project's documentation.
 */
export function isAllowedExternalUrl(raw: string, connectedSites: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (host === ATLASSIAN_DOMAIN || host.endsWith(`.${ATLASSIAN_DOMAIN}`) || host === BITBUCKET_HOST) return true;
  if (connectedSites.includes(url.origin)) return true;
  return url.href.startsWith(PROJECT_DOCS_PREFIX);
}

/** Opens the URL in the user's browser if it is allow-listed; anything else is dropped. */
export async function openExternalIfAllowed(url: string, connectedSites: readonly string[]): Promise<boolean> {
  if (!isAllowedExternalUrl(url, connectedSites)) return false;
  await shell.openExternal(url);
  return true;
}
