import { randomUUID } from 'node:crypto';
import { BoundedStore } from '../../../jobs/bounded-store';
import type { SchemeSnapshot } from '../../../contract/jira/scheme-changes';

export interface UndoRecord {
  connectionId: string | null;
  schemeId: string;
  /** The scheme before the change, kept exactly so Undo can restore it. */
  before: SchemeSnapshot;
  /** The scheme right after the change; Undo refuses to run over later edits without asking. */
  after: SchemeSnapshot;
}

/** The last few changes of this session that can be undone; gone when the app restarts. */
export class SchemeUndoStore {
  private readonly store = new BoundedStore<UndoRecord>(20, 'This change can no longer be undone here: Orgdesk keeps the last 20 changes of this session.');

  keep(record: UndoRecord): string {
    const undoId = randomUUID();
    this.store.set(undoId, record);
    return undoId;
  }

  take(undoId: string): UndoRecord {
    return this.store.get(undoId);
  }

  forget(undoId: string): void {
    this.store.delete(undoId);
  }
}
