import { net } from 'electron';

/**
 * The core's `fetch`: Chromium's network stack, so the system proxy, PAC scripts and the OS certificate
 * store apply as they do in the user's browser. Cookies are never sent or stored: every request carries
 * its own credentials, and a session cookie from one site must not leak into another connection.
 */
export const electronFetch: typeof fetch = (input, init) =>
  net.fetch(input instanceof URL ? input.href : input, { ...init, credentials: 'omit' });
