import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { plannedRunChannels } from '../channels/planned-run';
import { CreateVersionInput, JiraVersionView, NumericId, UpdateVersionInput } from './models';
import { ProjectIdOrKey } from './projects.channels';

/** Version administration as the Projects screens ask for it. */

const VersionId = z.string().trim().regex(/^\d{1,18}$/, 'This is not a version ID.');

export const VersionCounts = z.object({
  versionId: z.string(),
  /** Fix version, affects version, then each version-picker custom field (`field` is its numeric id). */
  fields: z.array(z.object({ field: z.string(), label: z.string(), issues: z.number().int() })),
  unresolved: z.number().int(),
});
export type VersionCounts = z.infer<typeof VersionCounts>;

/** For each field some issue uses: another version of the same project, or null to clear it. */
export const RemovalPlan = z.object({
  versionId: VersionId,
  destinations: z.array(z.object({ field: z.string().regex(/^(fix|affects|\d{1,18})$/), to: VersionId.nullable() })).max(100),
});

const VersionRef = z.object({ id: z.string(), name: z.string() });

/** The dry run of a removal: what moves where, field by field, and the phrase that starts it. */
export const RemovalReview = z.object({
  planId: z.string(),
  version: z.object({ id: z.string(), name: z.string(), projectId: z.string() }),
  lines: z.array(z.object({ field: z.string(), label: z.string(), issues: z.number().int(), to: VersionRef.nullable(), sentence: z.string() })),
  untouched: z.array(z.string()),
  confirmationPhrase: z.string(),
});

/** Where a version moves: a position, or just after another version. */
const VersionTarget = z.union([z.object({ position: z.enum(['First', 'Last', 'Earlier', 'Later']) }), z.object({ afterVersionId: VersionId })]);
export type VersionTarget = z.infer<typeof VersionTarget>;

/** The newest move of a version in a project that Undo can still put back, kept in the change journal across restarts. */
export const VersionMoveUndo = z.object({
  undoId: z.string(),
  at: z.string(),
  versionName: z.string(),
  /** Where Undo puts it back: `first`, `after “2.0”`. */
  backTo: z.string(),
});
export type VersionMoveUndo = z.infer<typeof VersionMoveUndo>;

export const MergeWarning = z.object({
  moves: z.number().int(),
  leftBehind: z.array(z.object({ field: z.string(), label: z.string(), issues: z.number().int() })),
  warning: z.string().nullable(),
});

export const jiraVersionChannels = {
  'jira.versions.list': { input: OnConnection.extend({ projectIdOrKey: ProjectIdOrKey }), output: z.object({ versions: z.array(JiraVersionView) }) },
  'jira.versions.create': { input: CreateVersionInput.extend(OnConnection.shape), output: JiraVersionView, mutates: true },
  'jira.versions.update': { input: UpdateVersionInput.extend(OnConnection.shape), output: JiraVersionView, mutates: true },
  /** Deletes the version and moves its fixVersion values to the other one (nothing else moves). */
  'jira.versions.merge': { input: OnConnection.extend({ versionId: VersionId, intoVersionId: VersionId }), output: z.object({ merged: z.literal(true) }), mutates: true },
  /** Issue counts of one version per field, loaded when the admin asks. */
  'jira.versions.countByField': { input: OnConnection.extend({ versionId: VersionId }), output: VersionCounts },
  /**
   * Removing a version with each field's issues moved where asked: the dry run reads the counts live and says
   * what moves where; `start` runs it as a job (refused when the version, its counts or a destination changed
   * since), which removes the version and checks by counting again.
   */
  ...plannedRunChannels('jira.versionRemoval', { plan: { input: RemovalPlan.extend(OnConnection.shape), output: RemovalReview } }),
  /** What Jira's plain merge would leave behind (it moves fix versions only). */
  'jira.versions.checkMerge': { input: OnConnection.extend({ versionId: VersionId, intoVersionId: VersionId }), output: MergeWarning },
  'jira.versions.checkRelease': {
    input: OnConnection.extend({ versionId: VersionId }),
    output: z.object({ unresolved: z.number().int(), issues: z.number().int(), moveTargets: z.array(VersionRef) }),
  },
  /** Moves a version in its project's order; the move is kept for Undo. */
  'jira.versions.updateOrder': {
    input: OnConnection.extend({ versionId: VersionId, to: VersionTarget }),
    output: z.object({ moved: z.literal(true) }),
    mutates: true,
  },
  /** The newest move in a project that Undo can still put back, also one made before a restart; none when there is none. */
  'jira.versions.getOrderUndo': { input: OnConnection.extend({ projectId: NumericId('project') }), output: z.object({ undo: VersionMoveUndo.nullable() }) },
  /** Undo of a move: the version goes back where it stood, refused (saying how) when the order changed since. */
  'jira.versions.restoreOrder': {
    input: OnConnection.extend({ undoId: z.uuid('This move cannot be undone here.') }),
    output: z.object({ restored: z.boolean() }),
    mutates: true,
  },
} as const;
