import type { WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { devServerOrigin, isRendererUrl } from './app-origin';
import { isAllowedExternalUrl, openExternalIfAllowed } from './external-links';
import { guardWebContents } from './web-contents-guard';
import { FakeWebContents, shell } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

/** The site of the one saved connection in these tests. */
const connected = ['https://acme.atlassian.net'];

function guarded(devOrigin: string | null = null) {
  const contents = new FakeWebContents();
  guardWebContents(contents as unknown as WebContents, {
    isRendererUrl: (url) => isRendererUrl(url, devOrigin),
    openAllowedUrl: (url) => openExternalIfAllowed(url, connected),
  });
  return contents;
}

describe('isAllowedExternalUrl', () => {
  it.each([
    'https://support.atlassian.com/organization-administration/',
    'https://admin.atlassian.com/o/abc/users',
    'https://acme.atlassian.net/wiki/spaces/ENG',
    'https://bitbucket.org/acme/repo',
    'https://github.com/orgdesk/orgdesk/blob/main/docs/README.md',
  ])('allows %s', (url) => {
    expect(isAllowedExternalUrl(url, connected)).toBe(true);
  });

  it.each([
    ['plain http', 'http://acme.atlassian.net/'],
    ['a look-alike domain', 'https://atlassian.net.evil.example/'],
    ['a suffix that is not a subdomain', 'https://evilatlassian.net/'],
    ['credentials in the URL', 'https://user:pw@acme.atlassian.net/'],
    ['an unusual port', 'https://acme.atlassian.net:8443/'],
    ['another GitHub repository', 'https://github.com/orgdesk/orgdesk-evil/'],
    ['a file URL', 'file:///etc/passwd'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a custom scheme', 'ms-settings:privacy'],
    ['garbage', 'not a url'],
    ['a site that is not connected', 'https://globex.atlassian.net/wiki'],
    ['a subdomain of a connected site', 'https://evil.acme.atlassian.net/'],
    ['a look-alike of Bitbucket', 'https://bitbucket.org.evil.example/'],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedExternalUrl(url, connected)).toBe(false);
  });

  it('names the connected sites only: with no connection, no *.atlassian.net site may be opened', () => {
    expect(isAllowedExternalUrl('https://acme.atlassian.net/wiki', [])).toBe(false);
    expect(isAllowedExternalUrl('https://support.atlassian.com/', [])).toBe(true);
  });
});

describe('guardWebContents', () => {
  beforeEach(() => shell.openExternal.mockClear());

  it('lets the renderer navigate within app://orgdesk', () => {
    expect(guarded().fireCancellable('will-navigate', 'app://orgdesk/index.html#/activity')).toBe(false);
  });

  it('blocks navigation to a foreign origin and opens allow-listed links in the browser instead', async () => {
    const contents = guarded();
    expect(contents.fireCancellable('will-navigate', 'https://acme.atlassian.net/jira')).toBe(true);
    expect(contents.fireCancellable('will-navigate', 'https://evil.example/')).toBe(true);
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledTimes(1));
    expect(shell.openExternal).toHaveBeenCalledWith('https://acme.atlassian.net/jira');
  });

  it('blocks a redirect to a foreign origin without opening anything', () => {
    const contents = guarded();
    expect(contents.fireCancellable('will-redirect', 'https://acme.atlassian.net/')).toBe(true);
    expect(contents.fireCancellable('will-redirect', 'app://orgdesk/index.html')).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('accepts the dev server only when one is configured', () => {
    const dev = devServerOrigin(false, 'http://localhost:5173/');
    expect(guarded(dev).fireCancellable('will-navigate', 'http://localhost:5173/#/x')).toBe(false);
    expect(guarded().fireCancellable('will-navigate', 'http://localhost:5173/#/x')).toBe(true);
  });

  it('denies every new window, handing allow-listed https links to the OS browser', async () => {
    const contents = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://bitbucket.org/acme' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'app://orgdesk/index.html' })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(shell.openExternal).toHaveBeenCalledTimes(1));
    expect(shell.openExternal).toHaveBeenCalledWith('https://bitbucket.org/acme');
  });

  it('refuses to attach webviews', () => {
    expect(guarded().fireCancellable('will-attach-webview', 'app://orgdesk/index.html')).toBe(true);
  });
});

describe('devServerOrigin', () => {
  it('is ignored in packaged builds and for anything but loopback http', () => {
    expect(devServerOrigin(true, 'http://localhost:5173')).toBeNull();
    expect(devServerOrigin(false, 'https://evil.example:5173')).toBeNull();
    expect(devServerOrigin(false, 'http://192.168.1.5:5173')).toBeNull();
    expect(devServerOrigin(false, undefined)).toBeNull();
    expect(devServerOrigin(false, 'http://127.0.0.1:5173/index.html')).toBe('http://127.0.0.1:5173');
  });
});
