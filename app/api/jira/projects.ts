import { z } from 'zod';
import { PROJECTS_PER_PAGE, type JiraProjectView, type ProjectExpand, type ProjectFilters } from '../../contract/jira/projects.channels';
import { toMs } from '../../contract/users/token-state';
import type { ApiSession, Query } from '../http/session';
import { readBody } from '../validate';
import { fromPageBean, pageBeanSchema, type OffsetPage, type PageWindow } from './paging';
import { jiraUserSchema, toUserView } from './user-schema';

const PROJECTS = '/rest/api/3/project';

const projectSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  projectTypeKey: z.string().optional(),
  simplified: z.boolean().optional(),
  style: z.string().optional(),
  avatarUrls: z.record(z.string(), z.string()).optional(),
  description: z.string().optional(),
  lead: jiraUserSchema.optional(),
  projectKeys: z.array(z.string()).optional(),
  insight: z.object({ totalIssueCount: z.number().int().optional(), lastIssueUpdateTime: z.string().optional() }).optional(),
});

/** Jira writes `2021-04-22T05:37:05.000+0000`; the contract speaks plain ISO. */
function isoOrNull(time: string | undefined): string | null {
  const ms = toMs(time ?? null);
  return ms === null ? null : new Date(ms).toISOString();
}

function toProjectView(project: z.infer<typeof projectSchema>): JiraProjectView {
  const avatars = project.avatarUrls ?? {};
  return {
    id: project.id,
    key: project.key,
    name: project.name,
    typeKey: project.projectTypeKey ?? 'software',
    teamManaged: project.simplified ?? project.style === 'next-gen',
    avatarUrl: avatars['48x48'] ?? Object.values(avatars)[0] ?? null,
    description: project.description ?? null,
    lead: project.lead ? toUserView(project.lead) : null,
    keys: project.projectKeys ?? null,
    issueCount: project.insight?.totalIssueCount ?? null,
    lastIssueUpdate: isoOrNull(project.insight?.lastIssueUpdateTime),
  };
}

const expandQuery = (expand: readonly ProjectExpand[] | undefined) => (expand && expand.length > 0 ? expand.join(',') : undefined);

function searchQuery(filters: ProjectFilters, window: PageWindow): Query {
  return {
    query: filters.query || undefined,
    keys: filters.keys,
    id: filters.ids,
    typeKey: filters.typeKeys && filters.typeKeys.length > 0 ? filters.typeKeys.join(',') : undefined,
    orderBy: filters.orderBy,
    expand: expandQuery(filters.expand),
    startAt: window.startAt,
    maxResults: Math.min(window.maxResults, PROJECTS_PER_PAGE),
  };
}

/** One page of the projects the connection may view (`project/search`), ordered by key unless asked otherwise. */
export async function searchProjects(
  session: ApiSession,
  input: ProjectFilters & PageWindow,
  signal?: AbortSignal,
): Promise<OffsetPage<JiraProjectView>> {
  const response = await session.request({ area: 'jira', path: `${PROJECTS}/search`, query: searchQuery(input, input), signal });
  return fromPageBean(readBody('jira', pageBeanSchema(projectSchema), response.body), toProjectView);
}

/** Every project matching the filters, a full page (100) at a time until Jira says it was the last. */
export async function searchAllProjects(session: ApiSession, filters: ProjectFilters, signal?: AbortSignal): Promise<JiraProjectView[]> {
  const projects: JiraProjectView[] = [];
  let startAt: number | null = 0;
  while (startAt !== null) {
    const page: OffsetPage<JiraProjectView> = await searchProjects(session, { ...filters, startAt, maxResults: PROJECTS_PER_PAGE }, signal);
    projects.push(...page.items);
    startAt = page.nextStartAt;
  }
  return projects;
}

/** One project by key or id; its description and lead always come with it. */
export async function getProject(
  session: ApiSession,
  projectIdOrKey: string,
  expand: readonly ProjectExpand[] | undefined,
  signal?: AbortSignal,
): Promise<JiraProjectView> {
  const response = await session.request({
    area: 'jira',
    path: `${PROJECTS}/${encodeURIComponent(projectIdOrKey)}`,
    query: { expand: expandQuery(expand) },
    signal,
  });
  return toProjectView(readBody('jira', projectSchema, response.body));
}

/**
 * Makes `accountId` the lead of a project (by key or id) and answers the project as Jira saved it.
 * Jira refuses an unknown account, or one that cannot lead, with a 400 naming the project lead.
 */
export async function setProjectLead(session: ApiSession, projectKeyOrId: string, accountId: string, signal?: AbortSignal): Promise<JiraProjectView> {
  const response = await session.request({
    area: 'jira',
    method: 'PUT',
    path: `${PROJECTS}/${encodeURIComponent(projectKeyOrId)}`,
    body: { leadAccountId: accountId },
    signal,
  });
  return toProjectView(readBody('jira', projectSchema, response.body));
}
