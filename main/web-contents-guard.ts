import type { WebContents } from 'electron';

export interface NavigationPolicy {
  /** True for the renderer's own pages (app://orgdesk, or the dev server while developing). */
  isRendererUrl(url: string): boolean;
  /** Opens an allow-listed URL in the OS browser; silently ignores anything else. */
  openAllowedUrl(url: string): Promise<boolean>;
}

/**
 * Keeps every webContents on Orgdesk's own pages: a link to an allow-listed site opens in the user's
 * browser, anything else foreign is simply not followed, and no page may open windows or embed webviews.
 */
export function guardWebContents(contents: WebContents, policy: NavigationPolicy): void {
  const leaveToBrowser = (url: string) => {
    void policy.openAllowedUrl(url).catch(() => false);
  };

  contents.on('will-navigate', (event) => {
    if (policy.isRendererUrl(event.url)) return;
    event.preventDefault();
    leaveToBrowser(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (!policy.isRendererUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    leaveToBrowser(url);
    return { action: 'deny' };
  });
}
