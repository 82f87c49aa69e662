import type { JiraState, JiraVersion } from '../state';

/** Shapes and finders shared by the version route tests. */

export interface VersionBody {
  id: string;
  name: string;
  projectId: number;
  released: boolean;
  archived: boolean;
  overdue?: boolean;
  releaseDate?: string;
  userReleaseDate?: string;
  driver?: string;
  operations?: unknown[];
  issuesStatusForFixVersion?: { toDo: number; inProgress: number; done: number; unmapped: number };
}

export function versionsOf(state: JiraState, projectKey: string): JiraVersion[] {
  const project = state.projects.find((candidate) => candidate.key === projectKey);
  return state.versions.filter((version) => version.projectId === project?.id);
}

/** A version that is some issue's fixVersion, affectedVersion and custom-field value at once. */
export function versionUsedEverywhere(state: JiraState): JiraVersion {
  const found = state.versions.find(
    (version) =>
      state.issues.some((issue) => issue.fixVersionIds.includes(version.id)) &&
      state.issues.some((issue) => issue.affectedVersionIds.includes(version.id)) &&
      state.issues.some((issue) => Object.values(issue.versionFieldValues).some((ids) => ids.includes(version.id))),
  );
  if (!found) throw new Error('demo data has no version used in every field');
  return found;
}

