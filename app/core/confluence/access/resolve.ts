import { AppError, isAppError } from '../../../contract/errors';

/**
 * The page id in what an admin pastes: the id itself, or a page link in any of the forms Confluence
 * shows (`/wiki/spaces/KEY/pages/123/Title`, `…/pages/edit-v2/123`, `viewpage.action?pageId=123`).
 * A short link (`/wiki/x/AbCd`) hides its id and is refused with a way forward.
 */
export function pageIdFrom(text: string): string {
  const trimmed = text.trim();
  if (/^\d{1,30}$/.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new AppError('VALIDATION', 'Paste a page link (it starts with https://) or the page id, a number.');
  }
  const fromQuery = url.searchParams.get('pageId');
  if (fromQuery !== null && /^\d{1,30}$/.test(fromQuery)) return fromQuery;
  const inPath = /\/pages\/(?:edit-v2\/|edit\/)?(\d{1,30})(?:\/|$)/.exec(url.pathname);
  if (inPath?.[1] !== undefined) return inPath[1];
  if (/\/x\/[A-Za-z0-9_-]+/.test(url.pathname)) {
    throw new AppError('VALIDATION', 'This is a short link, which does not show the page id. Open it in the browser and paste the full address instead.');
  }
  throw new AppError('VALIDATION', 'This link does not point to a Confluence page. Paste the address of a page, or its id.');
}

/** A page the connection cannot read answers 404 whether it is missing or restricted away: say both. */
export async function notFoundInWords<T>(pageId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', `Page ${pageId} was not found. Either it does not exist on this site, or its restrictions hide it from the account this connection uses.`);
    }
    throw error;
  }
}
