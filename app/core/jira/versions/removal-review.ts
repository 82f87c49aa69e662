import type { ApiSession } from '../../../api/http/session';
import { getVersion, listProjectVersions } from '../../../api/jira/versions';
import type { JiraVersionView } from '../../../contract/jira/models';
import { AppError } from '../../../contract/errors';
import { plural } from '../../../contract/words';
import { readVersionCounts } from './version-counts';

/** Where each field's issues go: another version of the same project, or null to clear the field. */
export interface RemovalPlan {
  versionId: string;
  destinations: { field: string; to: string | null }[];
}

export interface ReviewLine {
  field: string;
  label: string;
  issues: number;
  to: { id: string; name: string } | null;
  /** E.g. "12 issues: Fix version moves to “2.1”." or "3 issues: Affects version is cleared." */
  sentence: string;
}

export interface RemovalReview {
  version: { id: string; name: string; projectId: string };
  lines: ReviewLine[];
  /** Fields no issue uses for this version: nothing moves there. */
  untouched: string[];
}

const issues = (count: number) => plural(count, 'issue');

/**
 * Checks a plan against the version's project and counts, read live: every destination must be another
 * version of the same project; every field some issue uses needs a destination or an explicit clear.
 * Answers what it read too, for the plan's later staleness check.
 */
export async function readRemoval(session: ApiSession, plan: RemovalPlan, signal?: AbortSignal) {
  const version = await getVersion(session, plan.versionId, signal);
  const [siblings, counts] = await Promise.all([listProjectVersions(session, version.projectId, signal), readVersionCounts(session, plan.versionId, signal)]);
  const byId = new Map(siblings.map((sibling) => [sibling.id, sibling]));
  const lines: ReviewLine[] = [];
  for (const count of counts.fields) {
    if (count.issues === 0) continue;
    const choice = plan.destinations.find((destination) => destination.field === count.field);
    if (!choice) throw new AppError('VALIDATION', `Choose where the ${issues(count.issues)} in “${count.label}” go, or clear the field.`);
    let to: JiraVersionView | undefined;
    if (choice.to !== null) {
      if (choice.to === version.id) throw new AppError('VALIDATION', `“${version.name}” cannot take its own issues: choose another version for “${count.label}”.`);
      to = byId.get(choice.to);
      if (!to) throw new AppError('VALIDATION', `The version chosen for “${count.label}” is not in this project. Choose one of the project's own versions.`);
    }
    lines.push({
      field: count.field,
      label: count.label,
      issues: count.issues,
      to: to ? { id: to.id, name: to.name } : null,
      sentence: to ? `${issues(count.issues)}: ${count.label} moves to “${to.name}”.` : `${issues(count.issues)}: ${count.label} is cleared.`,
    });
  }
  const untouched = counts.fields.filter((count) => count.issues === 0).map((count) => count.label);
  const review: RemovalReview = { version: { id: version.id, name: version.name, projectId: version.projectId }, lines, untouched };
  const targets = [...new Set(lines.flatMap((line) => (line.to ? [line.to.id] : [])))].flatMap((id) => byId.get(id) ?? []);
  return { counts, review, targets };
}
