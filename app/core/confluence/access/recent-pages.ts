import { RecentPage } from '../../../contract/confluence/access.channels';
import type { SettingsRepository } from '../../settings/settings-repository';
import type { CoreSettings } from '../../settings/settings-schema';

export const RECENT_PAGE_LIMIT = 12;

function recentOf(settings: CoreSettings, connectionId: string): RecentPage[] {
  return (settings.recentPages[connectionId] ?? []).flatMap((entry) => {
    const parsed = RecentPage.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The pages an admin opened lately, per connection, newest first, kept in the settings file. */
export class RecentPages {
  constructor(private readonly settings: SettingsRepository) {}

  list(connectionId: string): RecentPage[] {
    return recentOf(this.settings.value, connectionId);
  }

  async remember(connectionId: string, page: Omit<RecentPage, 'openedAt'>): Promise<RecentPage[]> {
    let kept: RecentPage[] = [];
    await this.settings.update((settings) => {
      const others = recentOf(settings, connectionId).filter((known) => known.id !== page.id);
      kept = [{ ...page, openedAt: new Date().toISOString() }, ...others].slice(0, RECENT_PAGE_LIMIT);
      return { ...settings, recentPages: { ...settings.recentPages, [connectionId]: kept } };
    });
    return kept;
  }

  /** Forgets the pages opened on a connection that was removed. */
  async forget(connectionId: string): Promise<void> {
    await this.settings.update(({ recentPages: { [connectionId]: _gone, ...kept }, ...settings }) => ({ ...settings, recentPages: kept }));
  }
}
