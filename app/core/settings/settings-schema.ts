import { z } from 'zod';
import { DemoSite, JiraApiVersion, PartCheck } from '../../contract/app/connections.channels';

/** A connection as persisted: addresses and names only. Secrets live in the SecretStore. */
export const StoredConnection = z.object({
  id: z.string().min(1),
  name: z.string(),
  isDemo: z.boolean().default(false),
  /** Which demo site a demo connection runs; files from before the staging site name none, and were the demo organization. */
  demoSite: DemoSite.default('production'),
  site: z.object({ url: z.string(), email: z.string() }).nullable(),
  admin: z.object({ baseUrl: z.string() }).nullable(),
  bitbucket: z.object({ baseUrl: z.string(), workspace: z.string() }).nullable(),
  jiraApiVersion: JiraApiVersion.default('3'),
  /** The last test of each part; dropped for a part whose address or secret changes. A damaged list is forgotten. */
  checks: z.array(PartCheck).default([]).catch([]),
});
export type StoredConnection = z.infer<typeof StoredConnection>;

export const CoreSettings = z.object({
  schemaVersion: z.literal(1).default(1),
  connections: z.array(StoredConnection).default([]),
  activeId: z.string().nullable().default(null),
  /**
   * Accounts opened recently, by connection id, newest first. Entries are checked one by one when read,
   * and a damaged list falls back to empty rather than making the whole file (connections included) unreadable.
   */
  recentPeople: z.record(z.string(), z.array(z.unknown())).default({}).catch({}),
  /** Confluence pages opened recently, by connection id, newest first (checked one by one when read). */
  recentPages: z.record(z.string(), z.array(z.unknown())).default({}).catch({}),
  /**
   * Page restriction changes applied from Orgdesk, newest first, each with the restrictions before and
   * after (ids only, never a secret), so Undo can put the previous ones back after a restart.
   */
  accessSnapshots: z.array(z.unknown()).default([]).catch([]),
  /**
   * Webhooks, never a secret: which hook secrets Orgdesk keeps in the keychain (by connection, as
   * `workspace/{hook id}`), and the secret rotations under way (entries checked one by one when read).
   */
  webhooks: z
    .object({
      secretsKept: z.record(z.string(), z.array(z.string())).default({}),
      rotations: z.array(z.unknown()).default([]),
    })
    .default({ secretsKept: {}, rotations: [] })
    .catch({ secretsKept: {}, rotations: [] }),
});
export type CoreSettings = z.infer<typeof CoreSettings>;

export const emptySettings = (): CoreSettings => CoreSettings.parse({});
