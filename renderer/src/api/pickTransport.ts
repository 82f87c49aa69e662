import { bridgeProtocol, type RendererApi } from '../../../app/contract/transport';
import { createBridgeTransport } from './bridgeTransport';

declare global {
  interface Window {
    /** Exposed by Electron's preload; absent in a plain browser. */
    readonly api?: RendererApi;
  }
}

/** Electron's preload wins; a browser page opened by the bridge carries its token in the URL instead. */
export function pickTransport(win: Window = window): RendererApi | null {
  if (win.api) return win.api;
  const token = new URL(win.location.href).searchParams.get(bridgeProtocol.tokenParam);
  if (!token) return null;
  return createBridgeTransport(win.location.origin, token);
}
