import { randomBytes } from 'node:crypto';

/**
 * The window's Content Security Policy, made for each page load: a fresh nonce for the style elements
 * MUI's styling engine inserts (so no inline style needs 'unsafe-inline'), and images from the app and
 * the Atlassian hosts the saved connections need, never any https host. The same policy serves the
 * desktop app (`app://`) and the loopback bridge.
 */
export interface PagePolicy {
  /** Origins images may come from besides the app itself. */
  imageSources: readonly string[];
  /** Origins the page may connect to besides itself (the bridge's events socket). */
  connectSources?: readonly string[];
}

/** Placeholders in the built index.html, filled for each load. */
const NONCE_PLACEHOLDER = '__ORGDESK_CSP_NONCE__';
const IMAGE_SOURCES_PLACEHOLDER = '__ORGDESK_IMAGE_SOURCES__';

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** A source list entry must be an origin; anything else (a stray quote, a space, a path) is left out. */
const ORIGIN = /^(?:https|http|wss|ws):\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

export function contentSecurityPolicy(nonce: string, policy: PagePolicy): string {
  const images = policy.imageSources.filter((origin) => ORIGIN.test(origin));
  const connect = (policy.connectSources ?? []).filter((origin) => ORIGIN.test(origin));
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    ['img-src', "'self'", 'data:', ...images].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every page, asset and answer is sent with. */
export function securityHeaders(csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
}

/** The built index.html with this load's nonce and image sources (which the page reads to skip blocked pictures). */
export function preparePage(html: string, nonce: string, policy: PagePolicy): string {
  const images = policy.imageSources.filter((origin) => ORIGIN.test(origin)).join(' ');
  return html.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(IMAGE_SOURCES_PLACEHOLDER, images);
}
