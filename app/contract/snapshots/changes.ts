import { z } from 'zod';
import { SnapRestriction, SnapScheme, SnapshotKind, SnapTemplate, SnapVersion, SnapWebhook } from './format';

/*
 * What changed between a snapshot (the base) and the site now or a later snapshot (the other side), one
 * entry per thing: `added` exists only on the other side, `removed` only in the base, `changed` in both
 * but different. Each entry carries both sides as the snapshot file holds them, so a screen can draw the
 * same before/after views its area uses, and plain-words lines for everything else.
 */

export const ChangeState = z.enum(['added', 'removed', 'changed']);
export type ChangeState = z.infer<typeof ChangeState>;

const ChangeBase = z.object({
  /**
   * Unique within a comparison and stable: `scheme:10000` on the same site; on another site things are
   * matched by name (`scheme:name:Default`, `template:ENG:Retro`, `webhook:url:https://…`).
   */
  key: z.string(),
  state: ChangeState,
  /** The thing in plain words: "Notification scheme “Default”". */
  target: z.string(),
  /** What differs, one plain line each: "Issue created: Ada Lovelace added". Empty for added and removed. */
  lines: z.array(z.string()),
});

export const SnapshotChange = z.discriminatedUnion('kind', [
  ChangeBase.extend({ kind: z.literal('scheme'), before: SnapScheme.nullable(), after: SnapScheme.nullable() }),
  ChangeBase.extend({ kind: z.literal('restriction'), before: SnapRestriction.nullable(), after: SnapRestriction.nullable() }),
  ChangeBase.extend({ kind: z.literal('template'), before: SnapTemplate.nullable(), after: SnapTemplate.nullable() }),
  ChangeBase.extend({ kind: z.literal('webhook'), before: SnapWebhook.nullable(), after: SnapWebhook.nullable() }),
  ChangeBase.extend({ kind: z.literal('version'), before: SnapVersion.nullable(), after: SnapVersion.nullable() }),
]);
export type SnapshotChange = z.infer<typeof SnapshotChange>;

/** A change as a comparison lists it: without its two sides, which `snapshots.comparisonChange.get` gives one at a time. */
export const ChangeSummary = ChangeBase.extend({ kind: SnapshotKind });
export type ChangeSummary = z.infer<typeof ChangeSummary>;

export const KindCounts = z.record(SnapshotKind, z.number().int());
export type KindCounts = z.infer<typeof KindCounts>;
