import type { JobDefinition, RunJournal } from '../job-types';
import type { JournalStore } from './journal-store';

/**
 * The fsync policy: the job with its items, each intent, and the job's end are on disk before Orgdesk goes
 * on (the intent before its request leaves); a request's outcome and an item's outcome ride along with the
 * next sync. A crash can so lose only an outcome, never a change it did not announce: the item then reads
 * as uncertain, and recovery settles it from the live state.
 */
export function runJournalOf(store: JournalStore, keepsInputs: (kind: string) => boolean, now: () => Date = () => new Date()): RunJournal {
  const seqs = new Map<string, number>();
  const at = () => now().toISOString();
  const later = (line: Promise<void>) => {
    // A line that cannot be written marks the journal unwritable; the next intent then stops the job.
    line.catch(() => undefined);
  };
  return {
    begun: (jobId, definition: JobDefinition<unknown>) =>
      store.record(
        {
          t: 'job',
          jobId,
          kind: definition.kind,
          title: definition.title,
          connectionId: definition.connectionId ?? null,
          at: at(),
          follows: definition.follows ?? null,
          items: definition.items.map((item) => ({
            key: item.key,
            target: item.target,
            ...(item.weight === undefined ? {} : { weight: item.weight }),
            ...(keepsInputs(definition.kind) ? { input: item.input } : {}),
          })),
        },
        true,
      ),
    intent: async (jobId, key, action, detail) => {
      const seq = seqs.get(jobId) ?? 0;
      seqs.set(jobId, seq + 1);
      await store.record({ t: 'intent', jobId, key, seq, action, at: at(), ...(detail.before === undefined ? {} : { before: detail.before }) }, true);
      return seq;
    },
    wrote: (jobId, key, seq, error) => later(store.record({ t: 'wrote', jobId, key, seq, ok: error === null, error, at: at() }, false)),
    itemEnded: (jobId, outcome) => later(store.record({ t: 'item', jobId, outcome }, false)),
    held: (jobId) => store.record({ t: 'held', jobId, at: at() }, true),
    ended: async (jobId, state) => {
      seqs.delete(jobId);
      await store.record({ t: 'end', jobId, state, at: at() }, true);
    },
  };
}
