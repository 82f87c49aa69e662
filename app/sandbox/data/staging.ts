import type { Person, Rng, Site } from '../kit';
import { avatarPathFor } from './avatars';
import { accountIdFor, orgDomain } from './people';
import { dayMs, shiftIso } from './time';

/**
 * The demo's staging site is a separate organization: the first share of the production world's people
 * are on it too, with the same e-mail and display name but account IDs of its own (as two Atlassian
 * organizations give one person two accounts), and one contractor is on staging only. The org admin is
 * the first person of both, so whoever signs in exists on each site with the same e-mail.
 */
export const STAGING_SHARE_OF_PRODUCTION = 0.6;

/** The person a copy from staging to production cannot map: no one on production has her e-mail or name. */
export const STAGING_ONLY_PERSON = { displayName: 'Priya Natarajan', email: `priya.natarajan@${orgDomain}` } as const;

/** The Bitbucket workspace each site's printed credentials belong to. */
export const WORKSPACE_OF_SITE: Record<Site, { slug: string; name: string }> = {
  production: { slug: 'orgdesk-demo', name: 'Orgdesk Demo' },
  staging: { slug: 'orgdesk-staging', name: 'Orgdesk Staging' },
};

export function stagingPeople(production: readonly Person[], rng: Rng, now: string): Person[] {
  const shared = production.slice(0, Math.round(production.length * STAGING_SHARE_OF_PRODUCTION)).map((person) => ({ ...person, accountId: accountIdFor(rng) }));
  const contractor: Person = {
    accountId: accountIdFor(rng),
    displayName: STAGING_ONLY_PERSON.displayName,
    nickname: 'Priya',
    email: STAGING_ONLY_PERSON.email,
    domainVerified: true,
    accountType: 'atlassian',
    status: 'active',
    directory: 'none',
    samlPolicy: false,
    exportControlBlocked: false,
    emailVisible: true,
    jobTitle: 'Release Engineer (contractor)',
    department: 'Engineering',
    organization: 'Natarajan Consulting',
    location: 'Remote',
    zoneinfo: 'Asia/Singapore',
    locale: 'en-GB',
    avatarUrl: avatarPathFor('PN', 3),
    // Joined for the release two weeks ago.
    createdAt: shiftIso(now, -14 * dayMs),
  };
  return [...shared, contractor];
}
