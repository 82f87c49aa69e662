import type { Person } from '../kit';

/**
 * Where the sandbox's people's pictures live: on the sandbox itself, so a demo never loads anything from
 * off this machine. Atlassian gives people without a photo an initials picture from its avatar service;
 * the sandbox draws the same kind of picture under `/avatars/initials/<initials>-<colour>.svg`.
 */
export const AVATAR_PATH = /^\/avatars\/initials\/([^/]+)-([0-5])\.svg$/;
/** Older saved worlds named Atlassian's service; their pictures are drawn here too. */
const INITIALS_IN_ADDRESS = /\/initials\/([^/?#]+)-([0-5])\.(?:png|svg)(?:[?#].*)?$/;

export function avatarPathFor(initials: string, colour: number): string {
  return `/avatars/initials/${encodeURIComponent(initials)}-${colour}.svg`;
}

/**
 * The picture Confluence gives, marked `isDefault: true`, for someone whose own picture it may not show
 * (hidden by their privacy settings, or an account it does not know). Served by the same route as
 * everyone's pictures: `default` is not initials, so it draws a plain tile with no letters.
 */
export const DEFAULT_AVATAR_PATH = avatarPathFor('default', 0);

/** The site-relative path of the person's picture, as Confluence gives it, whatever the world stored. */
export function avatarSitePath(person: Person): string {
  if (AVATAR_PATH.test(person.avatarUrl)) return person.avatarUrl;
  const legacy = INITIALS_IN_ADDRESS.exec(person.avatarUrl);
  let initials = '';
  try {
    initials = decodeURIComponent(legacy?.[1] ?? '');
  } catch {
    initials = '';
  }
  return avatarPathFor(initials, Number(legacy?.[2] ?? 0));
}

/** The full address, as the Admin API (`picture`) and Jira (`avatarUrls`) give it. */
export function avatarAddress(baseUrl: string, person: Person): string {
  return `${baseUrl}${avatarSitePath(person)}`;
}
