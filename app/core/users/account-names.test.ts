import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../contract/users/accounts.channels';
import { profileChangeTarget } from './account-names';

const ada: AccountProfile = {
  accountId: '5b10ac8d82e05b22cc7d4ef5',
  status: 'active',
  accountType: 'atlassian',
  displayName: 'Ada Lovelace',
  nickname: null,
  email: 'ada@acme.com',
  avatarUrl: null,
  timeZone: 'Europe/London',
  locale: 'en-GB',
  jobTitle: 'Engineer',
  department: null,
  organization: null,
  location: null,
};

describe('a profile edit in the Activity log', () => {
  it('says what each changed field held before and holds after, and nothing of the fields left alone', () => {
    expect(profileChangeTarget(ada, { jobTitle: 'Head of Platform', location: 'Lisbon' })).toBe(
      'Profile of Ada Lovelace (ada@acme.com): job title “Engineer” → “Head of Platform”; location not set → “Lisbon”',
    );
  });

  it('says a field cleared is not set, and calls the locale the language', () => {
    expect(profileChangeTarget(ada, { jobTitle: '', locale: 'pt-PT' })).toBe('Profile of Ada Lovelace (ada@acme.com): language “en-GB” → “pt-PT”; job title “Engineer” → not set');
  });
});
