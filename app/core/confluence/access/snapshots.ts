import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AccountId } from '../../../contract/channels/common';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { AccessSnapshot, Principal } from '../../../contract/confluence/access.channels';
import { AppError } from '../../../contract/errors';
import type { SettingsRepository } from '../../settings/settings-repository';
import type { CoreSettings } from '../../settings/settings-schema';

/** How many applied changes are kept for Undo, across all pages and connections. */
export const SNAPSHOT_LIMIT = 200;

const Ref = z.discriminatedUnion('type', [z.object({ type: z.literal('user'), id: AccountId }), z.object({ type: z.literal('group'), id: z.string().min(1) })]);
const Refs = z.object({ read: z.array(Ref), update: z.array(Ref) });
const StoredSnapshot = z.object({
  id: z.string(),
  connectionId: z.string(),
  pageId: z.string(),
  pageTitle: z.string(),
  at: z.string(),
  summary: z.array(z.string()),
  before: Refs,
  after: Refs,
  /** The groups the change named, by id: a group deleted since is then still named on Undo. */
  groupNames: z.record(z.string(), z.string()).default({}),
  /** A tree change is kept on the page it started from; its lists per page stay with the run (`runId`). */
  kind: z.enum(['page', 'tree']).default('page'),
  runId: z.string().nullable().default(null),
  pages: z.number().int().default(1),
  undone: z.boolean(),
});
export type StoredSnapshot = z.infer<typeof StoredSnapshot>;

/** The groups among these, id to name, for a snapshot to keep. */
export function groupNamesOf(principals: Iterable<Principal>): Record<string, string> {
  return Object.fromEntries([...principals].flatMap((principal) => (principal.type === 'group' ? [[principal.id, principal.name]] : [])));
}

/** The groups a snapshot names, as a restriction list carries them. */
export function groupsNamedIn(snapshot: StoredSnapshot): ConfluenceGroup[] {
  return Object.entries(snapshot.groupNames).map(([id, name]) => ({ id, name }));
}

/** Entries written by another version or changed on disk are dropped one by one, never fatal. */
function storedOf(settings: CoreSettings): StoredSnapshot[] {
  return settings.accessSnapshots.flatMap((entry) => {
    const parsed = StoredSnapshot.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The restrictions of each page before and after every change applied from Orgdesk, kept in the
 * settings file (ids only) so Undo still works after a restart.
 */
export class AccessSnapshots {
  constructor(private readonly settings: SettingsRepository) {}

  /** A page's changes, newest first; `rollbackProblem` says why a tree change cannot be rolled back now. */
  list(connectionId: string, pageId: string, rollbackProblem: (runId: string) => string | null): AccessSnapshot[] {
    return storedOf(this.settings.value)
      .filter((entry) => entry.connectionId === connectionId && entry.pageId === pageId)
      .map(({ id, pageId: page, pageTitle, at, summary, kind, pages, runId, undone }) => ({
        id,
        pageId: page,
        pageTitle,
        at,
        summary,
        kind,
        pages,
        runId,
        undone,
        undoUnavailable: undone || runId === null ? null : rollbackProblem(runId),
      }));
  }

  /** Keeps a change to one page, with its lists before and after for Undo. */
  keep(entry: Omit<StoredSnapshot, 'id' | 'at' | 'undone' | 'kind' | 'runId' | 'pages'>): Promise<string> {
    return this.store({ ...entry, kind: 'page', runId: null, pages: 1 });
  }

  /** Keeps a tree change on the page it started from; the run keeps each page's lists for its rollback. */
  keepTree(entry: Pick<StoredSnapshot, 'connectionId' | 'pageId' | 'pageTitle' | 'summary' | 'runId' | 'pages'>): Promise<string> {
    return this.store({ ...entry, kind: 'tree', before: { read: [], update: [] }, after: { read: [], update: [] }, groupNames: {} });
  }

  private async store(entry: Omit<StoredSnapshot, 'id' | 'at' | 'undone'>): Promise<string> {
    const id = randomUUID();
    const stored: StoredSnapshot = { ...entry, id, at: new Date().toISOString(), undone: false };
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: [stored, ...storedOf(settings)].slice(0, SNAPSHOT_LIMIT) }));
    return id;
  }

  /** The page a tree change started from, by its run, if the change is kept. */
  titleOfRun(runId: string): string | null {
    return storedOf(this.settings.value).find((entry) => entry.runId === runId)?.pageTitle ?? null;
  }

  /** A one-page change to undo. */
  get(connectionId: string, snapshotId: string): StoredSnapshot {
    const found = storedOf(this.settings.value).find((entry) => entry.id === snapshotId && entry.connectionId === connectionId);
    if (found === undefined) throw new AppError('NOT_FOUND', `This change can no longer be undone here: Orgdesk keeps the last ${SNAPSHOT_LIMIT} restriction changes.`);
    if (found.kind === 'tree') throw new AppError('VALIDATION', 'This change covered the pages below too: roll it back as a whole.');
    return found;
  }

  async markUndone(snapshotId: string): Promise<void> {
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: storedOf(settings).map((entry) => (entry.id === snapshotId ? { ...entry, undone: true } : entry)) }));
  }

  /** Marks the tree change of one run rolled back, if it was kept. */
  async markRunUndone(runId: string): Promise<void> {
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: storedOf(settings).map((entry) => (entry.runId === runId ? { ...entry, undone: true } : entry)) }));
  }

  /** Forgets the changes made on a connection that was removed. */
  async forget(connectionId: string): Promise<void> {
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: storedOf(settings).filter((entry) => entry.connectionId !== connectionId) }));
  }
}
