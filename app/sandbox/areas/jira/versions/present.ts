import type { SandboxRequest, World } from '../../../kit';
import { dayOf, userDate } from '../dates';
import { apiBase } from '../http/links';
import type { JiraState, JiraVersion } from '../state';
import { fixVersionStatusCounts, type StatusCategoryCounts } from './counts';

/** Jira's Version as a client sees it; the optional parts appear only when asked for via `expand`. */
export interface VersionJson {
  self: string;
  id: string;
  description?: string;
  name: string;
  archived: boolean;
  released: boolean;
  startDate?: string;
  releaseDate?: string;
  overdue?: boolean;
  userStartDate?: string;
  userReleaseDate?: string;
  projectId: number;
  driver?: string;
  approvers?: { accountId: string; status: string; description: string }[];
  operations?: { id: string; styleClass: string; label: string; href: string; weight: number }[];
  issuesStatusForFixVersion?: StatusCategoryCounts;
}

export function versionSelf(req: SandboxRequest, versionId: number): string {
  return `${apiBase(req)}/version/${versionId}`;
}

function operationsFor(req: SandboxRequest, version: JiraVersion): NonNullable<VersionJson['operations']> {
  const page = `${req.baseUrl}/projects/${version.projectId}/versions/${version.id}`;
  const names = [
    ['edit', 'Edit'],
    version.released ? ['unrelease', 'Unrelease'] : ['release', 'Release'],
    version.archived ? ['unarchive', 'Unarchive'] : ['archive', 'Archive'],
    ['merge', 'Merge'],
    ['delete', 'Delete'],
  ] as const;
  return names.map(([id, label], index) => ({ id, styleClass: `version-${id}`, label, href: `${page}#${id}`, weight: (index + 1) * 10 }));
}

export function presentVersion(
  req: SandboxRequest,
  state: JiraState,
  world: World,
  version: JiraVersion,
  expand: ReadonlySet<string>,
): VersionJson {
  const today = dayOf(world.now);
  const json: VersionJson = {
    self: versionSelf(req, version.id),
    id: String(version.id),
    name: version.name,
    archived: version.archived,
    released: version.released,
    projectId: version.projectId,
  };
  if (version.description !== undefined) json.description = version.description;
  if (version.startDate) {
    json.startDate = version.startDate;
    json.userStartDate = userDate(version.startDate);
  }
  if (version.releaseDate) {
    json.releaseDate = version.releaseDate;
    json.userReleaseDate = userDate(version.releaseDate);
    json.overdue = !version.released && version.releaseDate < today;
  }
  if (expand.has('driver') && version.driverAccountId) json.driver = version.driverAccountId;
  if (expand.has('approvers')) {
    json.approvers = version.approverAccountIds.map((accountId) => ({
      accountId,
      status: 'PENDING',
      description: `Sign-off for ${version.name}`,
    }));
  }
  if (expand.has('operations')) json.operations = operationsFor(req, version);
  if (expand.has('issuesstatus')) json.issuesStatusForFixVersion = fixVersionStatusCounts(state, version);
  return json;
}
