import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { versionStatus, versionStatusLabels } from '../../../../../app/contract/jira/versions';

/** Unreleased (overdue too) first, then released, archived last: where issues are still being worked on. */
const preference = (version: JiraVersionView) => (version.archived ? 2 : version.released ? 1 : 0);

/**
 * The version a merge starts on: the nearest in the project's order among the unreleased and unarchived
 * ones, else the nearest released one; an archived version only when nothing else is left. Of two equally
 * near, the later one (the next release). `versions` are in the project's order; null when no other exists.
 */
export function mergeTargetFor(versions: readonly JiraVersionView[], sourceId: string): string | null {
  const at = versions.findIndex((version) => version.id === sourceId);
  const candidates = versions
    .map((version, index) => ({ version, distance: Math.abs(index - at), later: index > at }))
    .filter(({ version }) => version.id !== sourceId)
    .sort((a, b) => preference(a.version) - preference(b.version) || a.distance - b.distance || Number(b.later) - Number(a.later));
  return candidates[0]?.version.id ?? null;
}

/** A version as a choice in a list: its name, with its status when that is not plain unreleased. */
export function versionChoiceLabel(version: JiraVersionView): string {
  const status = versionStatus(version);
  return status === 'unreleased' ? version.name : `${version.name} (${versionStatusLabels[status].toLowerCase()})`;
}
