import type { ApiSession } from '../../../api/http/session';
import { listAllNotificationSchemes, listAllSchemeProjectMappings, listNotificationSchemes } from '../../../api/jira/notification-schemes';
import type { SchemeSummary } from '../../../contract/jira/schemes.channels';
import { projectNames } from '../projects/project-names';

export interface SchemeUsage {
  id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
  /** Company-managed projects using it; team-managed projects have no scheme. */
  projectIds: string[];
}

/**
 * Every scheme the connection may administer with the projects using each, in two parallel lists
 * (schemes, and the project mapping), each read a page at a time. The default scheme is the one
 * `onlyDefault` names; it is also what new projects get.
 */
export async function listSchemesWithUsage(session: ApiSession, signal?: AbortSignal): Promise<SchemeUsage[]> {
  const [schemes, mappings, defaults] = await Promise.all([
    listAllNotificationSchemes(session, [], signal),
    listAllSchemeProjectMappings(session, signal),
    defaultSchemeId(session, signal),
  ]);
  const projectsOf = new Map<string, string[]>();
  for (const mapping of mappings) projectsOf.set(mapping.schemeId, [...(projectsOf.get(mapping.schemeId) ?? []), mapping.projectId]);
  return schemes.map((scheme) => ({
    id: scheme.id,
    name: scheme.name,
    description: scheme.description,
    isDefault: scheme.id === defaults,
    projectIds: projectsOf.get(scheme.id) ?? [],
  }));
}

/** Schemes as the screens list them: each project by key and name, read once for all the schemes. */
export async function withProjectNames(session: ApiSession, schemes: readonly SchemeUsage[], signal?: AbortSignal): Promise<SchemeSummary[]> {
  const names = new Map((await projectNames(session, schemes.flatMap((scheme) => scheme.projectIds), signal)).map((project) => [project.id, project]));
  return schemes.map(({ projectIds, ...scheme }) => ({ ...scheme, projects: projectIds.map((id) => names.get(id) ?? { id, key: null, name: null }) }));
}

async function defaultSchemeId(session: ApiSession, signal?: AbortSignal): Promise<string | null> {
  const page = await listNotificationSchemes(session, { onlyDefault: true, startAt: 0, maxResults: 1 }, signal);
  return page.items[0]?.id ?? null;
}

