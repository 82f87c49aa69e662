import { z } from 'zod';
import { capText } from '../../contract/input-checks';
import { ItemOutcome } from '../../contract/channels/item-outcome';

/**
 * The lines of the change journal, one JSON object each. The first line of a journal names its format:
 * a later Orgdesk that changes these shapes raises the number, and an older one then reads nothing it
 * does not understand and writes nothing (see `JournalStore`).
 */
export const JOURNAL_FORMAT = 1;

const Id = z.string().min(1).max(200);

/** The longest words a line keeps for an action or a problem: what the writer cuts them to, so every line reads back. */
export const MAX_WORDS = 1_000;
const At = z.string().min(1).max(40);

export const JournalHeader = z.object({ t: z.literal('journal'), format: z.number().int().min(1), at: At });

export const JournalItem = z.object({
  key: z.string(),
  target: z.string(),
  weight: z.number().int().min(0).optional(),
  /** What the item's work needs to run again after a restart; kept only for kinds that can resume. */
  input: z.unknown().optional(),
});
export type JournalItem = z.infer<typeof JournalItem>;

/** Why a job exists beside the one it continues: a resume after a stop, a roll-back, or a retry of failures. */
export const Follows = z.object({ jobId: Id, as: z.enum(['resume', 'rollback', 'retry']) });
export type Follows = z.infer<typeof Follows>;

/** Written, and synced to disk, before the first item starts. */
const JobBegun = z.object({
  t: z.literal('job'),
  jobId: Id,
  kind: z.string().max(200),
  title: z.string().max(1_000),
  connectionId: z.string().max(200).nullable(),
  at: At,
  items: z.array(JournalItem),
  follows: Follows.nullable(),
});

/** What an item is about to change upstream, synced to disk before the request leaves. */
const Intent = z.object({
  t: z.literal('intent'),
  jobId: Id,
  key: z.string(),
  seq: z.number().int().min(0),
  action: z.string().max(MAX_WORDS),
  at: At,
  /** The state an undo puts back, as the item read it just before the change. */
  before: z.unknown().optional(),
});

/** How the request of an intent ended; rides along with the next sync (a crash may lose it: see `settled`). */
const Wrote = z.object({ t: z.literal('wrote'), jobId: Id, key: z.string(), seq: z.number().int().min(0), ok: z.boolean(), error: z.string().max(MAX_WORDS).nullable(), at: At });

const ItemEnded = z.object({ t: z.literal('item'), jobId: Id, outcome: ItemOutcome });

const JobEnded = z.object({ t: z.literal('end'), jobId: Id, state: z.enum(['completed', 'cancelled']), at: At });

/** The admin chose to pause a running job when quitting: it waits for the next start. */
const Held = z.object({ t: z.literal('held'), jobId: Id, at: At });

/** An item whose outcome was unknown after a stop, settled by reading the live state. */
const Settled = z.object({ t: z.literal('settled'), jobId: Id, key: z.string(), applied: z.boolean(), at: At });

/** What the admin chose for an interrupted job or edit; `by` is the job that carries it out (none for leave). */
const Decided = z.object({ t: z.literal('decided'), jobId: Id, choice: z.enum(['resume', 'rollback', 'leave']), by: Id.nullable(), at: At });

/** A single upstream change (one edit, not a job), synced before its handler runs. */
const EditBegun = z.object({ t: z.literal('edit'), id: Id, channel: z.string().max(200), connectionId: z.string().max(200).nullable(), at: At });

/** How a single change ended, with what it acted on in words. */
const EditEnded = z.object({ t: z.literal('edited'), id: Id, target: z.string().max(1_000), ok: z.boolean(), error: z.string().max(MAX_WORDS).nullable(), at: At });

/**
 * A change Undo can put back, even after a restart: what it acted on (`subject`, e.g. a scheme's id) and its
 * state before and after, as the kind's own schema reads them (see `JournaledUndo`). Synced when kept.
 */
const Undoable = z.object({
  t: z.literal('undoable'),
  id: Id,
  kind: z.string().max(200),
  connectionId: z.string().max(200).nullable(),
  subject: z.string().max(1_000),
  at: At,
  before: z.unknown(),
  after: z.unknown(),
});

/** An undoable change was undone: it is not offered again, and the next tidying drops it. */
const Undone = z.object({ t: z.literal('undone'), id: Id, at: At });

export const JournalRecord = z.discriminatedUnion('t', [JobBegun, Intent, Wrote, ItemEnded, JobEnded, Held, Settled, Decided, EditBegun, EditEnded, Undoable, Undone]);
export type JournalRecord = z.infer<typeof JournalRecord>;

const cut = (text: string | null): string | null => (text === null ? null : capText(text, MAX_WORDS));

/** A record with its free words (an action, a problem, a target) cut to what a line keeps, so every line reads back. */
export function fitted(record: JournalRecord): JournalRecord {
  if (record.t === 'intent') return { ...record, action: capText(record.action, MAX_WORDS) };
  if (record.t === 'wrote') return { ...record, error: cut(record.error) };
  if (record.t === 'edited') return { ...record, target: capText(record.target, MAX_WORDS), error: cut(record.error) };
  return record;
}
export type RecordOf<T extends JournalRecord['t']> = Extract<JournalRecord, { t: T }>;
