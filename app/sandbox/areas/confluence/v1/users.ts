import { avatarSitePath, DEFAULT_AVATAR_PATH } from '../../../data/avatars';
import type { Person, SandboxRequest, World } from '../../../kit';
import { findPerson } from '../../../data/person-index';
import { stableHash } from '../data/derived';

/**
 * Which profile fields the person's privacy settings hide from Confluence. The e-mail follows
 * Person.emailVisible; the rarer hidden name, avatar and time zone hang off a stable hash, so the same
 * people stay private across runs (real results may null any of them, tracker CONFCLOUD-72205), except the
 * picture, which becomes the default one. App accounts keep their names.
 */
export function hiddenFields(person: Person): { email: boolean; displayName: boolean; profilePicture: boolean; timeZone: boolean } {
  const hash = stableHash(person.accountId);
  return {
    email: !person.emailVisible,
    // An app account has no profile visibility settings of its own: its name always shows.
    displayName: person.accountType !== 'app' && hash % 17 === 0,
    profilePicture: hash % 11 === 0,
    timeZone: !person.emailVisible || hash % 5 === 0,
  };
}

export { findPerson };

/** Confluence's `Icon`: always an object, the default picture when the person's own may not be shown. */
function profilePicture(path: string | null): { path: string; width: number; height: number; isDefault: boolean } {
  return { path: path ?? DEFAULT_AVATAR_PATH, width: 48, height: 48, isDefault: path === null };
}

/**
 * The classic `User` object for an accountId; unknown ids render as `unknown` users, as Confluence does.
 * `profilePicture` is never null: a hidden or unknown picture is the default one (`isDefault: true`).
 */
export function v1User(req: SandboxRequest, world: World, accountId: string): Record<string, unknown> {
  const self = `${req.baseUrl}/wiki/rest/api/user?accountId=${encodeURIComponent(accountId)}`;
  const person = findPerson(world, accountId);
  if (person === undefined) {
    return { type: 'unknown', accountId, accountType: '', email: null, publicName: 'Unknown user', displayName: null, profilePicture: profilePicture(null), timeZone: null, isExternalCollaborator: false, isGuest: false, _links: { self } };
  }
  const hidden = hiddenFields(person);
  return {
    type: 'known',
    accountId,
    accountType: person.accountType === 'app' ? 'app' : 'atlassian',
    email: hidden.email ? null : person.email,
    publicName: person.nickname,
    profilePicture: profilePicture(hidden.profilePicture ? null : avatarSitePath(person)),
    displayName: hidden.displayName ? null : person.displayName,
    timeZone: hidden.timeZone ? null : person.zoneinfo,
    isExternalCollaborator: false,
    isGuest: false,
    _links: { self },
  };
}
