import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { World } from '../kit';

const personSchema = z.object({
  accountId: z.string(),
  displayName: z.string(),
  nickname: z.string(),
  email: z.string(),
  domainVerified: z.boolean(),
  accountType: z.enum(['atlassian', 'app', 'customer']),
  status: z.enum(['active', 'inactive']),
  directory: z.enum(['none', 'scim', 'google']),
  samlPolicy: z.boolean(),
  exportControlBlocked: z.boolean(),
  emailVisible: z.boolean(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  organization: z.string().nullable(),
  location: z.string().nullable(),
  zoneinfo: z.string(),
  locale: z.string(),
  avatarUrl: z.string(),
  createdAt: z.string(),
});

const worldSchema = z.object({
  seed: z.string(),
  scale: z.enum(['demo', 'large']),
  now: z.string(),
  adminAccountId: z.string(),
  people: z.array(personSchema),
  areas: z.object({
    admin: z.unknown().optional(),
    confluence: z.unknown().optional(),
    jira: z.unknown().optional(),
    bitbucket: z.unknown().optional(),
  }),
});

/** The saved world, or undefined when the file does not exist yet. A corrupt file is an error, never silently replaced. */
export function loadWorld(file: string): World | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = worldSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`sandbox state file ${file} is not a sandbox world: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Writes through a temporary file so a crash never leaves half a world behind. Owner-only, like the
 * settings and the activity log: the world keeps any webhook secret a user typed into a demo hook.
 */
export function saveWorld(file: string, world: World): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(world), { mode: 0o600 });
  renameSync(temporary, file);
}
