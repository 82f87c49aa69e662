import { z } from 'zod';
import { confirmationPhrase } from '../bulk';
import { OnConnection } from '../channels/common';
import { plannedRunChannels, PreviewState, RunStarted } from '../channels/planned-run';
import { ChangeSummary, KindCounts, SnapshotChange } from './changes';
import { MAX_SNAPSHOT_SPACES, SnapGap, SnapPerson, SnapshotFile, SnapshotKind } from './format';

/*
 * Configuration snapshots: take one of a site (a job that reads), list, export and import them, compare a
 * snapshot with the site now or with another snapshot, and apply chosen items from it, either back onto
 * the same site (a restore) or onto another connection's site (a copy), as a planned, journaled run with
 * an undo. The file format is in `format.ts`.
 */

const SnapshotId = z.string().trim().min(1, 'Choose a snapshot.').max(100, 'This is not a snapshot.');
const JobRef = z.string().trim().min(1, 'This comparison is no longer available.').max(100, 'This comparison is no longer available.');

export const SpaceKeys = z
  .array(z.string().trim().min(1).max(255))
  .max(MAX_SNAPSHOT_SPACES, `Choose at most ${MAX_SNAPSHOT_SPACES} spaces for one snapshot.`);

export const SnapshotSummary = z.object({
  id: z.string(),
  label: z.string(),
  takenAt: z.string(),
  origin: SnapshotFile.shape.origin,
  siteUrl: z.string(),
  connectionName: z.string(),
  /** Taken of the site this connection reaches: it can be compared with the site and restored onto it. */
  sameSite: z.boolean(),
  counts: KindCounts,
  spaces: z.array(z.string()),
  gaps: z.array(SnapGap),
  bytes: z.number().int(),
});
export type SnapshotSummary = z.infer<typeof SnapshotSummary>;

/** A snapshot file that is kept but cannot be read (damaged, edited by hand, from a newer Orgdesk). */
export const UnreadableSnapshot = z.object({ fileName: z.string(), problem: z.string() });

export const AutoSnapshot = z.object({
  enabled: z.boolean(),
  /** How many automatic snapshots of this connection are kept; the oldest go first. */
  keep: z.number().int().min(1, 'Keep at least 1 snapshot.').max(60, 'Keep at most 60 automatic snapshots.'),
  spaceKeys: SpaceKeys,
});
export type AutoSnapshot = z.infer<typeof AutoSnapshot>;

export const TakeSnapshotInput = OnConnection.extend({
  label: z.string().trim().min(1, 'Give the snapshot a name.').max(200, 'Keep the name under 200 characters.'),
  spaceKeys: SpaceKeys,
});

const SpaceKey = z.string().trim().min(1, 'Choose a space.').max(255);

/**
 * The other side of a comparison: a snapshot, or (null) the connection's site as it is now. With
 * `spaceCopy`, only the templates of one space of the snapshot are compared, with those of another space
 * of the site now, matched by name: to copy a space's templates into another space.
 */
export const CompareInput = OnConnection.extend({
  baseId: SnapshotId,
  otherId: SnapshotId.nullable(),
  spaceCopy: z.object({ from: SpaceKey, to: SpaceKey }).nullable().default(null),
});

export const ComparisonSide = z.object({ label: z.string(), takenAt: z.string().nullable(), siteUrl: z.string(), connectionName: z.string() });

export const Comparison = z.object({
  state: PreviewState,
  base: ComparisonSide,
  /** `takenAt` null: the site as it was read for this comparison. */
  other: ComparisonSide,
  /** The two sides are different sites: things are matched by name, people by e-mail and name. */
  crossSite: z.boolean(),
  /** Set for a copy of one space's templates into another space (`crossSite` is then true: templates match by name). */
  spaceCopy: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The kinds the base holds; a kind it does not hold is not compared. */
  kinds: z.array(SnapshotKind),
  /**
   * Every change without its two sides: tens of thousands of changes stay a small answer the window reads
   * at once; a change's before and after come one at a time from `snapshots.comparisonChange.get`.
   */
  changes: z.array(ChangeSummary),
  /** Parts either side could not read, in words. */
  gaps: z.array(z.string()),
});
export type Comparison = z.infer<typeof Comparison>;

export const HistoryPoint = z.object({ snapshotId: z.string(), label: z.string(), takenAt: z.string(), changes: KindCounts });

const HandPick = z.string().trim().max(300).nullable();

export const ApplyInput = OnConnection.extend({
  comparisonId: JobRef,
  keys: z.array(z.string().max(3000)).min(1, 'Choose at least one change to apply.').max(5000, 'Apply at most 5,000 changes at once.'),
  /** A person of the snapshot (account id) → who stands for them here (account id), or null to leave them out. */
  people: z.record(z.string().max(300), HandPick).default({}),
  /** A group of the snapshot (name) → the group here (name), or null to leave it out. */
  groups: z.record(z.string().max(300), HandPick).default({}),
  /** For a scheme whose name is taken here by another scheme: update that one in place, or copy under a new name (the default). */
  schemeClash: z.record(z.string().max(3000), z.enum(['update', 'new'])).default({}),
});
export type ApplyInput = z.infer<typeof ApplyInput>;

export const ApplyMode = z.enum(['restore', 'copy']);
export type ApplyMode = z.infer<typeof ApplyMode>;

export const MatchBy = z.enum(['same', 'email', 'name', 'hand', 'skip', 'none']);
export type MatchBy = z.infer<typeof MatchBy>;

export const PersonMatch = z.object({
  source: SnapPerson,
  target: SnapPerson.nullable(),
  by: MatchBy,
  /** The changes that name them, in words. */
  usedBy: z.array(z.string()),
});
export type PersonMatch = z.infer<typeof PersonMatch>;

export const GroupMatch = z.object({ source: z.string(), target: z.string().nullable(), by: MatchBy, usedBy: z.array(z.string()) });
export type GroupMatch = z.infer<typeof GroupMatch>;

export const ApplyStep = z.object({
  key: z.string(),
  kind: SnapshotKind,
  action: z.enum(['create', 'update', 'delete']),
  target: z.string(),
  /** The step in one plain sentence: "Create notification scheme “Release (tested)” with 6 events". */
  words: z.string(),
  lines: z.array(z.string()),
  /** What it will not bring back, or what the admin should know: "The webhook's secret is not copied." */
  notes: z.array(z.string()),
  /** For a scheme whose name is taken on the target: the choice that applies. */
  clash: z.enum(['update', 'new']).nullable(),
});
export type ApplyStep = z.infer<typeof ApplyStep>;

export const ApplyPlan = z.object({
  planId: z.string(),
  mode: ApplyMode,
  steps: z.array(ApplyStep),
  people: z.array(PersonMatch),
  groups: z.array(GroupMatch),
  /** Chosen changes that cannot be applied, each with why. */
  refused: z.array(z.object({ key: z.string(), target: z.string(), reason: z.string() })),
  /** Null when there is nothing to do or a person still needs a choice. */
  phrase: z.string().nullable(),
  /** Why it cannot start yet ("Choose who stands for 1 person, or leave them out."). */
  blockers: z.array(z.string()),
});
export type ApplyPlan = z.infer<typeof ApplyPlan>;

export const applyPhrase = (mode: ApplyMode, count: number) => confirmationPhrase(mode, count, 'item');

/**
 * What an apply run left, for its results screen and its undo. Undo is a restore like any other: compare
 * `beforeSnapshotId` (the target as it was just before the run) with the site now, then plan with `keys`
 * (those of them the comparison still lists) and start it through `snapshots.apply.start`.
 */
export const AppliedRun = z.object({
  jobId: z.string(),
  mode: ApplyMode,
  beforeSnapshotId: z.string(),
  /** The things the run changed, by their key on this site; empty until the run has ended. */
  keys: z.array(z.string()),
  /** The undo run, once one was started. */
  undoneBy: z.string().nullable(),
});
export type AppliedRun = z.infer<typeof AppliedRun>;

const SnapshotRef = OnConnection.extend({ snapshotId: SnapshotId });

/**
 * The largest file Import takes: the file travels from the window to the core in one call, and the
 * loopback bridge takes calls of up to 24 MB. The large test world's snapshot is about 4 MB.
 */
export const MAX_IMPORT_CHARACTERS = 16 * 1024 * 1024;
export const importTooLarge = 'This file is larger than Orgdesk imports (16 MB). Copy the site instead: take a snapshot on its connection.';

export const snapshotsChannels = {
  'snapshots.snapshots.list': {
    input: OnConnection,
    output: z.object({ snapshots: z.array(SnapshotSummary), unreadable: z.array(UnreadableSnapshot), auto: AutoSnapshot }),
  },
  /** Starts taking a snapshot of the connection's site: a job with progress; the snapshot is listed when it ends. */
  'snapshots.snapshot.create': { input: TakeSnapshotInput, output: RunStarted, mutates: true },
  'snapshots.snapshot.delete': { input: SnapshotRef, output: z.object({ deleted: z.boolean() }), mutates: true },
  'snapshots.snapshot.export': { input: SnapshotRef, output: z.object({ fileName: z.string(), text: z.string() }) },
  /** Adds a snapshot file the admin chose (exported here or elsewhere); a file that cannot be read is refused in a sentence. */
  'snapshots.snapshotFile.create': {
    input: OnConnection.extend({ fileName: z.string().max(500), text: z.string().max(MAX_IMPORT_CHARACTERS, importTooLarge) }),
    output: SnapshotSummary,
    mutates: true,
  },
  'snapshots.autoSnapshot.update': { input: OnConnection.extend({ auto: AutoSnapshot }), output: AutoSnapshot, mutates: true },
  /** Starts a comparison: reading the site when the other side is the site now. Its job id reads it back. */
  'snapshots.comparison.start': { input: CompareInput, output: RunStarted },
  'snapshots.comparison.get': { input: OnConnection.extend({ jobId: JobRef }), output: Comparison },
  /** One change of a finished comparison with both its sides, as the snapshot files hold them. */
  'snapshots.comparisonChange.get': { input: OnConnection.extend({ jobId: JobRef, key: z.string().max(3000) }), output: SnapshotChange },
  /** What changed between each of this site's snapshots and the one before it, oldest first. */
  'snapshots.history.get': { input: OnConnection, output: z.object({ points: z.array(HistoryPoint) }) },
  ...plannedRunChannels('snapshots.apply', { plan: { input: ApplyInput, output: ApplyPlan } }),
  'snapshots.appliedRun.get': { input: OnConnection.extend({ jobId: JobRef }), output: AppliedRun },
} as const;
