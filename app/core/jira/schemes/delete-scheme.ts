import type { ApiSession } from '../../../api/http/session';
import { deleteNotificationScheme, getNotificationScheme, listSchemeProjectMappings, listNotificationSchemes } from '../../../api/jira/notification-schemes';
import { AppError } from '../../../contract/errors';
import { namesWithMore } from '../../words';

/** Names projects for a sentence, e.g. "Platform (PLAT)"; ids it cannot name stay ids. */
export type ProjectNamer = (projectIds: readonly string[], signal?: AbortSignal) => Promise<string[]>;

/**
 * Refuses, with the projects named, to delete a scheme while any project uses it (Jira would move
 * them to the default scheme without a word), and refuses the default scheme itself.
 */
export async function checkSchemeDeletable(session: ApiSession, schemeId: string, nameProjects: ProjectNamer, signal?: AbortSignal): Promise<void> {
  const [scheme, defaults, usage] = await Promise.all([
    getNotificationScheme(session, schemeId, [], signal),
    listNotificationSchemes(session, { onlyDefault: true, startAt: 0, maxResults: 1 }, signal),
    listSchemeProjectMappings(session, { schemeIds: [schemeId], startAt: 0, maxResults: 50 }, signal),
  ]);
  if (defaults.items[0]?.id === schemeId) {
    throw new AppError('CONFLICT', `“${scheme.name}” is the default scheme: every new project gets it, so it cannot be deleted.`);
  }
  if (usage.items.length > 0) {
    const count = usage.total ?? usage.items.length;
    const names = await nameProjects(usage.items.map((mapping) => mapping.projectId), signal);
    throw new AppError(
      'CONFLICT',
      `“${scheme.name}” is used by ${count === 1 ? 'one project' : `${count} projects`}: ${namesWithMore(names, 5, ', ')}. Give ${count === 1 ? 'it' : 'them'} another scheme in Jira first; nothing was deleted.`,
    );
  }
}

export async function deleteUnusedScheme(session: ApiSession, schemeId: string, nameProjects: ProjectNamer, signal?: AbortSignal): Promise<void> {
  await checkSchemeDeletable(session, schemeId, nameProjects, signal);
  await deleteNotificationScheme(session, schemeId, signal);
}
