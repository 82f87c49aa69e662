import { z } from 'zod';
import { OnConnection } from '../channels/common';
import { JiraUserView, NumericId } from './models';

/*
 * Jira projects: the search every Jira screen starts from, and one project's details.
 */

/** Jira's own project types; a type Jira adds later still comes through as its key. */
export const JiraProjectType = z.enum(['software', 'service_desk', 'business'], {
  error: 'Choose software, service management or business projects.',
});

/** What a project answer can carry beyond the basics, each costing Jira a little more work. */
export const ProjectExpand = z.enum(['description', 'lead', 'projectKeys', 'insight']);
export type ProjectExpand = z.infer<typeof ProjectExpand>;

export const ProjectOrder = z.enum([
  'key', '-key', 'name', '-name', 'owner', '-owner', 'issueCount', '-issueCount',
  'lastIssueUpdatedDate', '-lastIssueUpdatedDate', 'category', '-category',
]);

/** Jira project keys: a letter, then letters, digits or underscores (case sensitive). */
const ProjectKey = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,254}$/, 'This is not a project key. Keys look like PLAT or OPS2.');

/** A project key such as PLAT, or a numeric project id such as 10000. */
export const ProjectIdOrKey = z
  .string()
  .trim()
  .regex(/^(?:\d{1,18}|[A-Za-z][A-Za-z0-9_]{0,254})$/, 'Enter a project key such as PLAT, or a project ID.');

export const JiraProjectView = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  /** `software`, `service_desk` or `business`. */
  typeKey: z.string(),
  /** Team-managed (Jira's "next-gen") rather than company-managed. */
  teamManaged: z.boolean(),
  avatarUrl: z.string().nullable(),
  /** Null unless asked for (`description`); `jira.projects.get` always brings it ("" when there is none). */
  description: z.string().nullable(),
  /** Null unless asked for (`lead`); `jira.projects.get` always brings it. */
  lead: JiraUserView.nullable(),
  /** Every key the project answers to, the current one first; null unless asked for (`projectKeys`). */
  keys: z.array(z.string()).nullable(),
  /** Null unless asked for (`insight`). */
  issueCount: z.number().int().nullable(),
  /** When an issue last changed (ISO); null unless asked for (`insight`) or when Jira does not say. */
  lastIssueUpdate: z.string().nullable(),
});
export type JiraProjectView = z.infer<typeof JiraProjectView>;

const most = (what: string) => `Name at most 50 ${what} at once.`;

export const ProjectFilters = z.object({
  /** Part of a project key or name, in any letter case. */
  query: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  keys: z.array(ProjectKey).max(50, most('project keys')).optional(),
  ids: z.array(NumericId('project')).max(50, most('project IDs')).optional(),
  typeKeys: z.array(JiraProjectType).optional(),
  /** By key unless said otherwise; `owner` is the project lead. */
  orderBy: ProjectOrder.optional(),
  expand: z.array(ProjectExpand).optional(),
});
export type ProjectFilters = z.infer<typeof ProjectFilters>;

/** Jira answers at most 100 projects a page. */
export const PROJECTS_PER_PAGE = 100;

export const jiraProjectChannels = {
  /** Every project matching the filters, read a full page at a time: for pickers and overviews. */
  'jira.projects.list': {
    input: OnConnection.extend(ProjectFilters.shape),
    output: z.object({ projects: z.array(JiraProjectView) }),
  },
  'jira.projects.get': {
    input: OnConnection.extend({ projectIdOrKey: ProjectIdOrKey, expand: z.array(ProjectExpand).optional() }),
    output: JiraProjectView,
  },
} as const;
