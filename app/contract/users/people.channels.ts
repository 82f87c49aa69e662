import { z } from 'zod';
import type { AccountProfile } from './accounts.channels';
import { AccountId, OnConnection } from '../channels/common';
import { isLoopbackUrl } from '../app/connections.channels';

/** Finding people across Jira and Confluence at once, and the accounts opened lately on a connection. */

/** A person as the user searches see them. Privacy settings may hide any of the nullable fields. */
export const PersonSummary = z.object({
  accountId: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.string().nullable(),
  active: z.boolean().nullable(),
  /** Which searches returned this person. */
  foundIn: z.array(z.enum(['jira', 'confluence', 'recent', 'pasted'])),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

const capped = (what: string) => z.string().max(200, `The ${what} is too long (at most 200 characters).`);

/** https, or plain http on loopback (the demo's pictures). */
function isPictureAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
}

/**
 * A person as the renderer hands it back to be remembered on disk (`users.recentPeople.add`): checked more
 * strictly than answers from Atlassian, since it is stored and shown again later.
 */
export const PersonSummaryInput = PersonSummary.extend({
  accountId: AccountId,
  displayName: capped('display name').nullable(),
  email: capped('e-mail address').nullable(),
  // The demo organization serves its pictures from its own loopback address, as it serves everything else.
  avatarUrl: z.string().max(2000).refine(isPictureAddress, 'A profile picture must be an https address.').nullable(),
  accountType: capped('account type').nullable(),
});

/** A managed account's profile as a person summary: how a pasted id is found and an opened account remembered. */
export function personFromProfile(profile: AccountProfile, source: PersonSummary['foundIn'][number]): PersonSummary {
  return {
    accountId: profile.accountId,
    displayName: profile.displayName,
    email: profile.email,
    avatarUrl: profile.avatarUrl,
    accountType: profile.accountType,
    active: profile.status === 'active',
    foundIn: [source],
  };
}

export const SearchSourceState = z.object({
  source: z.enum(['jira', 'confluence']),
  state: z.enum(['ok', 'failed', 'not-configured']),
  message: z.string().nullable(),
});
export type SearchSourceState = z.infer<typeof SearchSourceState>;

/** The longest text a people search takes; Atlassian's user searches refuse longer queries. */
export const SEARCH_QUERY_MAX = 100;

export const peopleChannels = {
  /** Jira and Confluence user search together, merged by account id. */
  'users.people.search': {
    input: OnConnection.extend({ query: z.string().trim().min(1, 'Type a name or e-mail.').max(SEARCH_QUERY_MAX, `A search is at most ${SEARCH_QUERY_MAX} characters.`) }),
    output: z.object({ people: z.array(PersonSummary), sources: z.array(SearchSourceState) }),
  },
  /** Accounts opened recently on this connection, newest first. */
  'users.recentPeople.list': { input: OnConnection, output: z.object({ people: z.array(PersonSummary) }) },
  'users.recentPeople.add': { input: OnConnection.extend({ person: PersonSummaryInput }), output: z.object({ remembered: z.boolean() }) },
} as const;
