import { SchemeSnapshot } from '../../../contract/jira/scheme-changes';
import { JournaledUndo } from '../../../jobs/journal/journaled-undo';
import type { JournalStore } from '../../../jobs/journal/journal-store';

export interface UndoRecord {
  id: string;
  connectionId: string | null;
  schemeId: string;
  /** When the change was made. */
  at: string;
  /** The scheme before the change, kept exactly so Undo can restore it. */
  before: SchemeSnapshot;
  /** The scheme right after the change; Undo refuses to run over later edits without asking. */
  after: SchemeSnapshot;
}

/** Scheme changes that can be undone, kept in the change journal so Undo still works after a restart. */
export class SchemeUndoStore {
  private readonly changes: JournaledUndo<SchemeSnapshot>;

  constructor(journal: JournalStore) {
    this.changes = new JournaledUndo(journal, 'jira.notificationScheme.recipients', SchemeSnapshot);
  }

  keep(record: Omit<UndoRecord, 'id' | 'at'>): Promise<string> {
    const { connectionId, schemeId, before, after } = record;
    return this.changes.keep({ connectionId, subject: schemeId, before, after });
  }

  take(undoId: string, connectionId: string): UndoRecord {
    const { subject, ...change } = this.changes.take(undoId, connectionId);
    return { ...change, schemeId: subject };
  }

  /** The newest change to this scheme that can still be undone, for the scheme's screen after a restart. */
  latest(connectionId: string, schemeId: string): UndoRecord | null {
    const change = this.changes.latest(connectionId, schemeId);
    if (change === null) return null;
    const { subject, ...rest } = change;
    return { ...rest, schemeId: subject };
  }

  markUndone(undoId: string): Promise<void> {
    return this.changes.markUndone(undoId);
  }
}
