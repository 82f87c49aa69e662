/** The packaged renderer lives at `app://orgdesk/`, a privileged scheme served by main (see app-protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'orgdesk';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * The electron-vite dev server, only while developing and only on loopback: an environment variable must
 * not be able to point the window (and its IPC privileges) at a remote site.
 */
export function devServerOrigin(isPackaged: boolean, rawUrl: string | undefined): string | null {
  if (isPackaged || !rawUrl) return null;
  const url = parse(rawUrl);
  if (!url || url.protocol !== 'http:' || !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  return url.origin;
}

/**
 * Whether a URL belongs to the renderer itself. Compared by scheme and host because Node's URL gives
 * non-special schemes such as `app:` the opaque origin "null".
 */
export function isRendererUrl(raw: string, devOrigin: string | null): boolean {
  const url = parse(raw);
  if (!url) return false;
  if (url.protocol === `${APP_SCHEME}:`) return url.host === APP_HOST;
  return devOrigin !== null && url.origin === devOrigin;
}
