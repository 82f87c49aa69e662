import type { ApiSession } from '../../../api/http/session';
import { createVersion, getUnresolvedIssueCount, getVersion, listProjectVersions, mergeVersion, updateVersion } from '../../../api/jira/versions';
import type { JiraVersionView } from '../../../contract/jira/models';
import { AppError } from '../../../contract/errors';
import { versionActionLabels, versionDatesProblem, versionNameProblem } from '../../../contract/jira/versions';
import { plural } from '../../../contract/words';
import { nameOr } from '../../handlers/activity-names';
import { readVersionCounts } from './version-counts';

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION', message, { fields: [{ path: field, message }] });
}

export interface VersionFields {
  name?: string;
  description?: string;
  startDate?: string;
  releaseDate?: string;
  released?: boolean;
  archived?: boolean;
}

/** Creates a version after checking the name against the project's versions and the dates against each other. */
export async function createProjectVersion(
  session: ApiSession,
  input: VersionFields & { projectId: string; name: string },
  signal?: AbortSignal,
): Promise<JiraVersionView> {
  const siblings = await listProjectVersions(session, input.projectId, signal);
  const nameProblem = versionNameProblem(input.name, siblings);
  if (nameProblem) refuse('name', nameProblem);
  const datesProblem = versionDatesProblem(input.startDate ?? null, input.releaseDate ?? null);
  if (datesProblem) refuse('startDate', datesProblem);
  return createVersion(session, input, signal);
}

/** Edits a version (name, dates, archived ...) with the same checks, against the version as it is now. */
export async function editVersion(session: ApiSession, versionId: string, changes: VersionFields, signal?: AbortSignal): Promise<JiraVersionView> {
  const version = await getVersion(session, versionId, signal);
  if (changes.name !== undefined) {
    const nameProblem = versionNameProblem(changes.name, await listProjectVersions(session, version.projectId, signal), versionId);
    if (nameProblem) refuse('name', nameProblem);
  }
  const datesProblem = versionDatesProblem(changes.startDate ?? version.startDate, changes.releaseDate ?? version.releaseDate);
  if (datesProblem) refuse('startDate', datesProblem);
  return updateVersion(session, { versionId, changes }, signal);
}

/** A version as the Activity log names it (`“2.1”`), looked up before a write; its id when the lookup fails. */
export function versionWords(session: ApiSession, versionId: string, signal?: AbortSignal): Promise<string> {
  return nameOr(async () => `“${(await getVersion(session, versionId, signal)).name}”`, versionId);
}

/**
 * One edit of a version as the window sends it: releasing with unresolved issues moved goes through its own
 * check (and only alone); everything else through the edit checks.
 */
export async function changeVersion(session: ApiSession, versionId: string, changes: VersionFields & { moveUnfixedIssuesTo?: string }, signal?: AbortSignal): Promise<JiraVersionView> {
  if (changes.moveUnfixedIssuesTo === undefined) return editVersion(session, versionId, changes, signal);
  const { moveUnfixedIssuesTo, released, ...rest } = changes;
  if (released !== true || Object.values(rest).some((value) => value !== undefined)) {
    throw new AppError('VALIDATION', 'Unresolved issues move only when releasing: release the version on its own, then edit it.');
  }
  return releaseVersion(session, versionId, moveUnfixedIssuesTo, signal);
}

/** What releasing asks first: how many fixed issues are still unresolved, and where they could go. */
export async function releaseCheck(session: ApiSession, versionId: string, signal?: AbortSignal) {
  const version = await getVersion(session, versionId, signal);
  const [counts, siblings] = await Promise.all([getUnresolvedIssueCount(session, versionId, signal), listProjectVersions(session, version.projectId, signal)]);
  return {
    unresolved: counts.unresolved,
    issues: counts.issues,
    moveTargets: siblings.filter((sibling) => sibling.id !== versionId && !sibling.released && !sibling.archived).map((sibling) => ({ id: sibling.id, name: sibling.name })),
  };
}

/** Releases a version, moving its unresolved issues to another unreleased version of the project when asked. */
export async function releaseVersion(session: ApiSession, versionId: string, moveUnresolvedTo: string | null, signal?: AbortSignal): Promise<JiraVersionView> {
  if (moveUnresolvedTo !== null) {
    const check = await releaseCheck(session, versionId, signal);
    if (!check.moveTargets.some((target) => target.id === moveUnresolvedTo)) {
      refuse('moveUnresolvedTo', 'Unresolved issues can move only to another unreleased version of the same project.');
    }
  }
  return updateVersion(session, { versionId, changes: { released: true, ...(moveUnresolvedTo === null ? {} : { moveUnfixedIssuesTo: moveUnresolvedTo }) } }, signal);
}

/**
 * What a plain merge (Jira's own) leaves behind: only fix versions move; affects-version and custom
 * version fields keep naming the deleted version. Said before the admin confirms.
 */
export async function plainMergeWarning(session: ApiSession, versionId: string, intoVersionId: string, signal?: AbortSignal) {
  const [source, target, counts] = await Promise.all([
    getVersion(session, versionId, signal),
    getVersion(session, intoVersionId, signal),
    readVersionCounts(session, versionId, signal),
  ]);
  if (source.id === target.id) refuse('intoVersionId', `“${source.name}” cannot be merged into itself.`);
  if (source.projectId !== target.projectId) refuse('intoVersionId', 'A version can be merged only into another version of the same project.');
  const leftBehind = counts.fields.filter((field) => field.field !== 'fix' && field.issues > 0);
  return {
    moves: counts.fields.find((field) => field.field === 'fix')?.issues ?? 0,
    leftBehind,
    warning:
      leftBehind.length === 0
        ? null
        : `A plain merge moves fix versions only. ${leftBehind.map((field) => `${plural(field.issues, 'issue')} in “${field.label}”`).join(', ')} would keep pointing at the deleted “${source.name}”. Use “${versionActionLabels.removeMovingIssues}” instead.`,
  };
}

export async function mergeVersionPlainly(session: ApiSession, versionId: string, intoVersionId: string, signal?: AbortSignal): Promise<void> {
  await plainMergeWarning(session, versionId, intoVersionId, signal);
  await mergeVersion(session, versionId, intoVersionId, signal);
}
