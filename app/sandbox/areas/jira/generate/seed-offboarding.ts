import type { Person, Scale } from '../../../kit';
import { offboardingCast } from '../../../data/offboarding-cast';
import type { JiraNotificationScheme, JiraState } from '../state';

/**
 * What a leaver leaves behind in Jira, in every world: a project they lead, a scheme used by projects
 * that names them beside other recipients, and a scheme where they are the only recipient of an event
 * (once they leave, that event tells nobody). The SCIM-managed leaver is named in a scheme too. The
 * large world adds more of each, for timing the inventory of one person.
 */
export const OFFBOARDING_JIRA = {
  ledProjectKey: 'WEB',
  /** Used by PLAT and MOB; the leaver is one recipient among several of these events. */
  sharedScheme: 'Platform Notifications',
  sharedEvents: [1, 4],
  scimLeaverEvents: [10000],
  /** Used by OPS; "Issue Moved" is added with the leaver as its only recipient. */
  soleRecipientScheme: 'IT Operations Notifications',
  soleRecipientEvent: 9,
} as const;

/** Large world: the leaver also leads every this many projects and is named in every this many schemes. */
const LARGE_SHARE = { ledEvery: 50, namedEvery: 25 } as const;

function addUserRecipient(state: JiraState, scheme: JiraNotificationScheme, eventId: number, accountId: string): void {
  let event = scheme.events.find((candidate) => candidate.eventId === eventId);
  if (event === undefined) {
    event = { eventId, notifications: [] };
    scheme.events.push(event);
  }
  event.notifications.push({ id: state.nextIds.notification, notificationType: 'User', parameter: accountId });
  state.nextIds.notification += 1;
}

function schemeNamed(state: JiraState, name: string): JiraNotificationScheme | undefined {
  return state.notificationSchemes.find((scheme) => scheme.name === name);
}

export function seedOffboardingCases(state: JiraState, people: readonly Person[], scale: Scale): void {
  const cast = offboardingCast(people);
  if (cast === undefined) return;
  const leaver = cast.leaver.accountId;
  const led = state.projects.find((project) => project.key === OFFBOARDING_JIRA.ledProjectKey);
  if (led !== undefined) led.leadAccountId = leaver;
  const shared = schemeNamed(state, OFFBOARDING_JIRA.sharedScheme);
  if (shared !== undefined) {
    for (const eventId of OFFBOARDING_JIRA.sharedEvents) addUserRecipient(state, shared, eventId, leaver);
    for (const eventId of OFFBOARDING_JIRA.scimLeaverEvents) addUserRecipient(state, shared, eventId, cast.scimLeaver.accountId);
  }
  const sole = schemeNamed(state, OFFBOARDING_JIRA.soleRecipientScheme);
  if (sole !== undefined && !sole.events.some((event) => event.eventId === OFFBOARDING_JIRA.soleRecipientEvent)) {
    addUserRecipient(state, sole, OFFBOARDING_JIRA.soleRecipientEvent, leaver);
  }
  if (scale === 'demo') return;
  state.projects.forEach((project, index) => {
    if (index > 0 && index % LARGE_SHARE.ledEvery === 0) project.leadAccountId = leaver;
  });
  state.notificationSchemes.forEach((scheme, index) => {
    if (index > 0 && index % LARGE_SHARE.namedEvery === 0) addUserRecipient(state, scheme, 2, leaver);
  });
}
