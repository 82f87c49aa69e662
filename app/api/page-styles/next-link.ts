import { asObject, asString } from '../error-bodies/upstream-text';
import type { ApiArea } from '../http/credentials';
import type { ApiResponse, ApiSession } from '../http/session';

/**
 * Confluence links are relative to `_links.base` (`https://site/wiki`): v2 writes them from the origin
 * (`/wiki/api/v2/...`), v1 from the base (`/rest/api/search?...`). Other areas link from the origin.
 */
function contextPathOf(area: ApiArea, response: ApiResponse): string {
  if (area !== 'confluence') return '';
  const base = asString(asObject(asObject(response.body)?.['_links'])?.base);
  if (base) {
    try {
      return new URL(base).pathname.replace(/\/$/, '');
    } catch {
      // fall through to Confluence's usual context
    }
  }
  return '/wiki';
}

/**
 * Resolves a server's next link to a path and query on the area's own origin. A link to any other
 * origin is refused by the session (it would carry the credentials elsewhere).
 */
export function resolveNextLink(session: ApiSession, area: ApiArea, link: string, response: ApiResponse): string {
  let target: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) {
    target = link;
  } else if (link.startsWith('/')) {
    const context = contextPathOf(area, response);
    target = context && !link.startsWith(`${context}/`) ? `${context}${link}` : link;
  } else {
    target = new URL(link, response.url).href;
  }
  const url = session.resolve(area, target);
  return `${url.pathname}${url.search}`;
}
