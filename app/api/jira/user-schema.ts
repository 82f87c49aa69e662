import { z } from 'zod';
import type { JiraUserView } from '../../contract/jira/models';

/** Jira's User and UserDetails, as every user list and issue field answers them. */
export const jiraUserSchema = z.object({
  accountId: z.string(),
  accountType: z.enum(['atlassian', 'app', 'customer', 'unknown']).catch('unknown'),
  displayName: z.string().nullish(),
  emailAddress: z.string().nullish(),
  avatarUrls: z.record(z.string(), z.string()).nullish(),
  active: z.boolean().default(true),
});

/** Privacy settings can hide the name, address and picture, even from an org admin: null, never "". */
export function toUserView(user: z.infer<typeof jiraUserSchema>): JiraUserView {
  const avatars = user.avatarUrls ?? {};
  return {
    accountId: user.accountId,
    accountType: user.accountType,
    displayName: user.displayName || null,
    emailAddress: user.emailAddress || null,
    avatarUrl: avatars['48x48'] ?? avatars['32x32'] ?? Object.values(avatars)[0] ?? null,
    active: user.active,
  };
}
