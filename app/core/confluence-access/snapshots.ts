import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AccountId } from '../../contract/channels/common';
import type { ConfluenceGroup } from '../../contract/channels/confluence';
import type { AccessSnapshot, Principal } from '../../contract/channels/confluence-access';
import { AppError } from '../../contract/errors';
import type { SettingsRepository } from '../settings/settings-repository';
import type { CoreSettings } from '../settings/settings-schema';

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

  list(connectionId: string, pageId: string): AccessSnapshot[] {
    return storedOf(this.settings.value)
      .filter((entry) => entry.connectionId === connectionId && entry.pageId === pageId)
      .map(({ id, pageId: page, pageTitle, at, summary, undone }) => ({ id, pageId: page, pageTitle, at, summary, undone }));
  }

  async keep(entry: Omit<StoredSnapshot, 'id' | 'at' | 'undone'>): Promise<string> {
    const id = randomUUID();
    const stored: StoredSnapshot = { ...entry, id, at: new Date().toISOString(), undone: false };
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: [stored, ...storedOf(settings)].slice(0, SNAPSHOT_LIMIT) }));
    return id;
  }

  get(connectionId: string, snapshotId: string): StoredSnapshot {
    const found = storedOf(this.settings.value).find((entry) => entry.id === snapshotId && entry.connectionId === connectionId);
    if (found === undefined) throw new AppError('NOT_FOUND', `This change can no longer be undone here: Orgdesk keeps the last ${SNAPSHOT_LIMIT} restriction changes.`);
    return found;
  }

  async markUndone(snapshotId: string): Promise<void> {
    await this.settings.update((settings) => ({ ...settings, accessSnapshots: storedOf(settings).map((entry) => (entry.id === snapshotId ? { ...entry, undone: true } : entry)) }));
  }
}
