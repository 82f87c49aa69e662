import type { GenerateContext, Rng } from '../../../kit';
import { dayOf } from '../dates';
import type { JiraIssue, JiraState, JiraVersion } from '../state';
import { CUSTOM_FIELDS, PROJECT_ROLES, generateGroups } from './directory';
import { generateProjectIssues } from './issues';
import { NotificationIdSource, generateNotificationSchemes } from './notification-schemes';
import { describeProjects } from './project-details';
import { generateProjects } from './projects';
import { JIRA_SIZES } from './sizes';
import { generateProjectVersions } from './versions';

const DEFAULT_SCHEME_ID = 10000;

/**
 * Most projects keep the default scheme. Demo: the third project (OPS) uses "IT Operations
 * Notifications" (10002); large: about a third use one of the first custom schemes.
 */
function schemeForProject(index: number, schemeCount: number, ctx: GenerateContext, rng: Rng): number {
  if (ctx.scale === 'demo') return index === 2 && schemeCount > 2 ? DEFAULT_SCHEME_ID + 2 : DEFAULT_SCHEME_ID;
  if (schemeCount < 2 || !rng.chance(0.3)) return DEFAULT_SCHEME_ID;
  return DEFAULT_SCHEME_ID + rng.int(1, Math.max(1, Math.floor(schemeCount / 8)));
}

export function generateJiraState(ctx: GenerateContext): JiraState {
  const sizes = JIRA_SIZES[ctx.scale];
  const today = dayOf(ctx.now);
  const activeHumans = ctx.people.filter((person) => person.status === 'active' && person.accountType === 'atlassian');
  const projects = generateProjects(sizes.projects, ctx.rng.fork('projects'), ctx.people, ctx.adminAccountId);
  describeProjects(projects, ctx.scale, ctx.now, ctx.rng.fork('project-details'));

  const versions: JiraVersion[] = [];
  const issues: JiraIssue[] = [];
  const versionFieldIds = CUSTOM_FIELDS.filter((field) => field.kind === 'version').map((field) => field.id);
  const versionRng = ctx.rng.fork('versions');
  const issueRng = ctx.rng.fork('issues');
  for (const project of projects) {
    const count = versionRng.int(...sizes.versionsPerProject);
    const projectVersions = generateProjectVersions(project, count, 10000 + versions.length, today, versionRng, activeHumans);
    versions.push(...projectVersions);
    const issueCount = issueRng.int(...sizes.issuesPerProject);
    issues.push(...generateProjectIssues(project, projectVersions, issueCount, 10000 + issues.length, versionFieldIds, issueRng));
  }

  const groups = generateGroups(ctx.rng.fork('groups'));
  const notificationIds = new NotificationIdSource(10100);
  const pools = { people: activeHumans, groups, roles: PROJECT_ROLES, customFields: CUSTOM_FIELDS };
  const schemes = generateNotificationSchemes(sizes.notificationSchemes, pools, notificationIds, ctx.rng.fork('schemes'));
  const assignmentRng = ctx.rng.fork('scheme-assignment');
  projects.forEach((project, index) => {
    project.notificationSchemeId = schemeForProject(index, schemes.length, ctx, assignmentRng);
  });

  return {
    projects,
    versions,
    issues,
    notificationSchemes: schemes,
    defaultNotificationSchemeId: DEFAULT_SCHEME_ID,
    groups,
    projectRoles: [...PROJECT_ROLES],
    customFields: [...CUSTOM_FIELDS],
    nextIds: {
      version: 10000 + versions.length,
      notificationScheme: DEFAULT_SCHEME_ID + schemes.length,
      notification: notificationIds.nextFree,
    },
  };
}
