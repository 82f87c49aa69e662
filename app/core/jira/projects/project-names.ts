import type { ApiSession } from '../../../api/http/session';
import type { ProjectName } from '../../../contract/channels/jira-schemes';

/**
 * Names for project ids, for lists and sentences. Until the project search client is on this branch
 * the ids stay unnamed; screens show the id then.
 */
export async function projectNames(_session: ApiSession, projectIds: readonly string[], _signal?: AbortSignal): Promise<ProjectName[]> {
  return projectIds.map((id) => ({ id, key: null, name: null }));
}
