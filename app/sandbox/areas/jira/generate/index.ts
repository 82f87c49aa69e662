import type { GenerateContext, Person, Rng } from '../../../kit';
import { CUSTOM_EVENTS, SYSTEM_EVENTS } from '../catalog/events';
import { dayOf } from '../dates';
import type { JiraIssue, JiraState, JiraVersion } from '../state';
import { CUSTOM_FIELDS, PROJECT_ROLES, generateComponents, generateGroups, generateRoleActors } from './directory';
import { issuePeopleSources } from './issue-people';
import { generateProjectIssues } from './issues';
import { NotificationIdSource, generateNotificationSchemes, schemesOf } from './notification-schemes';
import { stagingSchemeDesigns, type StagingDesignPeople } from './scheme-designs';
import { STAGING_ONLY_PERSON } from '../../../data/staging';
import { describeProjects } from './project-details';
import { generateProjects } from './projects';
import { seedOffboardingCases } from './seed-offboarding';
import { JIRA_SIZES } from './sizes';
import { generateProjectVersions } from './versions';

const DEFAULT_SCHEME_ID = 10000;
/**
 * The demo projects' schemes by position: PLAT and MOB share "Platform Notifications", OPS has its
 * own, WEB keeps the default and SEC uses the big audit scheme. "Quiet", "Executive Escalations"
 * and "Legacy" are left to no project.
 */
const DEMO_SCHEMES = [10001, 10001, 10002, DEFAULT_SCHEME_ID, 10006] as const;

/** Large worlds: past the demo projects, about a third use one of the first custom schemes. */
function schemeForProject(index: number, schemeCount: number, rng: Rng): number {
  const demo = DEMO_SCHEMES[index];
  if (demo !== undefined && demo < DEFAULT_SCHEME_ID + schemeCount) return demo;
  if (schemeCount < 2 || !rng.chance(0.3)) return DEFAULT_SCHEME_ID;
  return DEFAULT_SCHEME_ID + rng.int(1, Math.max(1, Math.floor(schemeCount / 8)));
}

/** Who the staging schemes name: people on both sites whose e-mail shows, and the contractor on staging only. */
function stagingDesignPeople(activeHumans: readonly Person[], adminAccountId: string): StagingDesignPeople {
  const stagingOnly = activeHumans.find((person) => person.email === STAGING_ONLY_PERSON.email);
  const shared = activeHumans.filter((person) => person !== stagingOnly && person.accountId !== adminAccountId && person.emailVisible);
  return { shared, stagingOnly };
}

export function generateJiraState(ctx: GenerateContext): JiraState {
  const sizes = JIRA_SIZES[ctx.scale];
  const today = dayOf(ctx.now);
  const activeHumans = ctx.people.filter((person) => person.status === 'active' && person.accountType === 'atlassian');
  const projects = generateProjects(sizes.projects, ctx.rng.fork('projects'), ctx.people, ctx.adminAccountId);
  const groups = generateGroups(ctx.rng.fork('groups'), ctx.people, ctx.adminAccountId);
  const components = generateComponents(ctx.rng.fork('components'), projects, ctx.people);
  const issueEvents = [...SYSTEM_EVENTS, ...CUSTOM_EVENTS];
  describeProjects(projects, ctx.scale, ctx.now, ctx.rng.fork('project-details'));

  const versions: JiraVersion[] = [];
  const issues: JiraIssue[] = [];
  const versionFieldIds = CUSTOM_FIELDS.filter((field) => field.kind === 'version').map((field) => field.id);
  const versionRng = ctx.rng.fork('versions');
  const issueRng = ctx.rng.fork('issues');
  const issuePeopleRng = ctx.rng.fork('issue-people');
  const peopleSourceFor = issuePeopleSources({ people: ctx.people, groups, components, customFields: CUSTOM_FIELDS });
  projects.forEach((project, index) => {
    const big = sizes.bigProject?.index === index ? sizes.bigProject : undefined;
    const drawnCount = versionRng.int(...sizes.versionsPerProject);
    const projectVersions = generateProjectVersions(project, big?.versions ?? drawnCount, 10000 + versions.length, today, versionRng, activeHumans);
    for (const version of projectVersions) versions.push(version);
    const drawnIssues = issueRng.int(...sizes.issuesPerProject);
    const issueCount = big?.issues ?? drawnIssues;
    const peopleFields = peopleSourceFor(project, issuePeopleRng);
    const projectIssues = generateProjectIssues(project, projectVersions, issueCount, 10000 + issues.length, versionFieldIds, issueRng, peopleFields);
    const catchAll = projectVersions[0];
    if (big !== undefined && catchAll !== undefined) for (const issue of projectIssues.slice(0, big.catchAllIssues)) issue.fixVersionIds = [catchAll.id];
    for (const issue of projectIssues) issues.push(issue);
  });

  const notificationIds = new NotificationIdSource(10100);
  const pools = { people: activeHumans, groups, roles: PROJECT_ROLES, customFields: CUSTOM_FIELDS, events: issueEvents };
  const designPeople = {
    hiddenEmail: activeHumans.find((person) => !person.emailVisible),
    deactivated: ctx.people.find((person) => person.accountType === 'atlassian' && person.status === 'inactive'),
  };
  const schemes =
    ctx.site === 'staging'
      ? schemesOf(stagingSchemeDesigns(stagingDesignPeople(activeHumans, ctx.adminAccountId)), notificationIds)
      : generateNotificationSchemes(
          { count: sizes.notificationSchemes, big: { name: 'Security Audit Notifications', notifications: sizes.bigSchemeNotifications } },
          pools,
          designPeople,
          notificationIds,
          ctx.rng.fork('schemes'),
        );
  const assignmentRng = ctx.rng.fork('scheme-assignment');
  projects.forEach((project, index) => {
    project.notificationSchemeId = schemeForProject(index, schemes.length, assignmentRng);
  });

  const state: JiraState = {
    projects,
    versions,
    issues,
    notificationSchemes: schemes,
    defaultNotificationSchemeId: DEFAULT_SCHEME_ID,
    issueEvents,
    groups,
    projectRoles: [...PROJECT_ROLES],
    roleActors: generateRoleActors(ctx.rng.fork('role-actors'), projects, ctx.people),
    components,
    customFields: [...CUSTOM_FIELDS],
    siteUser: { browseUsersAndGroups: true },
    nextIds: {
      version: 10000 + versions.length,
      notificationScheme: DEFAULT_SCHEME_ID + schemes.length,
      notification: notificationIds.nextFree,
    },
  };
  seedOffboardingCases(state, ctx.people, ctx.scale);
  return state;
}
