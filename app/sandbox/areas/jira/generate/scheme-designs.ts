import type { Person } from '../../../kit';
import type { NotificationType } from '../state';

/** A recipient before it gets an id: `parameter` names the user, group, role or field. */
export interface RecipientDesign {
  type: NotificationType;
  parameter?: string;
}

export interface SchemeDesign {
  name: string;
  description?: string;
  /** Event id → recipients. */
  events: ReadonlyMap<number, readonly RecipientDesign[]>;
}

/** The people a design may name: someone whose e-mail is hidden, and someone deactivated. */
export interface DesignPeople {
  hiddenEmail?: Person;
  deactivated?: Person;
}

/** Groups that were deleted after the scheme named them; Jira keeps the stale recipient. */
export const STALE_GROUPS = ['ops-oncall-2019', 'contractors-2019'] as const;

const SYSTEM_EVENT_IDS = Array.from({ length: 17 }, (_, index) => index + 1);
const plain = (type: NotificationType): RecipientDesign => ({ type });
const role = (id: number): RecipientDesign => ({ type: 'ProjectRole', parameter: String(id) });
const group = (name: string): RecipientDesign => ({ type: 'Group', parameter: name });
const ASSIGNEE = plain('CurrentAssignee');
const REPORTER = plain('Reporter');
const WATCHERS = plain('AllWatchers');
const DEVELOPERS = role(10003);
const STAKEHOLDERS = role(10005);
const ADMINISTRATORS = role(10002);

function eventsOf(entries: [number[], RecipientDesign[]][]): Map<number, RecipientDesign[]> {
  const events = new Map<number, RecipientDesign[]>();
  for (const [ids, recipients] of entries) {
    for (const id of ids) events.set(id, [...(events.get(id) ?? []), ...recipients]);
  }
  return events;
}

function platform(): SchemeDesign {
  return {
    name: 'Platform Notifications',
    description: 'Developers hear about every change; watchers only about resolutions.',
    events: eventsOf([
      [SYSTEM_EVENT_IDS, [ASSIGNEE, REPORTER]],
      [[1, 2, 4, 6, 7], [DEVELOPERS]],
      [[1], [plain('ComponentLead'), plain('ProjectLead')]],
      [[4, 5], [WATCHERS, { type: 'UserCustomField', parameter: 'customfield_10200' }]],
      [[10000], [group('release-managers'), STAKEHOLDERS]],
    ]),
  };
}

function operations(people: DesignPeople): SchemeDesign {
  const named: [number[], RecipientDesign[]][] = [];
  if (people.hiddenEmail) named.push([[1, 10001], [{ type: 'User', parameter: people.hiddenEmail.accountId }]]);
  if (people.deactivated) named.push([[2], [{ type: 'User', parameter: people.deactivated.accountId }]]);
  return {
    name: 'IT Operations Notifications',
    description: 'On-call rota and the security team get everything.',
    events: eventsOf([
      [[1, 2, 3, 4, 5, 6, 7, 8], [ASSIGNEE, REPORTER, WATCHERS]],
      [[1, 10001], [group('security-team')]],
      [[1, 7], [group(STALE_GROUPS[0])]],
      [[3], [{ type: 'GroupCustomField', parameter: 'customfield_10300' }]],
      [[6], [plain('CurrentUser')]],
      [[8], [ADMINISTRATORS]],
      [[10002], [group('support-leads'), plain('ProjectLead')]],
      ...named,
    ]),
  };
}

const quiet: SchemeDesign = {
  name: 'Quiet Notifications',
  description: 'Only assignees, for noisy automation projects.',
  events: eventsOf([[[1, 3, 7], [ASSIGNEE]]]),
};

const escalations: SchemeDesign = {
  name: 'Executive Escalations',
  description: 'Stakeholders are told when issues are created or reopened.',
  events: eventsOf([
    [[1, 7, 10002], [STAKEHOLDERS, plain('ProjectLead')]],
    [[10002], [group('finance')]],
  ]),
};

const legacy: SchemeDesign = {
  name: 'Legacy Scheme (unused)',
  description: 'Kept from the server migration; no project uses it.',
  events: eventsOf([
    [[1, 2, 3, 4, 5], [REPORTER, WATCHERS]],
    [[1], [group(STALE_GROUPS[1])]],
  ]),
};

/** The hand-made schemes of every world, in id order after the default one. */
export function namedSchemeDesigns(people: DesignPeople): SchemeDesign[] {
  return [platform(), operations(people), quiet, escalations, legacy];
}

/** Who the staging site's schemes name one by one: people on both sites, and the contractor on staging only. */
export interface StagingDesignPeople {
  /** At least six people who are on production too (matched there by e-mail and name). */
  shared: readonly Person[];
  stagingOnly?: Person;
}

const users = (people: readonly (Person | undefined)[]): RecipientDesign[] =>
  people.flatMap((person) => (person ? [{ type: 'User' as const, parameter: person.accountId }] : []));

/**
 * The staging site's schemes, what a copy to production is tried with: one named like a production
 * scheme but telling other people (a clash: copied under a new name, or updated in place), and two that
 * production lacks, naming people one by one (one of them the contractor production does not know) and
 * groups that exist on both sites.
 */
export function stagingSchemeDesigns({ shared, stagingOnly }: StagingDesignPeople): SchemeDesign[] {
  const [first, second, third, fourth, fifth, sixth] = shared;
  return [
    {
      name: 'Platform Notifications',
      description: 'As tried on staging: two reviewers hear of every new and resolved issue.',
      events: eventsOf([
        [SYSTEM_EVENT_IDS, [ASSIGNEE, REPORTER]],
        [[1, 4], users([first, second])],
        [[10000], [group('release-managers')]],
      ]),
    },
    {
      name: 'Incident alerts v2',
      description: 'The on-call engineers and the security team hear of every incident at once.',
      events: eventsOf([
        [[1, 2, 7], [ASSIGNEE, REPORTER]],
        [[1, 7, 10001], [group('security-team')]],
        [[1, 7], users([second, fifth, stagingOnly])],
      ]),
    },
    {
      name: 'Release notifications (tested)',
      description: 'Release managers and the people who sign a release off.',
      events: eventsOf([
        [[4, 5, 10000], [group('release-managers')]],
        [[10000], users([third, fourth, sixth])],
        [[4], [WATCHERS]],
      ]),
    },
  ];
}
