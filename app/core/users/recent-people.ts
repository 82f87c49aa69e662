import { PersonSummaryInput, type PersonSummary } from '../../contract/users/people.channels';
import type { SettingsRepository } from '../settings/settings-repository';
import type { CoreSettings } from '../settings/settings-schema';

export const RECENT_LIMIT = 10;

/**
 * Entries written by another version of Orgdesk, or changed on disk, may not fit today's rules (the same
 * ones `users.recentPeople.add` applies); those are dropped, not fatal.
 */
function recentOf(settings: CoreSettings, connectionId: string): PersonSummary[] {
  return (settings.recentPeople[connectionId] ?? []).flatMap((entry) => {
    const parsed = PersonSummaryInput.safeParse(entry);
    return parsed.success ? [{ ...parsed.data, foundIn: ['recent' as const] }] : [];
  });
}

/** The accounts an admin opened lately, per connection, newest first, kept in the settings file. */
export class RecentPeople {
  constructor(private readonly settings: SettingsRepository) {}

  list(connectionId: string): PersonSummary[] {
    return recentOf(this.settings.value, connectionId);
  }

  async remember(connectionId: string, person: PersonSummary): Promise<void> {
    await this.settings.update((settings) => {
      const others = recentOf(settings, connectionId).filter((known) => known.accountId !== person.accountId);
      const entry: PersonSummary = { ...person, foundIn: ['recent'] };
      return { ...settings, recentPeople: { ...settings.recentPeople, [connectionId]: [entry, ...others].slice(0, RECENT_LIMIT) } };
    });
  }

  /** Forgets the people opened on a connection that was removed (their names and e-mails with them). */
  async forget(connectionId: string): Promise<void> {
    await this.settings.update(({ recentPeople: { [connectionId]: _gone, ...kept }, ...settings }) => ({ ...settings, recentPeople: kept }));
  }
}
