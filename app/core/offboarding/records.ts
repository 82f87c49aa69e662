import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { OffboardRecord} from '../../contract/offboarding/leavers.channels';
import { OffboardPerson, OffboardStep, Remaining, StepOutcome } from '../../contract/offboarding/leavers.channels';
import { AppError } from '../../contract/errors';
import { StepWork } from './dry-run';

/**
 * The record of each offboarding run, one JSON file per run in the data folder (owner-only; no secret: ids,
 * names and what changed). It is written when the run starts and again as its steps end (at most once a
 * second while it runs), so the record, and what the roll back needs, outlive a restart. The change journal
 * holds each write itself.
 */

const StepBefore = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restriction'), accountIds: z.array(z.string()), groupIds: z.array(z.string()) }),
  z.object({ kind: z.literal('schemeRecipient'), events: z.array(z.object({ eventId: z.string(), notificationIds: z.array(z.string()) })), added: z.array(z.object({ eventId: z.string() })) }),
  z.object({ kind: z.literal('none') }),
]);

/** A step as its record keeps it: what it does, how it went, and what its write replaced (for the roll back). */
export const KeptStep = OffboardStep.extend({ work: StepWork, outcome: StepOutcome, reason: z.string().nullable(), replaced: StepBefore.nullable() });
export type KeptStep = z.infer<typeof KeptStep>;

/** The format of a record file; a newer one is refused with a sentence, never rewritten. */
const FORMAT = 1;

export const KeptRecord = z.object({
  format: z.literal(FORMAT),
  runId: z.string(),
  /** The job that ran it; the screens follow the run by this id. */
  jobId: z.string(),
  connectionId: z.string(),
  connectionName: z.string(),
  actor: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  ended: z.enum(['completed', 'cancelled']).nullable(),
  message: z.string(),
  leavers: z.array(OffboardPerson),
  steps: z.array(KeptStep),
  remaining: z.array(Remaining),
  rollbackId: z.string().nullable(),
});
export type KeptRecord = z.infer<typeof KeptRecord>;

export const recordWords = {
  unknown: 'There is no record of this offboarding here.',
  otherConnection: 'This offboarding was done on another connection.',
  unreadable: 'The record of this offboarding cannot be read: the file was changed by hand or by a newer Orgdesk.',
} as const;

const SAVE_EVERY_MS = 1000;

export class OffboardRecords {
  private readonly open = new Map<string, KeptRecord>();
  private readonly saving = new Map<string, NodeJS.Timeout>();
  private readonly writing = new Map<string, Promise<void>>();
  /** Set once Orgdesk is closing: later changes stay in memory (the journal has them), so nothing writes into a folder being put away. */
  private closed = false;

  constructor(private readonly folder: string) {}

  private file(runId: string): string {
    return join(this.folder, `${runId.replace(/[^A-Za-z0-9-]/g, '')}.json`);
  }

  async create(record: KeptRecord): Promise<void> {
    this.open.set(record.runId, record);
    if (!this.closed) await this.write(record);
  }

  /** A record by its id or its job's id, for a call on `connectionId`. */
  async get(id: string, connectionId: string): Promise<KeptRecord> {
    const record = this.open.get(id) ?? [...this.open.values()].find((candidate) => candidate.jobId === id) ?? (await this.readEither(id, connectionId));
    if (record.connectionId !== connectionId) throw new AppError('VALIDATION', recordWords.otherConnection);
    return record;
  }

  private async readEither(id: string, connectionId: string): Promise<KeptRecord> {
    try {
      return await this.read(id);
    } catch (error) {
      const byJob = (await this.list(connectionId)).find((candidate) => candidate.jobId === id);
      if (byJob === undefined) throw error;
      return byJob;
    }
  }

  /** Changes a record in memory and saves it soon; `now` saves it at once (the run ended). */
  async update(runId: string, change: (record: KeptRecord) => void, now = false): Promise<void> {
    const record = this.open.get(runId) ?? (await this.read(runId));
    this.open.set(runId, record);
    change(record);
    if (this.closed) return;
    const pending = this.saving.get(runId);
    if (now) {
      if (pending) clearTimeout(pending);
      this.saving.delete(runId);
      await this.write(record);
      return;
    }
    if (pending) return;
    this.saving.set(
      runId,
      setTimeout(() => {
        this.saving.delete(runId);
        void this.write(record).catch(() => undefined);
      }, SAVE_EVERY_MS),
    );
  }

  /** Every record of a connection, newest first. Unreadable files are left out. */
  async list(connectionId: string): Promise<KeptRecord[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const records = await Promise.all(names.filter((name) => name.endsWith('.json')).map((name) => this.read(name.slice(0, -5)).catch(() => null)));
    return records.filter((record): record is KeptRecord => record !== null && record.connectionId === connectionId).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  }

  /** Saves what is pending and writes nothing more, when the app quits. */
  async close(): Promise<void> {
    this.closed = true;
    const pending = [...this.saving.keys()];
    for (const runId of pending) {
      clearTimeout(this.saving.get(runId));
      this.saving.delete(runId);
      const record = this.open.get(runId);
      if (record) await this.write(record).catch(() => undefined);
    }
    await Promise.all([...this.writing.values()].map((writing) => writing.catch(() => undefined)));
  }

  private async read(runId: string): Promise<KeptRecord> {
    let text: string;
    try {
      text = await readFile(this.file(runId), 'utf8');
    } catch {
      throw new AppError('NOT_FOUND', recordWords.unknown);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION', recordWords.unreadable);
    }
    const parsed = KeptRecord.safeParse(json);
    if (!parsed.success) throw new AppError('VALIDATION', recordWords.unreadable);
    return parsed.data;
  }

  /** Writes one record at a time per file, in order, so two saves never share the temporary file. */
  private write(record: KeptRecord): Promise<void> {
    const previous = this.writing.get(record.runId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(async () => {
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      const file = this.file(record.runId);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(record, null, 1)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    });
    this.writing.set(record.runId, next);
    return next;
  }
}

/** A record as the screens read it; `state` comes from the job while it is known, else from the file. */
export function recordView(record: KeptRecord, state: OffboardRecord['state']): OffboardRecord {
  return {
    runId: record.runId,
    actor: record.actor,
    connectionName: record.connectionName,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    state,
    message: record.message,
    leavers: record.leavers,
    steps: record.steps.map(({ work: _work, replaced: _replaced, ...step }) => step),
    remaining: record.remaining,
    rollbackId: record.rollbackId,
  };
}
