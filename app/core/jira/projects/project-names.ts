import { searchAllProjects } from '../../../api/jira/projects';
import type { ApiSession } from '../../../api/http/session';
import type { ProjectName } from '../../../contract/jira/schemes.channels';

/** Jira's project search takes at most 50 ids in one request. */
export const PROJECT_IDS_PER_SEARCH = 50;

/**
 * Names for project ids, for lists and sentences, read with the project search 50 ids a request. A
 * project the connection may not view keeps only its id; screens show the id then.
 */
export async function projectNames(session: ApiSession, projectIds: readonly string[], signal?: AbortSignal): Promise<ProjectName[]> {
  const unique = [...new Set(projectIds)];
  const found = new Map<string, ProjectName>();
  for (let start = 0; start < unique.length; start += PROJECT_IDS_PER_SEARCH) {
    const ids = unique.slice(start, start + PROJECT_IDS_PER_SEARCH);
    for (const project of await searchAllProjects(session, { ids }, signal)) found.set(project.id, { id: project.id, key: project.key, name: project.name });
  }
  return projectIds.map((id) => found.get(id) ?? { id, key: null, name: null });
}
