import type { ApiSession } from '../../http/session';

/**
 * A person's picture as Confluence gives it, as a full address: a site-relative path is read against the
 * site (as a browser on the site would), a full address is kept. Whether the window may show it is the
 * window's own decision (its image policy).
 */
export function pictureAddress(session: ApiSession, path: string): string {
  return /^https?:\/\//i.test(path) ? path : session.resolve('confluence', path).href;
}
