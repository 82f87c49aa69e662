import { z } from 'zod';

/*
 * The snapshot file: one JSON file per snapshot, written with two-space indentation and every list in a
 * fixed order (by name, then id), so two snapshots of the same site read well in a text diff. Each thing
 * carries its id and its name; people carry their e-mail too, so a snapshot still means something on
 * another site where the ids differ. Version 1 is the first format; `readSnapshotFile` refuses a newer one
 * in a sentence rather than guessing at it. The format is documented in docs/snapshot-format.md.
 */

export const SNAPSHOT_FORMAT = 'orgdesk.snapshot';
export const SNAPSHOT_VERSION = 1;

/** How large a snapshot file may be to be imported or read: the enterprise world's stays well below. */
export const MAX_SNAPSHOT_BYTES = 64 * 1024 * 1024;

/** The spaces whose page restrictions one snapshot takes at most. */
export const MAX_SNAPSHOT_SPACES = 50;

export const SnapshotKind = z.enum(['scheme', 'restriction', 'template', 'webhook', 'version']);
export type SnapshotKind = z.infer<typeof SnapshotKind>;

/** The kinds in the order every screen lists them, with their words. */
export const snapshotKinds: readonly { kind: SnapshotKind; one: string; many: string; title: string }[] = [
  { kind: 'scheme', one: 'notification scheme', many: 'notification schemes', title: 'Notification schemes' },
  { kind: 'restriction', one: 'page restriction', many: 'page restrictions', title: 'Page restrictions' },
  { kind: 'template', one: 'template', many: 'templates', title: 'Templates' },
  { kind: 'webhook', one: 'webhook', many: 'webhooks', title: 'Webhooks' },
  { kind: 'version', one: 'project version', many: 'project versions', title: 'Project versions' },
];

export function kindWords(kind: SnapshotKind): (typeof snapshotKinds)[number] {
  const found = snapshotKinds.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no words for ${kind}`);
  return found;
}

const text = z.string().max(100_000);
const id = z.string().min(1).max(300);

/** Someone a snapshot names: in a scheme's recipients or a page's restrictions. */
export const SnapPerson = z.object({ accountId: id, name: text, email: z.string().max(320).nullable() });
export type SnapPerson = z.infer<typeof SnapPerson>;

export const SnapGroup = z.object({ id, name: text });
export type SnapGroup = z.infer<typeof SnapGroup>;

/**
 * One recipient of a scheme event. `parameter` is what Jira keys it by (an account id for a user, a group
 * name for a group, a role id, a field id); `words` says who it is ("User: Ada Lovelace").
 */
export const SnapRecipient = z.object({ type: z.string().min(1).max(100), parameter: z.string().max(300).nullable(), words: text });
export type SnapRecipient = z.infer<typeof SnapRecipient>;

export const SnapScheme = z.object({
  id,
  name: text,
  description: z.string().max(4000).nullable(),
  projects: z.array(z.object({ id, key: z.string().max(100), name: text })),
  events: z.array(z.object({ id, name: text, recipients: z.array(SnapRecipient) })),
});
export type SnapScheme = z.infer<typeof SnapScheme>;

const RestrictionList = z.object({ users: z.array(z.object({ accountId: id, name: text })), groups: z.array(SnapGroup) });
export type SnapRestrictionList = z.infer<typeof RestrictionList>;

/** A page with restrictions of its own. A page without any is not listed. */
export const SnapRestriction = z.object({
  pageId: id,
  title: text,
  spaceKey: z.string().max(255),
  /** The titles of its ancestors, highest first: where it is, in words, and how it is matched on another site. */
  path: z.array(text),
  read: RestrictionList,
  update: RestrictionList,
});
export type SnapRestriction = z.infer<typeof SnapRestriction>;

export const SnapTemplate = z.object({
  id,
  name: text,
  description: text,
  /** Null for a site template. */
  spaceKey: z.string().max(255).nullable(),
  labels: z.array(z.string().max(255)),
  /** Storage-format markup. */
  body: z.string().max(MAX_SNAPSHOT_BYTES),
});
export type SnapTemplate = z.infer<typeof SnapTemplate>;

/** A workspace webhook. Never its secret: only whether one is set, which a restore or copy cannot bring back. */
export const SnapWebhook = z.object({
  id,
  url: z.string().max(2000),
  description: text,
  events: z.array(z.string().max(200)),
  active: z.boolean(),
  hasSecret: z.boolean(),
});
export type SnapWebhook = z.infer<typeof SnapWebhook>;

export const SnapVersion = z.object({
  id,
  projectKey: z.string().max(100),
  projectName: text,
  name: text,
  description: z.string().max(20_000).nullable(),
  released: z.boolean(),
  archived: z.boolean(),
  startDate: z.string().max(40).nullable(),
  releaseDate: z.string().max(40).nullable(),
});
export type SnapVersion = z.infer<typeof SnapVersion>;

/** A part of the site the snapshot could not read, and why ("Bitbucket is not set up for this connection."). */
export const SnapGap = z.object({ kind: SnapshotKind, reason: text });

export const SnapshotFile = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  id: z.uuid(),
  label: z.string().trim().max(200),
  takenAt: z.iso.datetime({ offset: true }),
  /** Taken by Orgdesk on its own: at start, or just before a restore or copy changed something. */
  origin: z.enum(['admin', 'automatic', 'beforeChange', 'imported']),
  /**
   * Where it was taken. `connectionId` is the connection on the machine that took it: it tells a demo site
   * (whose local address changes each start) apart; on another machine it matches nothing, and the address decides.
   */
  site: z.object({ url: z.string().max(2000), connectionId: z.string().max(200).nullable(), connectionName: text, workspace: z.string().max(200).nullable() }),
  /** The spaces whose page restrictions were taken. */
  spaces: z.array(z.object({ key: z.string().max(255), name: text })),
  people: z.array(SnapPerson),
  groups: z.array(SnapGroup),
  schemes: z.array(SnapScheme),
  restrictions: z.array(SnapRestriction),
  templates: z.array(SnapTemplate),
  webhooks: z.array(SnapWebhook),
  versions: z.array(SnapVersion),
  gaps: z.array(SnapGap),
});
export type SnapshotFile = z.infer<typeof SnapshotFile>;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKeys =
  <T>(...keys: ((item: T) => string)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const order = byText(key(a), key(b));
      if (order !== 0) return order;
    }
    return 0;
  };

/** The snapshot with every list in its fixed order, so the same site always writes the same text. */
export function inFileOrder(snapshot: SnapshotFile): SnapshotFile {
  const sortedList = (list: SnapRestrictionList): SnapRestrictionList => ({
    users: [...list.users].sort(byKeys((user) => user.name, (user) => user.accountId)),
    groups: [...list.groups].sort(byKeys((group) => group.name, (group) => group.id)),
  });
  return {
    ...snapshot,
    spaces: [...snapshot.spaces].sort(byKeys((space) => space.key)),
    people: [...snapshot.people].sort(byKeys((person) => person.name, (person) => person.accountId)),
    groups: [...snapshot.groups].sort(byKeys((group) => group.name, (group) => group.id)),
    schemes: snapshot.schemes
      .map((scheme) => ({
        ...scheme,
        projects: [...scheme.projects].sort(byKeys((project) => project.key)),
        events: [...scheme.events]
          .sort(byKeys((event) => event.name, (event) => event.id))
          .map((event) => ({ ...event, recipients: [...event.recipients].sort(byKeys((r) => r.type, (r) => r.words, (r) => r.parameter ?? '')) })),
      }))
      .sort(byKeys((scheme) => scheme.name, (scheme) => scheme.id)),
    restrictions: snapshot.restrictions
      .map((page) => ({ ...page, read: sortedList(page.read), update: sortedList(page.update) }))
      .sort(byKeys((page) => page.spaceKey, (page) => [...page.path, page.title].join(' / '), (page) => page.pageId)),
    templates: snapshot.templates
      .map((template) => ({ ...template, labels: [...template.labels].sort(byText) }))
      .sort(byKeys((template) => template.spaceKey ?? '', (template) => template.name, (template) => template.id)),
    webhooks: snapshot.webhooks.map((hook) => ({ ...hook, events: [...hook.events].sort(byText) })).sort(byKeys((hook) => hook.url, (hook) => hook.id)),
    versions: [...snapshot.versions].sort(byKeys((version) => version.projectKey, (version) => version.name, (version) => version.id)),
    gaps: [...snapshot.gaps].sort(byKeys((gap) => gap.kind)),
  };
}

/** The file's text: stable order, two-space indentation, a final newline. */
export function snapshotText(snapshot: SnapshotFile): string {
  return `${JSON.stringify(inFileOrder(snapshot), null, 2)}\n`;
}

export type SnapshotRead = { ok: true; snapshot: SnapshotFile } | { ok: false; problem: string };

/**
 * Reads a snapshot file's text, or says in one sentence why it cannot: not JSON, not a snapshot, written by
 * a newer Orgdesk, or changed by hand into something invalid (naming the first field that is wrong).
 */
export function readSnapshotFile(text: string): SnapshotRead {
  if (text.length > MAX_SNAPSHOT_BYTES) return { ok: false, problem: 'This file is larger than any snapshot Orgdesk writes (64 MB), so it is not read.' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'This file is not a snapshot: it is not valid JSON (it may be damaged or cut short).' };
  }
  const header = z.object({ format: z.string(), version: z.number() }).safeParse(raw);
  if (!header.success || header.data.format !== SNAPSHOT_FORMAT) return { ok: false, problem: 'This file is not an Orgdesk snapshot.' };
  if (header.data.version > SNAPSHOT_VERSION) {
    return { ok: false, problem: `This snapshot was written by a newer Orgdesk (format ${header.data.version}; this one reads format ${SNAPSHOT_VERSION}). Update Orgdesk to open it.` };
  }
  if (header.data.version < 1 || !Number.isInteger(header.data.version)) return { ok: false, problem: `This snapshot’s format (${header.data.version}) is not one Orgdesk ever wrote.` };
  const parsed = SnapshotFile.safeParse(raw);
  if (parsed.success) return { ok: true, snapshot: parsed.data };
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? first.path.join('.') : 'the file';
  return { ok: false, problem: `This snapshot was changed into something Orgdesk cannot read: ${where} is not valid (${first?.message ?? 'unknown problem'}).` };
}
