import { protocol } from 'electron';
import { readStaticFile } from '../app/platform/static-files';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

/**
 * Must run before the app is ready. `standard` gives the scheme real origins and relative URLs, `secure`
 * makes pages on it a secure context; no CORS or CSP bypass is granted.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

const securityHeaders = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
};

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' } });
}

/** Answers `app://orgdesk/...` requests from the built renderer folder, read-only. */
export function createAppRequestHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return plain(404, 'Not found');
    const found = await readStaticFile(rendererDir, url.pathname);
    if (found.kind === 'refused') return plain(403, 'Forbidden');
    if (found.kind === 'missing') return plain(404, 'Not found');
    const body = request.method === 'HEAD' ? null : new Uint8Array(found.body);
    return new Response(body, { status: 200, headers: { ...securityHeaders, 'content-type': found.contentType } });
  };
}

export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(rendererDir));
}
