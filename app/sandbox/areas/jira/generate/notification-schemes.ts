import type { Person, Rng } from '../../../kit';
import { ISSUE_EVENT_TYPES } from '../catalog/events';
import type {
  JiraCustomField,
  JiraGroup,
  JiraNotificationScheme,
  JiraProjectRole,
  StoredNotification,
  StoredSchemeEvent,
} from '../state';

export interface RecipientPools {
  people: readonly Person[];
  groups: readonly JiraGroup[];
  roles: readonly JiraProjectRole[];
  customFields: readonly JiraCustomField[];
}

const NAMED_SCHEMES = [
  { name: 'Platform Notifications', description: 'Developers hear about every change; watchers only about resolutions.' },
  { name: 'IT Operations Notifications', description: 'On-call rota and the security team get everything.' },
  { name: 'Quiet Notifications', description: 'Only assignees, for noisy automation projects.' },
  { name: 'Executive Escalations', description: 'Stakeholders are told when issues are created or reopened.' },
  { name: 'Legacy Scheme (unused)', description: 'Kept from the server migration; no project uses it.' },
];

const TEAMS = ['Core', 'Edge', 'Growth', 'Insights', 'Mobile', 'Partner', 'Retail', 'Support', 'Data', 'Field'];

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

function defaultEvents(ids: NotificationIdSource): StoredSchemeEvent[] {
  return ISSUE_EVENT_TYPES.filter((event) => event.templateEventId === undefined).map((event) => ({
    eventId: event.id,
    notifications: (['CurrentAssignee', 'Reporter', 'AllWatchers'] as const).map((notificationType) => ({
      id: ids.take(),
      notificationType,
    })),
  }));
}

function randomNotification(pools: RecipientPools, ids: NotificationIdSource, rng: Rng): StoredNotification {
  const id = ids.take();
  const roll = rng.int(0, 9);
  const userFields = pools.customFields.filter((field) => field.kind === 'user');
  const groupFields = pools.customFields.filter((field) => field.kind === 'group');
  if (roll === 0 && pools.people.length > 0) return { id, notificationType: 'User', parameter: rng.pick(pools.people).accountId };
  if (roll === 1) return { id, notificationType: 'Group', parameter: rng.pick(pools.groups).name };
  if (roll === 2) return { id, notificationType: 'ProjectRole', parameter: String(rng.pick(pools.roles).id) };
  if (roll === 3 && userFields.length > 0) return { id, notificationType: 'UserCustomField', parameter: rng.pick(userFields).id };
  if (roll === 4 && groupFields.length > 0) return { id, notificationType: 'GroupCustomField', parameter: rng.pick(groupFields).id };
  const plain = ['CurrentAssignee', 'Reporter', 'CurrentUser', 'ProjectLead', 'ComponentLead', 'AllWatchers'] as const;
  return { id, notificationType: rng.pick(plain) };
}

function sameRecipient(a: StoredNotification, b: StoredNotification): boolean {
  return a.notificationType === b.notificationType && a.parameter === b.parameter;
}

function randomEvents(pools: RecipientPools, ids: NotificationIdSource, rng: Rng): StoredSchemeEvent[] {
  const events: StoredSchemeEvent[] = [];
  for (const event of ISSUE_EVENT_TYPES) {
    if (!rng.chance(0.6)) continue;
    const notifications: StoredNotification[] = [];
    // Some events carry no recipients at all; clients must cope with that.
    const wanted = rng.chance(0.1) ? 0 : rng.int(1, 4);
    for (let index = 0; index < wanted; index += 1) {
      const candidate = randomNotification(pools, ids, rng);
      if (!notifications.some((existing) => sameRecipient(existing, candidate))) notifications.push(candidate);
    }
    events.push({ eventId: event.id, notifications });
  }
  return events;
}

function schemeNaming(index: number, rng: Rng): { name: string; description?: string } {
  const named = NAMED_SCHEMES[index];
  if (named) return named;
  const team = rng.pick(TEAMS);
  const naming: { name: string; description?: string } = { name: `${team} notifications ${index + 1}` };
  if (rng.chance(0.7)) naming.description = `Notification rules of the ${team} team.`;
  return naming;
}

/** The default scheme first (id 10000), then the others, with notification ids from one counter. */
export function generateNotificationSchemes(
  count: number,
  pools: RecipientPools,
  ids: NotificationIdSource,
  rng: Rng,
): JiraNotificationScheme[] {
  const schemes: JiraNotificationScheme[] = [
    {
      id: 10000,
      name: 'Default Notification Scheme',
      description: 'Used by every new company-managed project.',
      events: defaultEvents(ids),
    },
  ];
  for (let index = 0; index < count - 1; index += 1) {
    schemes.push({ id: 10001 + index, ...schemeNaming(index, rng), events: randomEvents(pools, ids, rng) });
  }
  return schemes;
}
