import { AppError } from '../../contract/errors';

/**
 * Where the next page starts: a link the server gave (path and query on the area's origin, never the
 * origin itself), or an offset for the styles where the client counts.
 */
export type PageState = { kind: 'link'; link: string } | { kind: 'offset'; offset: number };

const invalidToken = () => new AppError('VALIDATION', 'This list position is no longer valid. Reload the list.');

/** Opaque to the renderer; it only hands the token back. */
export function encodePageToken(state: PageState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodePageToken(token: string): PageState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  if (typeof parsed !== 'object' || parsed === null || !('kind' in parsed)) throw invalidToken();
  if (parsed.kind === 'link' && 'link' in parsed && typeof parsed.link === 'string' && parsed.link.startsWith('/')) {
    return { kind: 'link', link: parsed.link };
  }
  if (parsed.kind === 'offset' && 'offset' in parsed && Number.isSafeInteger(parsed.offset) && Number(parsed.offset) >= 0) {
    return { kind: 'offset', offset: Number(parsed.offset) };
  }
  throw invalidToken();
}
