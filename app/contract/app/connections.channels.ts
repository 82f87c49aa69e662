import { z } from 'zod';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * https only; plain http is accepted for loopback alone, which is where the local sandbox lives.
 * Paths, queries, credentials in the URL and fragments are refused so a base URL stays a base URL.
 */
export function baseUrlField(kind: 'site' | 'api') {
  return z
    .string()
    .trim()
    .min(1, 'Enter an address.')
    .superRefine((raw, ctx) => {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'This is not a web address. Example: https://acme.atlassian.net' });
        return;
      }
      const loopback = isLoopbackUrl(url);
      if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
        ctx.addIssue({ code: 'custom', message: 'Use an https:// address (plain http is only allowed for a local sandbox).' });
        return;
      }
      if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'Remove the user name or password from the address.' });
        return;
      }
      if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: 'Enter only the address of the site, without a path.' });
        return;
      }
      if (kind === 'site' && !loopback && !/^[a-z0-9][a-z0-9-]{0,62}\.atlassian\.net$/i.test(url.hostname)) {
        ctx.addIssue({ code: 'custom', message: 'A Cloud site looks like https://your-company.atlassian.net' });
      }
    })
    .transform((raw) => new URL(raw).origin);
}

/**
 * Atlassian keys and tokens are printable ASCII. Anything else (a curly quote, an accented letter, a
 * zero-width space picked up while copying) can't be sent in a request header and is never part of one.
 */
export function isKeyText(text: string): boolean {
  return /^[\x21-\x7E]+$/.test(text);
}

const secretField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(4096, `That ${what} is too long.`)
    .refine(isKeyText, `This ${what} contains a character that can't be part of it, perhaps picked up while copying. Copy it again from Atlassian.`);

export const JiraApiVersion = z.enum(['2', '3']);

export const ConnectionArea = z.enum(['site', 'admin', 'bitbucket']);
export type ConnectionArea = z.infer<typeof ConnectionArea>;

export const AreaCheck = z.object({
  area: ConnectionArea,
  configured: z.boolean(),
  reachable: z.boolean(),
  authenticated: z.boolean(),
  /** Plain-words summary, e.g. "Connected as Ada; can manage users". */
  summary: z.string(),
  /** Permissions the credentials lack, in plain words. */
  missing: z.array(z.string()),
});
export type AreaCheck = z.infer<typeof AreaCheck>;

/** The last test of one part, as the core remembers it until the part's address or secret changes. */
export const PartCheck = AreaCheck.extend({ checkedAt: z.iso.datetime() });
export type PartCheck = z.infer<typeof PartCheck>;

/**
 * Which of the two local demo sites a demo connection runs: the demo organization, or its staging site
 * (a second organization with overlapping people, for trying copy and compare between two sites).
 */
export const DemoSite = z.enum(['production', 'staging']);
export type DemoSite = z.infer<typeof DemoSite>;

/** How a demo site is named in a sentence, at its start. */
export const DEMO_SITE_TITLES: Record<DemoSite, string> = { production: 'The demo organization', staging: 'The staging demo site' };

/** What the renderer may know of a connection: no secret, only whether one is saved. */
export const ConnectionView = z.object({
  id: z.string(),
  name: z.string(),
  isDemo: z.boolean(),
  /** The demo site a demo connection runs; null for a real organization. */
  demoSite: DemoSite.nullable(),
  site: z.object({ url: z.string(), email: z.string(), tokenSaved: z.boolean() }).nullable(),
  admin: z.object({ baseUrl: z.string(), apiKeySaved: z.boolean() }).nullable(),
  bitbucket: z.object({ baseUrl: z.string(), workspace: z.string(), tokenSaved: z.boolean() }).nullable(),
  jiraApiVersion: JiraApiVersion,
  /** Where the secrets live: the OS keychain, or this run's memory because the keychain is unavailable. */
  secretStorage: z.enum(['keychain', 'memory']),
  /** The last test of each configured part; a part not tested since it was set up or changed has none. */
  checks: z.array(PartCheck),
});
export type ConnectionView = z.infer<typeof ConnectionView>;

/**
 * Secret fields are optional on edit: leaving one empty keeps what is saved. They are write-only; no
 * channel ever returns them.
 */
export const ConnectionDraft = z.object({
  name: z.string().trim().min(1, 'Give the connection a name.').max(60, 'Keep the name under 60 characters.'),
  site: z
    .object({
      url: baseUrlField('site'),
      email: z.string().trim().pipe(z.email('Enter the e-mail address of the Atlassian account.')),
      apiToken: secretField('API token').optional(),
    })
    .nullable(),
  admin: z
    .object({
      baseUrl: baseUrlField('api').default('https://api.atlassian.com'),
      apiKey: secretField('organization API key').optional(),
    })
    .nullable(),
  bitbucket: z
    .object({
      baseUrl: baseUrlField('api').default('https://api.bitbucket.org'),
      workspace: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9_.-]{0,61}$/i, 'A workspace ID uses letters, digits, dots, dashes and underscores.'),
      token: secretField('access token').optional(),
    })
    .nullable(),
  jiraApiVersion: JiraApiVersion.default('3'),
});
export type ConnectionDraft = z.input<typeof ConnectionDraft>;
export type ParsedConnectionDraft = z.output<typeof ConnectionDraft>;

const Id = z.object({ id: z.string().min(1) });

export const connectionChannels = {
  'app.connections.list': {
    input: z.object({}),
    output: z.object({ connections: z.array(ConnectionView), activeId: z.string().nullable() }),
  },
  'app.connections.add': { input: ConnectionDraft, output: ConnectionView, mutates: true },
  'app.connections.update': { input: Id.extend({ draft: ConnectionDraft }), output: ConnectionView, mutates: true },
  'app.connections.remove': { input: Id, output: z.object({ removed: z.boolean() }), mutates: true },
  'app.connections.switch': { input: Id, output: ConnectionView, mutates: true },
  'app.connections.test': {
    input: Id.extend({ areas: z.array(ConnectionArea).optional() }),
    output: z.object({ checks: z.array(AreaCheck) }),
  },
} as const;
