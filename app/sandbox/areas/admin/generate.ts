import type { GenerateContext, Scale } from '../../kit';
import { tokenLabels } from '../../data/names';
import { randomUuid } from '../../data/rng';
import { leaverTokens } from './seed-offboarding';
import type { AdminState, ApiToken } from './state';
import { tokenDates, tokenPatterns } from './token-dates';

const tokenCount: Record<Scale, number> = { demo: 170, large: 30_000, enterprise: 300_000 };

const iso = (ms: number): string => new Date(ms).toISOString();

export function generateAdmin(ctx: GenerateContext): AdminState {
  const owners = ctx.people.filter((person) => person.accountType === 'atlassian');
  const tokensByAccount: Record<string, ApiToken[]> = {};
  for (let index = 0; index < tokenCount[ctx.scale]; index++) {
    // The admin owns the first tokens (one of each pattern), so every pattern shows on a screen at once.
    const owner = index < tokenPatterns.length ? ctx.adminAccountId : ctx.rng.pick(owners).accountId;
    const pattern = tokenPatterns[index % tokenPatterns.length] ?? 'neverUsed';
    const dates = tokenDates(ctx.rng, pattern, ctx.now);
    const token: ApiToken = {
      id: randomUuid(ctx.rng),
      label: ctx.rng.chance(0.3) ? `${ctx.rng.pick(tokenLabels)} ${ctx.rng.int(2, 9)}` : ctx.rng.pick(tokenLabels),
      createdAt: iso(dates.createdAt),
    };
    if (dates.lastAccess !== undefined) token.lastAccess = iso(dates.lastAccess);
    token.expiry = iso(dates.expiry);
    (tokensByAccount[owner] ??= []).push(token);
  }
  // The leaver holds exactly their three tokens, whatever the draws above gave them.
  const leaver = leaverTokens(ctx.people, ctx.now);
  if (leaver !== undefined) tokensByAccount[leaver.accountId] = leaver.tokens;
  return { tokensByAccount, deactivationMessages: {} };
}
