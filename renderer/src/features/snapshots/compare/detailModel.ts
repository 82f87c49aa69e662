import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import type { SnapshotChange } from '../../../../../app/contract/snapshots/changes';
import type { SnapRecipient, SnapRestriction, SnapRestrictionList, SnapScheme } from '../../../../../app/contract/snapshots/format';
import type { EventChangeRow } from '../../../shared/schemes/EventChanges';

type SchemeEvent = SnapScheme['events'][number];

/**
 * Per event, whom a scheme notifies on the later side and not the earlier (added) and the reverse
 * (removed), events without a difference left out. On one site events and recipients are matched by id;
 * across sites, where ids differ, by name and by who the recipient is in words.
 */
export function schemeEventRows(before: SnapScheme | null, after: SnapScheme | null, crossSite: boolean): EventChangeRow[] {
  const eventKey = (event: SchemeEvent) => (crossSite ? `name:${event.name}` : `id:${event.id}`);
  const recipientKey = (recipient: SnapRecipient) => `${recipient.type}|${crossSite ? recipient.words : (recipient.parameter ?? '')}`;
  const earlier = new Map((before?.events ?? []).map((event) => [eventKey(event), event]));
  const later = new Map((after?.events ?? []).map((event) => [eventKey(event), event]));
  const order = [...(after?.events ?? []), ...(before?.events ?? []).filter((event) => !later.has(eventKey(event)))];
  return order.flatMap((event): EventChangeRow[] => {
    const key = eventKey(event);
    const was = earlier.get(key)?.recipients ?? [];
    const now = later.get(key)?.recipients ?? [];
    const wasKeys = new Set(was.map(recipientKey));
    const nowKeys = new Set(now.map(recipientKey));
    const added = now.filter((recipient) => !wasKeys.has(recipientKey(recipient)));
    const removed = was.filter((recipient) => !nowKeys.has(recipientKey(recipient)));
    if (added.length === 0 && removed.length === 0) return [];
    return [
      {
        eventId: key,
        eventName: event.name,
        added,
        removed: removed.map((recipient) => ({ id: recipientKey(recipient), recipient: recipient.words })),
        kept: now.length - added.length,
      },
    ];
  });
}

/** A restriction list as the Access tab draws people and groups. */
export function listPrincipals(list: SnapRestrictionList | undefined): Principal[] {
  if (!list) return [];
  return [
    ...list.users.map((user): Principal => ({ type: 'user', id: user.accountId, name: user.name, email: null, avatarPath: null, status: 'active' })),
    ...list.groups.map((group): Principal => ({ type: 'group', id: group.id, name: group.name, email: null, avatarPath: null, status: 'active' })),
  ];
}

/** Where a restricted page is, in words: its space and the pages above it. */
export function pagePlace(page: SnapRestriction): string {
  return [page.spaceKey, ...page.path].join(' / ');
}

export interface FieldRow {
  label: string;
  before: string;
  after: string;
  differs: boolean;
  /** Markup or other long text, drawn in a box of its own that scrolls. */
  long?: boolean;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** A list in words, in a fixed order: the same things read in another order are not a difference. */
const listed = (items: readonly string[]) => [...items].sort((a, b) => a.localeCompare(b)).join(', ');
const orNone = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

type Fields<T> = { label: string; of(item: T): string; long?: boolean }[];

const schemeFields: Fields<SnapScheme> = [
  { label: 'Name', of: (scheme) => scheme.name },
  { label: 'Description', of: (scheme) => orNone(scheme.description) },
  { label: 'Projects', of: (scheme) => orNone(listed(scheme.projects.map((project) => `${project.name} (${project.key})`))) },
];

const restrictionFields: Fields<SnapRestriction> = [
  { label: 'Page', of: (page) => page.title },
  { label: 'Where', of: pagePlace },
];

type Sided<K extends SnapshotChange['kind']> = NonNullable<Extract<SnapshotChange, { kind: K }>['before']>;

const templateFields: Fields<Sided<'template'>> = [
  { label: 'Name', of: (template) => template.name },
  { label: 'Description', of: (template) => orNone(template.description) },
  { label: 'Space', of: (template) => template.spaceKey ?? 'Site template' },
  { label: 'Labels', of: (template) => orNone(listed(template.labels)) },
  { label: 'Content', of: (template) => template.body, long: true },
];

const webhookFields: Fields<Sided<'webhook'>> = [
  { label: 'Address', of: (hook) => hook.url },
  { label: 'Description', of: (hook) => orNone(hook.description) },
  { label: 'Events', of: (hook) => orNone(listed(hook.events)) },
  { label: 'Active', of: (hook) => yesNo(hook.active) },
  { label: 'Secret', of: (hook) => (hook.hasSecret ? 'Set (never stored in a snapshot)' : 'None') },
];

const versionFields: Fields<Sided<'version'>> = [
  { label: 'Project', of: (version) => `${version.projectName} (${version.projectKey})` },
  { label: 'Name', of: (version) => version.name },
  { label: 'Description', of: (version) => orNone(version.description) },
  { label: 'Released', of: (version) => yesNo(version.released) },
  { label: 'Archived', of: (version) => yesNo(version.archived) },
  { label: 'Start date', of: (version) => orNone(version.startDate) },
  { label: 'Release date', of: (version) => orNone(version.releaseDate) },
];

function rowsOf<T>(fields: Fields<T>, before: T | null, after: T | null): FieldRow[] {
  return fields.map(({ label, of, long }) => {
    const was = before === null ? '—' : of(before);
    const now = after === null ? '—' : of(after);
    return { label, before: was, after: now, differs: was !== now, ...(long ? { long } : {}) };
  });
}

/** Each field of the thing on both sides, the ones that differ marked, for a two-column before and after. */
export function fieldRows(change: SnapshotChange): FieldRow[] {
  switch (change.kind) {
    case 'scheme':
      return rowsOf(schemeFields, change.before, change.after);
    case 'restriction':
      return rowsOf(restrictionFields, change.before, change.after);
    case 'template':
      return rowsOf(templateFields, change.before, change.after);
    case 'webhook':
      return rowsOf(webhookFields, change.before, change.after);
    case 'version':
      return rowsOf(versionFields, change.before, change.after);
  }
}
