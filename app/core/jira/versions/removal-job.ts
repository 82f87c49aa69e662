import type { ApiSession } from '../../../api/http/session';
import { getVersion, removeVersionAndSwap } from '../../../api/jira/versions';
import type { JiraVersionView } from '../../../contract/jira/models';
import { AppError, isAppError } from '../../../contract/errors';
import { plural } from '../../../contract/words';
import type { ItemWork, JobItem } from '../../../jobs/job-types';
import type { RemovalReview, ReviewLine } from './removal-review';
import { readVersionCounts, type VersionCounts } from './version-counts';

/**
 * The removal itself, as the one item of its job: Jira's remove-and-swap with each field sent where the
 * plan said, then the counts read again. The item carries everything it needs (plain JSON, kept by the
 * change journal), so a retry of a failed removal, or the removal picked up after a stop, runs from it alone.
 */

/** The removal as its preview read it: what moves where, the version's counts, and the versions its issues go to. */
export interface RemovalItem {
  review: RemovalReview;
  /** The version's counts per field as the preview read them. */
  counts: VersionCounts;
  /** The versions the issues go to, as they were then. */
  targets: JiraVersionView[];
}

/** How the removal's Activity entries and results name the version. */
export const versionTarget = (name: string) => `Version “${name}”`;

/** What moves where, field by field: "12 issues: Fix version moves to “2.1”. 3 issues: Affects version is cleared." */
export function movesInWords(lines: readonly ReviewLine[]): string {
  return lines.map((line) => line.sentence).join(' ') || 'no issue names it.';
}

/** The write as Activity shows it. */
const removalAction = (lines: readonly ReviewLine[]) => `Remove version, moving its issues: ${movesInWords(lines)}`;

export function removalItem(removal: RemovalItem): JobItem<RemovalItem> {
  return { key: removal.review.version.id, target: versionTarget(removal.review.version.name), input: removal };
}

const countIn = (counts: VersionCounts | undefined, field: string) => counts?.fields.find((entry) => entry.field === field)?.issues ?? 0;

/**
 * What the counts read again say about one field moved to another version: null when the destination gained
 * what moved (issues that already named both versions count once), else what is wrong, in words.
 */
function countProblem(line: ReviewLine, before: VersionCounts | undefined, after: VersionCounts | undefined): string | null {
  if (line.to === null) return null;
  const was = countIn(before, line.field);
  const now = countIn(after, line.field);
  if (now >= was && now <= was + line.issues) return null;
  return `${line.label}: “${line.to.name}” has ${plural(now, 'issue')} where ${was} to ${was + line.issues} were expected.`;
}

/** What the counts read again say about every field moved, in words; empty when each destination gained what moved. */
export function countProblems(lines: readonly ReviewLine[], before: ReadonlyMap<string, VersionCounts>, after: ReadonlyMap<string, VersionCounts>): string[] {
  return lines.flatMap((line) => countProblem(line, line.to ? before.get(line.to.id) : undefined, line.to ? after.get(line.to.id) : undefined) ?? []);
}

/** The counts of every version the removal sends issues to, by version id. */
export async function readTargetCounts(session: ApiSession, lines: readonly ReviewLine[], signal: AbortSignal): Promise<Map<string, VersionCounts>> {
  const targets = [...new Set(lines.flatMap((line) => (line.to ? [line.to.id] : [])))];
  return new Map(await Promise.all(targets.map(async (id) => [id, await readVersionCounts(session, id, signal)] as const)));
}

export async function notFound(read: Promise<unknown>): Promise<boolean> {
  return read.then(
    () => false,
    (error: unknown) => {
      if (isAppError(error) && error.info.code === 'NOT_FOUND') return true;
      throw error;
    },
  );
}

/**
 * Removes the version, then checks: it must be gone, and each destination must have gained what moved. A
 * version already gone (a retry after Jira did the work but the answer was lost) is skipped. The journal
 * keeps the destinations' counts read just before, so a removal a stop left unknown is checked the same way.
 */
export function removalWork(session: ApiSession): ItemWork<RemovalItem> {
  return async ({ input }, ctx) => {
    const { version, lines } = input.review;
    if (await notFound(getVersion(session, version.id, ctx.signal))) return { skipped: 'It was already removed.' };
    const before = await readTargetCounts(session, lines, ctx.signal);
    const to = (field: string) => lines.find((line) => line.field === field)?.to?.id;
    const fix = to('fix');
    const affects = to('affects');
    await ctx.write(
      removalAction(lines),
      () =>
        removeVersionAndSwap(
          session,
          version.id,
          {
            ...(fix ? { moveFixIssuesTo: fix } : {}),
            ...(affects ? { moveAffectedIssuesTo: affects } : {}),
            customFields: lines.flatMap((line) => (line.field !== 'fix' && line.field !== 'affects' && line.to ? [{ customFieldId: line.field, moveTo: line.to.id }] : [])),
          },
          ctx.signal,
        ),
      { before: [...before.values()] },
    );
    if (ctx.dryRun) return undefined;
    if (!(await notFound(getVersion(session, version.id, ctx.signal)))) {
      throw new AppError('CONFLICT', `Jira answered, but “${version.name}” is still there. Check the project in Jira.`);
    }
    const problems = countProblems(lines, before, await readTargetCounts(session, lines, ctx.signal));
    if (problems.length > 0) throw new AppError('CONFLICT', `“${version.name}” was removed, but the counts read again do not match: ${problems.join(' ')} Check the project in Jira.`);
    return undefined;
  };
}
