import { protocol } from 'electron';
import { contentSecurityPolicy, newNonce, preparePage, securityHeaders, type PagePolicy } from '../app/platform/page-policy';
import { readStaticFile } from '../app/platform/static-files';
import { APP_HOST, APP_SCHEME } from './app-origin';

/**
 * Must run before the app is ready. `standard` gives the scheme real origins and relative URLs, `secure`
 * makes pages on it a secure context; no CORS or CSP bypass is granted. `codeCache` lets Chromium keep the
 * compiled renderer code between starts (it does so only for http(s) unless asked), so from the second
 * start on the window does not compile its scripts again.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** Where images may come from for this load: the saved connections' hosts, read from the core. */
export type ImageSources = () => readonly string[];

/**
 * Answers `app://orgdesk/...` requests from the built renderer folder, read-only. Every answer carries a
 * Content Security Policy made for it (a fresh style nonce, the images the connections need), no-referrer
 * and nosniff; the page gets the same nonce and image list written into it.
 */
export function createAppRequestHandler(rendererDir: string, imageSources: ImageSources = () => []): (request: Request) => Promise<Response> {
  return async (request) => {
    const nonce = newNonce();
    const policy: PagePolicy = { imageSources: imageSources() };
    const headers = { ...securityHeaders(contentSecurityPolicy(nonce, policy)), 'Cache-Control': 'no-cache' };
    const plain = (status: number, text: string) => new Response(text, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return plain(404, 'Not found');
    const found = await readStaticFile(rendererDir, url.pathname);
    if (found.kind === 'refused') return plain(403, 'Forbidden');
    if (found.kind === 'missing') return plain(404, 'Not found');
    const content = found.contentType.startsWith('text/html') ? Buffer.from(preparePage(found.body.toString('utf8'), nonce, policy)) : found.body;
    const body = request.method === 'HEAD' ? null : new Uint8Array(content);
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': found.contentType } });
  };
}

export function serveAppProtocol(rendererDir: string, imageSources: ImageSources): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(rendererDir, imageSources));
}
