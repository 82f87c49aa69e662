import type { Person, SandboxRequest } from '../../../kit';
import { avatarAddress } from '../../../data/avatars';
import { apiBase } from '../http/links';

/** Jira's UserDetails (members, watchers, people in issue fields); privacy settings decide whether the e-mail is there. */
export interface UserDetailsJson {
  self: string;
  accountId: string;
  accountType: Person['accountType'];
  emailAddress?: string;
  avatarUrls: Record<'16x16' | '24x24' | '32x32' | '48x48', string>;
  displayName: string;
  active: boolean;
  timeZone: string;
}

/** Jira's User, as the user searches and `GET /user` return it. */
export interface JiraUserJson extends UserDetailsJson {
  locale: string;
}

function avatarAt(avatarUrl: string, size: number): string {
  return `${avatarUrl}${avatarUrl.includes('?') ? '&' : '?'}size=${size}`;
}

export function presentUserDetails(req: SandboxRequest, person: Person): UserDetailsJson {
  const avatar = avatarAddress(req.baseUrl, person);
  const user: UserDetailsJson = {
    self: `${apiBase(req)}/user?accountId=${encodeURIComponent(person.accountId)}`,
    accountId: person.accountId,
    accountType: person.accountType,
    avatarUrls: {
      '16x16': avatarAt(avatar, 16),
      '24x24': avatarAt(avatar, 24),
      '32x32': avatarAt(avatar, 32),
      '48x48': avatarAt(avatar, 48),
    },
    displayName: person.displayName,
    active: person.status === 'active',
    timeZone: person.zoneinfo,
  };
  if (person.emailVisible) user.emailAddress = person.email;
  return user;
}

export function presentUser(req: SandboxRequest, person: Person): JiraUserJson {
  return { ...presentUserDetails(req, person), locale: person.locale };
}
