import { z } from 'zod';
import type { ApiSession } from '../../../api/http/session';
import { getVersion, listProjectVersions, moveVersion } from '../../../api/jira/versions';
import type { CallContext } from '../../../contract/dispatch';
import { AppError } from '../../../contract/errors';
import type { VersionMoveUndo, VersionTarget } from '../../../contract/jira/versions.channels';
import { agreeing, plural } from '../../../contract/words';
import { JournaledUndo } from '../../../jobs/journal/journaled-undo';
import type { JournalStore } from '../../../jobs/journal/journal-store';

/** A project's versions in their order, as the change journal keeps it around a move, with the version moved. */
const VersionOrder = z.object({ versionId: z.string(), order: z.array(z.object({ id: z.string(), name: z.string() })) });
type VersionOrder = z.infer<typeof VersionOrder>;
type Named = VersionOrder['order'][number];

export const versionMoveWords = {
  changedSince: (differences: readonly string[]) => `Nothing was moved: the order of the versions changed after your move, and undoing it now would throw that away too. ${differences.join(' ')}`,
  gone: (name: string) => `“${name}” is no longer in the project, so there is nothing to put back.`,
} as const;

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** At most this many moved versions are named; the rest are counted. */
const NAMED = 3;

/** The ids of the longest run of versions that kept their order from `a` to `b` (both hold the same versions). */
function keptInOrder(a: readonly Named[], b: readonly Named[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => lengths[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i];
      if (row) row[j] = a[i]?.id === b[j]?.id ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]?.id === b[j]?.id) {
      kept.add(a[i]?.id ?? '');
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return kept;
}

/** `first`, or `after “2.0”`: where a version stands in an order. */
function placeOf(order: readonly Named[], id: string): string {
  const previous = order[order.findIndex((version) => version.id === id) - 1];
  return previous === undefined ? 'first' : `after “${previous.name}”`;
}

/** What is different in the order now from how a move left it, in sentences; empty when nothing is. */
export function orderDifferences(left: readonly Named[], now: readonly Named[]): string[] {
  const leftIds = new Set(left.map((version) => version.id));
  const nowIds = new Set(now.map((version) => version.id));
  const added = now.filter((version) => !leftIds.has(version.id)).map((version) => version.name);
  const removed = left.filter((version) => !nowIds.has(version.id)).map((version) => version.name);
  const said: string[] = [];
  if (added.length > 0) said.push(`${quoted(added)} ${agreeing(added.length, 'was', 'were')} added.`);
  if (removed.length > 0) said.push(`${quoted(removed)} ${agreeing(removed.length, 'was', 'were')} removed.`);
  const a = left.filter((version) => nowIds.has(version.id));
  const b = now.filter((version) => leftIds.has(version.id));
  const kept = keptInOrder(a, b);
  const moved = b.filter((version) => !kept.has(version.id));
  for (const version of moved.slice(0, NAMED)) said.push(`“${version.name}” was moved: it is now ${placeOf(now, version.id)}; your move left it ${placeOf(left, version.id)}.`);
  if (moved.length > NAMED) said.push(`${plural(moved.length - NAMED, 'more version')} ${agreeing(moved.length - NAMED, 'was', 'were')} moved.`);
  return said;
}

const sameOrder = (a: readonly Named[], b: readonly Named[]) => a.length === b.length && a.every((version, index) => version.id === b[index]?.id);
const orderOf = (versions: readonly { id: string; name: string }[]): Named[] => versions.map(({ id, name }) => ({ id, name }));

/** Where a version stood in `order`: first, or after the version before it. */
function placeIn(order: VersionOrder): { to: VersionTarget; words: string } {
  const previous = order.order[order.order.findIndex((version) => version.id === order.versionId) - 1];
  return { to: previous === undefined ? { position: 'First' } : { afterVersionId: previous.id }, words: placeOf(order.order, order.versionId) };
}

type Log = Pick<CallContext, 'signal' | 'describeTarget' | 'reportPartialFailure'>;

/**
 * Moves of a version in its project's order, each kept for Undo in the change journal with the order before
 * and after, so a move can still be undone after a restart. Undo puts the version back where it stood, but
 * only while the order is exactly as the move left it; otherwise it says how the order changed and moves nothing.
 */
export class VersionMoves {
  private readonly moves: JournaledUndo<VersionOrder>;

  constructor(journal: JournalStore) {
    this.moves = new JournaledUndo(journal, 'jira.versions.move', VersionOrder);
  }

  async move(session: ApiSession, connectionId: string, versionId: string, to: VersionTarget, log: Log): Promise<void> {
    const version = await getVersion(session, versionId, log.signal);
    const where = 'position' in to ? to.position.toLowerCase() : `after “${(await getVersion(session, to.afterVersionId, log.signal)).name}”`;
    log.describeTarget(`Version “${version.name}” moved ${where}`);
    const before = orderOf(await listProjectVersions(session, version.projectId, log.signal));
    await moveVersion(session, versionId, to, log.signal);
    const after = orderOf(await listProjectVersions(session, version.projectId, log.signal));
    if (!sameOrder(before, after)) await this.moves.keep({ connectionId, subject: version.projectId, before: { versionId, order: before }, after: { versionId, order: after } });
  }

  /** The newest move in a project that can still be undone, for its versions (also after a restart). */
  latest(connectionId: string, projectId: string): VersionMoveUndo | null {
    const move = this.moves.latest(connectionId, projectId);
    if (move === null) return null;
    const name = move.before.order.find((version) => version.id === move.before.versionId)?.name ?? move.before.versionId;
    return { undoId: move.id, at: move.at, versionName: name, backTo: placeIn(move.before).words };
  }

  /** Puts a moved version back where it stood, also after a restart; answers whether the order read back is as before. */
  async restore(session: ApiSession, connectionId: string, undoId: string, log: Log): Promise<{ restored: boolean }> {
    const move = this.moves.take(undoId, connectionId);
    const name = move.before.order.find((version) => version.id === move.before.versionId)?.name ?? move.before.versionId;
    const place = placeIn(move.before);
    log.describeTarget(`Version “${name}” moved back ${place.words}: undo of an earlier move`);
    const projectId = move.subject;
    const now = orderOf(await listProjectVersions(session, projectId, log.signal));
    if (!now.some((version) => version.id === move.before.versionId)) throw new AppError('NOT_FOUND', versionMoveWords.gone(name));
    if (!sameOrder(now, move.after.order)) throw new AppError('CONFLICT', versionMoveWords.changedSince(orderDifferences(move.after.order, now)));
    await moveVersion(session, move.before.versionId, place.to, log.signal);
    await this.moves.markUndone(undoId);
    const restored = sameOrder(orderOf(await listProjectVersions(session, projectId, log.signal)), move.before.order);
    if (!restored) log.reportPartialFailure('The order read back differs from the one before your move: someone may have moved a version at the same time.');
    return { restored };
  }
}
