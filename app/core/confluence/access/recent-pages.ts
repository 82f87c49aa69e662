import { getPage } from '../../../api/confluence/v2/pages';
import { getSpace } from '../../../api/confluence/v2/spaces';
import type { ApiSession } from '../../../api/http/session';
import { RecentPage } from '../../../contract/confluence/access.channels';
import { isAppError } from '../../../contract/errors';
import type { SettingsRepository } from '../../settings/settings-repository';
import type { CoreSettings } from '../../settings/settings-schema';
import { notFoundInWords } from './resolve';

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

  /** Remembers a page the admin opened, as Confluence has it now, with its space's name when the space can be read. */
  async rememberOpened(session: ApiSession, connectionId: string, pageId: string, signal: AbortSignal): Promise<RecentPage[]> {
    const page = await notFoundInWords(pageId, () => getPage(session, pageId, {}, signal));
    const space =
      page.spaceId === null
        ? null
        : await getSpace(session, page.spaceId, {}, signal).catch((error: unknown) => {
            if (isAppError(error)) return null;
            throw error;
          });
    return this.remember(connectionId, { id: page.id, title: page.title, spaceName: space?.name ?? null });
  }

  /** Forgets the pages opened on a connection that was removed. */
  async forget(connectionId: string): Promise<void> {
    await this.settings.update(({ recentPages: { [connectionId]: _gone, ...kept }, ...settings }) => ({ ...settings, recentPages: kept }));
  }
}
