import { badRequest } from '../http/errors';
import type { JiraState, JiraVersion } from '../state';

/** Where the values naming a deleted version go; a field without a replacement is cleared. */
export interface VersionReplacements {
  fixVersion?: JiraVersion;
  affectedVersion?: JiraVersion;
  /** By custom field id (`customfield_10100`). */
  customFields?: ReadonlyMap<string, JiraVersion>;
}

function replaced(ids: readonly number[], from: number, to: JiraVersion | undefined): number[] {
  if (!ids.includes(from)) return [...ids];
  const rest = ids.filter((id) => id !== from);
  return to === undefined || rest.includes(to.id) ? rest : [...rest, to.id];
}

/** Jira's rule for every replacement: another version of the same project. */
export function checkReplacement(source: JiraVersion, replacement: JiraVersion): void {
  if (replacement.id === source.id) throw badRequest('A version cannot be replaced by itself.');
  if (replacement.projectId !== source.projectId) throw badRequest('The replacement version must be in the same project as the deleted version.');
}

/** Deletes a version and rewrites every issue field that named it. */
export function deleteVersion(state: JiraState, source: JiraVersion, replacements: VersionReplacements): void {
  for (const issue of state.issues) {
    issue.fixVersionIds = replaced(issue.fixVersionIds, source.id, replacements.fixVersion);
    issue.affectedVersionIds = replaced(issue.affectedVersionIds, source.id, replacements.affectedVersion);
    for (const [fieldId, values] of Object.entries(issue.versionFieldValues)) {
      const kept = replaced(values, source.id, replacements.customFields?.get(fieldId));
      if (kept.length > 0) issue.versionFieldValues[fieldId] = kept;
      else delete issue.versionFieldValues[fieldId];
    }
  }
  state.versions = state.versions.filter((version) => version.id !== source.id);
}

/**
 * Jira's mergeto: only fixVersion values move to the target. Affects-version and version
 * custom-field values keep naming the deleted version, which no screen of Jira shows any more: the
 * issues look as if the field were empty, and a later search for the old version finds nothing.
 * Hence the relatedIssueCounts preview, and removeAndSwap for a merge that keeps every field.
 */
export function mergeVersionInto(state: JiraState, source: JiraVersion, target: JiraVersion): void {
  checkReplacement(source, target);
  for (const issue of state.issues) issue.fixVersionIds = replaced(issue.fixVersionIds, source.id, target);
  state.versions = state.versions.filter((version) => version.id !== source.id);
}

/** Releasing with `moveUnfixedIssuesTo`: unresolved issues fixed in the version move to the other one. */
export function moveUnresolvedIssues(state: JiraState, from: JiraVersion, to: JiraVersion): void {
  for (const issue of state.issues) {
    if (issue.resolution === null) issue.fixVersionIds = replaced(issue.fixVersionIds, from.id, to);
  }
}
