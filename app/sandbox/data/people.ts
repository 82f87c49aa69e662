import type { DirectorySource, Person, Rng, Scale } from '../kit';
import { avatarPathFor } from './avatars';
import { departments, firstNames, jobTitles, lastNames, locales, locations, zones } from './names';
import { randomHex, randomUuid } from './rng';
import { dayMs, shiftIso } from './time';

export const orgDomain = 'orgdesk-demo.com';
const unverifiedDomain = 'contractors-mail.net';
const appDomain = 'connect.atlassian.com';

export const peopleCount: Record<Scale, number> = { demo: 60, large: 10_000, enterprise: 100_000 };

/** The manageability cases every world must contain, whatever the seed (index 0 is the org admin). */
type Profile = Partial<Pick<Person, 'status' | 'directory' | 'samlPolicy' | 'exportControlBlocked' | 'domainVerified' | 'accountType' | 'emailVisible'>>;
const guaranteedProfiles: Profile[] = [
  {},
  { directory: 'scim' },
  { directory: 'google' },
  { samlPolicy: true },
  { exportControlBlocked: true, status: 'inactive' },
  { status: 'inactive' },
  { domainVerified: false },
  { accountType: 'app', domainVerified: false },
  { directory: 'scim', status: 'inactive' },
  { emailVisible: false },
  { directory: 'google', samlPolicy: true },
];

/** People before this index carry the guaranteed cases; later ones are drawn at random. */
export const guaranteedCaseCount = guaranteedProfiles.length;

function randomProfile(rng: Rng): Profile {
  const directory: DirectorySource = rng.chance(0.3) ? 'scim' : rng.chance(0.2) ? 'google' : 'none';
  const exportControlBlocked = rng.chance(0.01);
  return {
    directory,
    samlPolicy: rng.chance(0.15),
    exportControlBlocked,
    status: exportControlBlocked || rng.chance(0.1) ? 'inactive' : 'active',
    domainVerified: !rng.chance(0.05),
    accountType: rng.chance(0.02) ? 'app' : 'atlassian',
    emailVisible: rng.chance(0.7),
  };
}

export function accountIdFor(rng: Rng): string {
  // Real ids come in two shapes: 24 hex digits (older accounts) and "557058:<uuid>".
  return rng.chance(0.4) ? randomHex(rng, 24) : `557058:${randomUuid(rng)}`;
}

function orNull<T>(rng: Rng, value: T, probability = 0.8): T | null {
  return rng.chance(probability) ? value : null;
}

export function generatePeople(rng: Rng, scale: Scale, now: string): Person[] {
  const people: Person[] = [];
  const usedEmails = new Set<string>();
  // Where the search for a free suffix of each address stopped last time: every number below it is taken
  // already (the set only grows), so starting there gives the same address without walking the run again.
  const nextSuffix = new Map<string, number>();
  for (let index = 0; index < peopleCount[scale]; index++) {
    const profile = guaranteedProfiles[index] ?? randomProfile(rng);
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const accountType = profile.accountType ?? 'atlassian';
    const domain = accountType === 'app' ? appDomain : profile.domainVerified === false ? unverifiedDomain : orgDomain;
    const localBase = accountType === 'app' ? `${first.toLowerCase()}-bot` : `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
    let local = localBase;
    const baseAddress = `${localBase}@${domain}`;
    let n = nextSuffix.get(baseAddress) ?? 2;
    for (; usedEmails.has(`${local}@${domain}`); n++) local = `${localBase}${n}`;
    nextSuffix.set(baseAddress, n);
    usedEmails.add(`${local}@${domain}`);
    const displayName = accountType === 'app' ? `${first} Bot` : index === 0 ? `${first} ${last} (Org admin)` : `${first} ${last}`;
    const initials = `${first[0] ?? 'X'}${last[0] ?? 'X'}`.toUpperCase();
    people.push({
      accountId: accountIdFor(rng),
      displayName,
      nickname: first,
      email: `${local}@${domain}`,
      domainVerified: profile.domainVerified ?? true,
      accountType,
      status: profile.status ?? 'active',
      directory: profile.directory ?? 'none',
      samlPolicy: profile.samlPolicy ?? false,
      exportControlBlocked: profile.exportControlBlocked ?? false,
      emailVisible: profile.emailVisible ?? true,
      jobTitle: orNull(rng, rng.pick(jobTitles)),
      department: orNull(rng, rng.pick(departments)),
      organization: orNull(rng, 'Orgdesk Demo Ltd', 0.6),
      location: orNull(rng, rng.pick(locations), 0.7),
      zoneinfo: rng.pick(zones),
      locale: rng.pick(locales),
      avatarUrl: avatarPathFor(initials, rng.int(0, 5)),
      createdAt: shiftIso(now, -rng.int(30, 2400) * dayMs),
    });
  }
  return people;
}
