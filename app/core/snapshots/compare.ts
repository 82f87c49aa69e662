import type { SnapshotChange } from '../../contract/snapshots/changes';
import {
  kindWords,
  snapshotKinds,
  type SnapPerson,
  type SnapRecipient,
  type SnapRestriction,
  type SnapRestrictionList,
  type SnapScheme,
  type SnapshotFile,
  type SnapshotKind,
  type SnapTemplate,
  type SnapVersion,
  type SnapWebhook,
} from '../../contract/snapshots/format';

/**
 * The difference between a base snapshot and another side (a later snapshot, or the site as read now),
 * kind by kind. On one site things are matched by id, so a renamed scheme is "changed"; across sites ids
 * mean nothing, so schemes and templates are matched by name, webhooks by address, versions by project
 * and name, restricted pages by space and place, and people by e-mail (else by name).
 */

/** How people are told apart when comparing: by account id on one site, by e-mail or name across sites. */
export class PersonIdentity {
  private readonly base: Map<string, SnapPerson>;
  private readonly other: Map<string, SnapPerson>;

  constructor(
    base: SnapshotFile,
    other: SnapshotFile,
    readonly crossSite: boolean,
  ) {
    this.base = new Map(base.people.map((person) => [person.accountId, person]));
    this.other = new Map(other.people.map((person) => [person.accountId, person]));
  }

  of(side: 'base' | 'other', accountId: string, name: string): string {
    if (!this.crossSite) return accountId;
    const person = (side === 'base' ? this.base : this.other).get(accountId);
    const email = person?.email?.toLowerCase();
    return email ? `email:${email}` : `name:${(person?.name ?? name).toLowerCase()}`;
  }
}

const quoted = (text: string) => `“${text}”`;

export function changeTarget(kind: SnapshotKind, item: { name?: string; title?: string; url?: string; projectKey?: string; spaceKey?: string | null }): string {
  const words = kindWords(kind).one;
  const what = words.charAt(0).toUpperCase() + words.slice(1);
  switch (kind) {
    case 'restriction':
      return `Restrictions of page ${quoted(item.title ?? '')} in ${item.spaceKey ?? ''}`;
    case 'webhook':
      return `Webhook ${item.url ?? ''}`;
    case 'version':
      return `Version ${quoted(item.name ?? '')} of ${item.projectKey ?? ''}`;
    case 'template':
      return `${item.spaceKey ? `Template of ${item.spaceKey}` : 'Site template'} ${quoted(item.name ?? '')}`;
    default:
      return `${what} ${quoted(item.name ?? '')}`;
  }
}

/** One line per field that differs: "Name: “Old” → “New”". */
function fieldLines<T>(before: T, after: T, fields: readonly [keyof T & string, string][]): string[] {
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : quoted(String(value)));
  return fields.flatMap(([field, label]) => (JSON.stringify(before[field]) === JSON.stringify(after[field]) ? [] : [`${label}: ${shown(before[field])} → ${shown(after[field])}`]));
}

/** Lines for what a set gained and lost: "Issue created: Ada Lovelace added". */
function setLines(prefix: string, before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [key, words] of after) if (!before.has(key)) lines.push(`${prefix}${words} added`);
  for (const [key, words] of before) if (!after.has(key)) lines.push(`${prefix}${words} removed`);
  return lines;
}

/** Types whose id is the site's own: across sites a role or a field is known by its name. */
const NAMED_ACROSS_SITES = new Set(['ProjectRole', 'UserCustomField', 'GroupCustomField']);

function recipientKey(recipient: SnapRecipient, side: 'base' | 'other', people: PersonIdentity): string {
  if (recipient.type === 'User' && recipient.parameter) return `User:${people.of(side, recipient.parameter, recipient.words)}`;
  if (people.crossSite && NAMED_ACROSS_SITES.has(recipient.type)) return `${recipient.type}:${recipient.words.toLowerCase()}`;
  return `${recipient.type}:${recipient.parameter ?? ''}`;
}

function schemeLines(before: SnapScheme, after: SnapScheme, people: PersonIdentity): string[] {
  const lines = fieldLines(before, after, [
    ['name', 'Name'],
    ['description', 'Description'],
  ]);
  const projects = (scheme: SnapScheme) => new Map(scheme.projects.map((project) => [project.key || project.id, `project ${project.key || project.name}`]));
  lines.push(...setLines('Used by ', projects(before), projects(after)));
  const events = new Set([...before.events.map((event) => event.id), ...after.events.map((event) => event.id)]);
  for (const eventId of events) {
    const beforeEvent = before.events.find((event) => event.id === eventId);
    const afterEvent = after.events.find((event) => event.id === eventId);
    const recipients = (event: SnapScheme['events'][number] | undefined, side: 'base' | 'other') =>
      new Map((event?.recipients ?? []).map((recipient) => [recipientKey(recipient, side, people), recipient.words]));
    lines.push(...setLines(`${afterEvent?.name ?? beforeEvent?.name ?? `Event ${eventId}`}: `, recipients(beforeEvent, 'base'), recipients(afterEvent, 'other')));
  }
  return lines;
}

function listLines(label: string, before: SnapRestrictionList, after: SnapRestrictionList, people: PersonIdentity): string[] {
  const users = (list: SnapRestrictionList, side: 'base' | 'other') => new Map(list.users.map((user) => [people.of(side, user.accountId, user.name), user.name]));
  const groups = (list: SnapRestrictionList) => new Map(list.groups.map((group) => [group.name, `group ${group.name}`]));
  return [...setLines(label, users(before, 'base'), users(after, 'other')), ...setLines(label, groups(before), groups(after))];
}

function restrictionLines(before: SnapRestriction, after: SnapRestriction, people: PersonIdentity): string[] {
  return [...listLines('Who can view: ', before.read, after.read, people), ...listLines('Who can edit: ', before.update, after.update, people)];
}

function templateLines(before: SnapTemplate, after: SnapTemplate): string[] {
  const lines = fieldLines(before, after, [
    ['name', 'Name'],
    ['description', 'Description'],
  ]);
  lines.push(...setLines('Label ', new Map(before.labels.map((label) => [label, quoted(label)])), new Map(after.labels.map((label) => [label, quoted(label)]))));
  if (before.body !== after.body) lines.push('Content changed');
  return lines;
}

function webhookLines(before: SnapWebhook, after: SnapWebhook): string[] {
  const lines = fieldLines(before, after, [
    ['url', 'Address'],
    ['description', 'Description'],
    ['active', 'Active'],
    ['hasSecret', 'Signed with a secret'],
  ]);
  lines.push(...setLines('Event ', new Map(before.events.map((event) => [event, event])), new Map(after.events.map((event) => [event, event]))));
  return lines;
}

function versionLines(before: SnapVersion, after: SnapVersion): string[] {
  return fieldLines(before, after, [
    ['name', 'Name'],
    ['description', 'Description'],
    ['released', 'Released'],
    ['archived', 'Archived'],
    ['startDate', 'Start date'],
    ['releaseDate', 'Release date'],
  ]);
}

interface KindRule<T> {
  items(snapshot: SnapshotFile): T[];
  identity(item: T, crossSite: boolean): string;
  lines(before: T, after: T, people: PersonIdentity): string[];
  target(item: T): string;
}

type ItemOf<K extends SnapshotKind> = NonNullable<Extract<SnapshotChange, { kind: K }>['after']>;

const rules: { [K in SnapshotKind]: KindRule<ItemOf<K>> } = {
  scheme: {
    items: (snapshot) => snapshot.schemes,
    identity: (scheme, crossSite) => (crossSite ? `scheme:name:${scheme.name}` : `scheme:${scheme.id}`),
    lines: schemeLines,
    target: (scheme) => changeTarget('scheme', scheme),
  },
  restriction: {
    items: (snapshot) => snapshot.restrictions,
    identity: (page, crossSite) => (crossSite ? `restriction:${page.spaceKey}:${[...page.path, page.title].join('/')}` : `restriction:${page.pageId}`),
    lines: restrictionLines,
    target: (page) => changeTarget('restriction', page),
  },
  template: {
    items: (snapshot) => snapshot.templates,
    identity: (template, crossSite) => (crossSite ? `template:${template.spaceKey ?? ''}:${template.name}` : `template:${template.id}`),
    lines: (before, after) => templateLines(before, after),
    target: (template) => changeTarget('template', template),
  },
  webhook: {
    items: (snapshot) => snapshot.webhooks,
    identity: (hook, crossSite) => (crossSite ? `webhook:url:${hook.url}` : `webhook:${hook.id}`),
    lines: (before, after) => webhookLines(before, after),
    target: (hook) => changeTarget('webhook', hook),
  },
  version: {
    items: (snapshot) => snapshot.versions,
    identity: (version, crossSite) => (crossSite ? `version:${version.projectKey}:${version.name}` : `version:${version.id}`),
    lines: (before, after) => versionLines(before, after),
    target: (version) => changeTarget('version', version),
  },
};

/**
 * Whether a thing of a space is compared: only spaces both sides took count (a snapshot holds the page
 * restrictions and templates of the spaces chosen for it), so a space one side never read is not "removed".
 * Site templates are always compared.
 */
function inSpacesOfBoth(base: SnapshotFile, other: SnapshotFile): (spaceKey: string | null) => boolean {
  const theirs = new Set(other.spaces.map((space) => space.key));
  const both = new Set(base.spaces.map((space) => space.key).filter((key) => theirs.has(key)));
  return (spaceKey) => spaceKey === null || both.has(spaceKey);
}

/** The kinds both sides read in full: a kind either could not read is not compared. */
export function comparableKinds(base: SnapshotFile, other: SnapshotFile): SnapshotKind[] {
  const gapped = new Set([...base.gaps, ...other.gaps].map((gap) => gap.kind));
  return snapshotKinds.map((entry) => entry.kind).filter((kind) => !gapped.has(kind));
}

function compareKind<K extends SnapshotKind>(kind: K, base: SnapshotFile, other: SnapshotFile, people: PersonIdentity): SnapshotChange[] {
  const rule: KindRule<ItemOf<K>> = rules[kind];
  const inSpaces = inSpacesOfBoth(base, other);
  const keep = (item: ItemOf<K>) => !('spaceKey' in item) || inSpaces(item.spaceKey);
  const index = (items: readonly ItemOf<K>[]) => new Map(items.filter(keep).map((item) => [rule.identity(item, people.crossSite), item]));
  const before = index(rule.items(base));
  const after = index(rule.items(other));
  const changes: SnapshotChange[] = [];
  const make = (key: string, state: SnapshotChange['state'], from: unknown, to: unknown, lines: string[], target: string) =>
    ({ kind, key, state, target, lines, before: from ?? null, after: to ?? null }) as SnapshotChange;
  for (const [key, item] of before) {
    const now = after.get(key);
    if (!now) changes.push(make(key, 'removed', item, null, [], rule.target(item)));
    else {
      const lines = rule.lines(item, now, people);
      if (lines.length > 0) changes.push(make(key, 'changed', item, now, lines, rule.target(now)));
    }
  }
  for (const [key, item] of after) if (!before.has(key)) changes.push(make(key, 'added', null, item, [], rule.target(item)));
  return changes;
}

/** Every change from `base` to `other`, kind by kind in the screens' order, each kind by target; `only` narrows the kinds. */
export function compareSnapshots(base: SnapshotFile, other: SnapshotFile, crossSite: boolean, only: readonly SnapshotKind[] | null = null): SnapshotChange[] {
  const people = new PersonIdentity(base, other, crossSite);
  return comparableKinds(base, other).filter((kind) => only === null || only.includes(kind)).flatMap((kind) => compareKind(kind, base, other, people).sort((a, b) => a.target.localeCompare(b.target) || a.key.localeCompare(b.key)));
}
