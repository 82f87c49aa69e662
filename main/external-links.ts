import { shell } from 'electron';

/** Where the Help menu's manual lives; any page under it may be opened. */
export const PROJECT_DOCS_URL = 'https://github.com/orgdesk/orgdesk/blob/main/docs/README.md';
const PROJECT_DOCS_PREFIX = 'https://github.com/orgdesk/orgdesk/';
export const ATLASSIAN_ADMIN_GUIDE_URL = 'https://support.atlassian.com/organization-administration/';

/** Sites (and their subdomains) an admin may reach from inside Orgdesk. */
const ALLOWED_DOMAINS = ['atlassian.com', 'atlassian.net', 'bitbucket.org'];

/** https only, on an allow-listed site, without credentials or an unusual port in the URL. */
export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (ALLOWED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  return url.href.startsWith(PROJECT_DOCS_PREFIX);
}

/** Opens the URL in the user's browser if it is allow-listed; anything else is dropped. */
export async function openExternalIfAllowed(url: string): Promise<boolean> {
  if (!isAllowedExternalUrl(url)) return false;
  await shell.openExternal(url);
  return true;
}
