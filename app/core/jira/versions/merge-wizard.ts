import type { ApiSession } from '../../../api/http/session';
import { getVersion, listProjectVersions, removeVersionAndSwap } from '../../../api/jira/versions';
import type { JiraVersionView } from '../../../contract/jira/models';
import { AppError, isAppError } from '../../../contract/errors';
import { plural } from '../../../contract/words';
import { readVersionCounts, type VersionCounts } from './version-counts';

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

export interface FieldCheck {
  label: string;
  moved: number;
  to: { id: string; name: string } | null;
  before: number | null;
  after: number | null;
  /** Issues that already had both versions, counted once afterwards. */
  overlap: number | null;
  ok: boolean;
  sentence: string;
}

export interface RemovalResult {
  removed: boolean;
  checks: FieldCheck[];
  allGood: boolean;
}

const issues = (count: number) => plural(count, 'issue');

/**
 * Checks a plan against the version's project and counts: every destination must be another version
 * of the same project; every field some issue uses needs a destination or an explicit clear.
 */
async function prepare(session: ApiSession, plan: RemovalPlan, signal?: AbortSignal) {
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
  return { version, counts, review: { version: { id: version.id, name: version.name, projectId: version.projectId }, lines, untouched } };
}

/** What removing the version will do, field by field, in words; nothing is changed. */
export async function reviewVersionRemoval(session: ApiSession, plan: RemovalPlan, signal?: AbortSignal): Promise<RemovalReview> {
  return (await prepare(session, plan, signal)).review;
}

function countOf(counts: VersionCounts | undefined, field: string): number | null {
  return counts?.fields.find((entry) => entry.field === field)?.issues ?? null;
}

/**
 * Removes the version with remove-and-swap, each field to its own destination, then reads the counts
 * again: the version must be gone and each destination must have gained what moved (issues that
 * already named both versions count once).
 */
export async function removeVersion(session: ApiSession, plan: RemovalPlan, signal?: AbortSignal): Promise<RemovalResult> {
  const { version, review } = await prepare(session, plan, signal);
  const targets = [...new Set(review.lines.flatMap((line) => (line.to ? [line.to.id] : [])))];
  const readAll = async () => new Map(await Promise.all(targets.map(async (id) => [id, await readVersionCounts(session, id, signal)] as const)));
  const before = await readAll();
  const destination = (field: string) => review.lines.find((line) => line.field === field)?.to?.id;
  const fix = destination('fix');
  const affects = destination('affects');
  await removeVersionAndSwap(
    session,
    version.id,
    {
      ...(fix ? { moveFixIssuesTo: fix } : {}),
      ...(affects ? { moveAffectedIssuesTo: affects } : {}),
      customFields: review.lines.flatMap((line) => (line.field !== 'fix' && line.field !== 'affects' && line.to ? [{ customFieldId: line.field, moveTo: line.to.id }] : [])),
    },
    signal,
  );
  const gone = await getVersion(session, version.id, signal).then(
    () => false,
    (error: unknown) => isAppError(error) && error.info.code === 'NOT_FOUND',
  );
  const after = await readAll();
  const checks = review.lines.map((line): FieldCheck => {
    if (!line.to) return { label: line.label, moved: line.issues, to: null, before: null, after: null, overlap: null, ok: gone, sentence: `${line.label} cleared on ${issues(line.issues)}.` };
    const was = countOf(before.get(line.to.id), line.field);
    const now = countOf(after.get(line.to.id), line.field);
    const overlap = was === null || now === null ? null : was + line.issues - now;
    const ok = overlap !== null && overlap >= 0 && overlap <= line.issues;
    const shared = overlap ? ` (${issues(overlap)} already had both)` : '';
    return {
      label: line.label,
      moved: line.issues,
      to: line.to,
      before: was,
      after: now,
      overlap,
      ok,
      sentence: ok
        ? `${line.label}: “${line.to.name}” now has ${issues(now ?? 0)}, up from ${was ?? 0}${shared}.`
        : `${line.label}: “${line.to.name}” has ${issues(now ?? 0)} where ${was ?? 0} to ${(was ?? 0) + line.issues} were expected. Check the project in Jira.`,
    };
  });
  return { removed: gone, checks, allGood: gone && checks.every((check) => check.ok) };
}
