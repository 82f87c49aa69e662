import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { JiraPage, JiraUserView } from './models';

/** Jira's people searches (by text, assignable to projects, able to see an issue or project), explained when they come back empty or short. */

const PeopleSearch = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text') }),
  z.object({ kind: z.literal('assignable'), projectKeys: z.array(z.string().trim().min(1)).min(1, 'Choose at least one project.').max(50) }),
  z.object({
    kind: z.literal('can-see'),
    issueKey: z.string().trim().min(1).max(255).optional(),
    projectKey: z.string().trim().min(1).max(255).optional(),
  }),
]);

export const jiraPeopleChannels = {
  /** Jira's user searches, with why a result is empty or short. */
  'jira.people.search': {
    input: OnConnection.extend({
      search: PeopleSearch,
      query: z.string().trim().min(1, 'Type a name or e-mail address.').max(100, 'Search for at most 100 characters.'),
      startAt: z.number().int().min(0).max(999).default(0),
      maxResults: z.number().int().min(1).max(100).default(50),
    }),
    output: JiraPage(JiraUserView).extend({ explanation: z.string().nullable() }),
  },
} as const;
