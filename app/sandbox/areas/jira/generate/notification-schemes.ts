import type { Person, Rng } from '../../../kit';
import { SYSTEM_EVENTS } from '../catalog/events';
import type {
  JiraCustomField,
  JiraGroup,
  JiraIssueEvent,
  JiraNotificationScheme,
  JiraProjectRole,
  NotificationType,
  StoredNotification,
  StoredSchemeEvent,
} from '../state';
import { namedSchemeDesigns, type DesignPeople, type RecipientDesign, type SchemeDesign } from './scheme-designs';

export interface RecipientPools {
  people: readonly Person[];
  groups: readonly JiraGroup[];
  roles: readonly JiraProjectRole[];
  customFields: readonly JiraCustomField[];
  events: readonly JiraIssueEvent[];
}

const TEAMS = ['Core', 'Edge', 'Growth', 'Insights', 'Mobile', 'Partner', 'Retail', 'Support', 'Data', 'Field'];
const PLAIN_TYPES: readonly NotificationType[] = ['CurrentAssignee', 'Reporter', 'CurrentUser', 'ProjectLead', 'ComponentLead', 'AllWatchers'];

/** Hands out notification ids from the site-wide counter. */
export class NotificationIdSource {
  constructor(private next: number) {}
  take(): number {
    const id = this.next;
    this.next += 1;
    return id;
  }
  get nextFree(): number {
    return this.next;
  }
}

function withIds(design: ReadonlyMap<number, readonly RecipientDesign[]>, ids: NotificationIdSource): StoredSchemeEvent[] {
  return [...design].map(([eventId, recipients]) => ({
    eventId,
    notifications: recipients.map((recipient) => {
      const stored: StoredNotification = { id: ids.take(), notificationType: recipient.type };
      if (recipient.parameter !== undefined) stored.parameter = recipient.parameter;
      return stored;
    }),
  }));
}

function defaultEvents(ids: NotificationIdSource): StoredSchemeEvent[] {
  const recipients = (['CurrentAssignee', 'Reporter', 'AllWatchers'] as const).map((type) => ({ type }));
  return withIds(new Map(SYSTEM_EVENTS.map((event) => [event.id, recipients])), ids);
}

/** Every distinct recipient the site offers, the plain kinds first and named people last. */
function everyRecipient(pools: RecipientPools): RecipientDesign[] {
  return [
    ...PLAIN_TYPES.map((type) => ({ type })),
    ...pools.roles.map((role) => ({ type: 'ProjectRole' as const, parameter: String(role.id) })),
    ...pools.groups.map((group) => ({ type: 'Group' as const, parameter: group.name })),
    ...pools.customFields
      .filter((field) => field.kind !== 'version')
      .map((field) => ({ type: field.kind === 'user' ? ('UserCustomField' as const) : ('GroupCustomField' as const), parameter: field.id })),
    ...pools.people.map((person) => ({ type: 'User' as const, parameter: person.accountId })),
  ];
}

/**
 * A scheme that notifies `total` recipients spread over every event, each event naming a different
 * run of distinct recipients: the kind of scheme that takes several requests to copy.
 */
export function bigSchemeDesign(name: string, total: number, pools: RecipientPools): SchemeDesign {
  const recipients = everyRecipient(pools);
  const perEvent = Math.ceil(total / pools.events.length);
  if (perEvent > recipients.length) throw new Error(`not enough distinct recipients for a scheme of ${total}`);
  const events = new Map<number, RecipientDesign[]>();
  let left = total;
  pools.events.forEach((event, index) => {
    const count = Math.min(perEvent, left);
    left -= count;
    const start = (index * 7) % recipients.length;
    events.set(
      event.id,
      Array.from({ length: count }, (_, offset) => recipients[(start + offset) % recipients.length] as RecipientDesign),
    );
  });
  return { name, description: `Everyone who audits changes: ${total.toLocaleString('en')} recipients across every event.`, events };
}

function randomDesign(index: number, pools: RecipientPools, rng: Rng): SchemeDesign {
  const team = rng.pick(TEAMS);
  const recipients = everyRecipient({ ...pools, people: pools.people.slice(0, 40) });
  const events = new Map<number, RecipientDesign[]>();
  for (const event of pools.events) {
    if (!rng.chance(0.6)) continue;
    // Some events carry no recipients at all; clients must cope with that.
    const wanted = rng.chance(0.1) ? 0 : rng.int(1, 4);
    const start = rng.int(0, recipients.length - 1);
    events.set(
      event.id,
      Array.from({ length: wanted }, (_, offset) => recipients[(start + offset * 3) % recipients.length] as RecipientDesign),
    );
  }
  const design: SchemeDesign = { name: `${team} notifications ${index + 1}`, events };
  if (rng.chance(0.7)) design.description = `Notification rules of the ${team} team.`;
  return design;
}

export interface SchemePlan {
  /** Schemes in all, the default one included. */
  count: number;
  /** The scheme with more notifications than one request can carry. */
  big: { name: string; notifications: number };
}

/**
 * The default scheme first (id 10000), then the hand-made ones, the big one, and made-up ones up to
 * the count, with notification ids from one counter.
 */
export function generateNotificationSchemes(
  plan: SchemePlan,
  pools: RecipientPools,
  people: DesignPeople,
  ids: NotificationIdSource,
  rng: Rng,
): JiraNotificationScheme[] {
  const designs = [...namedSchemeDesigns(people), bigSchemeDesign(plan.big.name, plan.big.notifications, pools)];
  for (let index = designs.length; index < plan.count - 1; index += 1) designs.push(randomDesign(index, pools, rng));
  return schemesOf(designs, ids);
}

/** The default scheme (id 10000), then one scheme per design from id 10001, with notification ids from one counter. */
export function schemesOf(designs: readonly SchemeDesign[], ids: NotificationIdSource): JiraNotificationScheme[] {
  const schemes: JiraNotificationScheme[] = [
    { id: 10000, name: 'Default Notification Scheme', description: 'Used by every new company-managed project.', events: defaultEvents(ids) },
  ];
  designs.forEach((design, index) => {
    const scheme: JiraNotificationScheme = { id: 10001 + index, name: design.name, events: withIds(design.events, ids) };
    if (design.description !== undefined) scheme.description = design.description;
    schemes.push(scheme);
  });
  return schemes;
}
