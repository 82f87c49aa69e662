import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { scales, type World } from '../kit';

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
  scale: z.enum(scales),
  now: z.string(),
  stagingOf: z.string().optional(),
  adminAccountId: z.string(),
  people: z.array(personSchema),
  areas: z.object({
    admin: z.unknown().optional(),
    confluence: z.unknown().optional(),
    jira: z.unknown().optional(),
    bitbucket: z.unknown().optional(),
  }),
});

/**
 * A world holds secrets of its own: every property named `secret` (a webhook's signing secret, which a
 * user may have typed into a demo hook). Given a 32-byte state key, they are written sealed with
 * AES-256-GCM, so the file holds no secret in the clear; whoever starts the sandbox keeps the key (the
 * demo keeps it in the OS keychain). Without a key they are written as they are.
 */
const sealedPrefix = 'sealed:v1:';

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${sealedPrefix}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The secret, or the sealed text unchanged when this key cannot open it (then the secret is still set, but unknown). */
function unseal(key: Buffer | undefined, text: string): string {
  const [iv, tag, sealed] = text.slice(sealedPrefix.length).split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!key || !iv || !tag || !sealed) return text;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return text;
  }
}

/** The saved world, or undefined when the file does not exist yet. A corrupt file is an error, never silently replaced. */
export function loadWorld(file: string, stateKey?: Buffer): World | undefined {
  if (!existsSync(file)) return undefined;
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'), (name, value: unknown) =>
    name === 'secret' && typeof value === 'string' && value.startsWith(sealedPrefix) ? unseal(stateKey, value) : value,
  );
  const parsed = worldSchema.safeParse(json);
  if (!parsed.success) throw new Error(`sandbox state file ${file} is not a sandbox world: ${parsed.error.message}`);
  return parsed.data;
}

/** Writes through a temporary file so a crash never leaves half a world behind. Owner-only, like the settings and the activity log. */
export function saveWorld(file: string, world: World, stateKey?: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const text = JSON.stringify(world, (name, value: unknown) => (stateKey && name === 'secret' && typeof value === 'string' ? seal(stateKey, value) : value));
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, file);
}
