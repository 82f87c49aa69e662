import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRequestHandler, registerAppScheme, serveAppProtocol } from './app-protocol';
import { protocol } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

let workspace: string;
let handle: (request: Request) => Promise<Response>;
let imageSources: string[] = [];

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'orgdesk-protocol-'));
  const renderer = join(workspace, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(
    join(renderer, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__ORGDESK_CSP_NONCE__"><meta name="orgdesk-image-sources" content="__ORGDESK_IMAGE_SOURCES__"><title>Orgdesk</title>',
  );
  await writeFile(join(renderer, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(renderer, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(renderer, 'assets', 'logo.svg'), '<svg/>');
  await writeFile(join(renderer, 'assets', 'roboto.woff2'), 'font');
  await writeFile(join(workspace, 'secret.txt'), 'outside the renderer folder');
  handle = createAppRequestHandler(renderer, () => imageSources);
});

const get = (url: string, init?: RequestInit) => handle(new Request(url, init));

describe('app:// protocol handler', () => {
  it.each([
    ['app://orgdesk/', 'text/html; charset=utf-8'],
    ['app://orgdesk/index.html', 'text/html; charset=utf-8'],
    ['app://orgdesk/assets/index-abc.js', 'text/javascript; charset=utf-8'],
    ['app://orgdesk/assets/index-abc.css', 'text/css; charset=utf-8'],
    ['app://orgdesk/assets/logo.svg', 'image/svg+xml'],
    ['app://orgdesk/assets/roboto.woff2', 'font/woff2'],
  ])('serves %s as %s', async (url, type) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('sends the content security policy, no-referrer and nosniff with every response, errors included', async () => {
    imageSources = [];
    for (const url of ['app://orgdesk/index.html', 'app://orgdesk/assets/missing.js', 'app://orgdesk/%2e%2e/secret.txt']) {
      const response = await get(url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
      expect(csp).toMatch(/img-src 'self' data:(;|$)/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:(;| |$)/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('allows images from exactly the hosts the connections need, and writes this load’s nonce into the page', async () => {
    imageSources = ['https://acme.atlassian.net', 'https://secure.gravatar.com', "https://evil.example 'unsafe-inline'"];
    const first = await get('app://orgdesk/');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: https:\/\/acme\.atlassian\.net https:\/\/secure\.gravatar\.com;/);
    expect(csp).not.toContain('evil.example');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const page = await first.text();
    expect(page).toContain(`nonce="${nonce}"`);
    expect(page).toContain('content="https://acme.atlassian.net https://secure.gravatar.com"');
    const second = await get('app://orgdesk/');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it.each([
    'app://orgdesk/..%2fsecret.txt',
    'app://orgdesk/assets/..%2f..%2fsecret.txt',
    'app://orgdesk/..%5csecret.txt',
    'app://orgdesk/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'app://orgdesk/index.html%00.js',
    'app://orgdesk/%E0%A4%A',
  ])('refuses to leave the renderer folder: %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('outside the renderer folder');
  });

  it.each(['app://orgdesk/../../secret.txt', 'app://orgdesk/%2e%2e/secret.txt'])(
    'resolves dot segments the URL parser normalises inside the folder, never above it: %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the renderer folder');
    },
  );

  it('answers 404 for a missing asset but the app page for a client-side route', async () => {
    expect((await get('app://orgdesk/assets/missing.js')).status).toBe(404);
    const route = await get('app://orgdesk/activity');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Orgdesk</title>');
  });

  it('serves only its own host and only reads', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://orgdesk/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('app://orgdesk/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('registers the scheme as standard and secure with its code cache kept, without CSP or CORS bypass, and handles it', () => {
    registerAppScheme();
    serveAppProtocol(workspace, () => []);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
    ]);
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });
});
