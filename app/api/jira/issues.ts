import { z } from 'zod';
import type { JiraUserView } from '../../contract/jira/models';
import type { ApiSession } from '../http/session';
import { readBody } from '../validate';
import { jiraUserSchema, toUserView } from './user-schema';

const id = z.union([z.number(), z.string()]).transform(String);
const groupValue = z.object({ name: z.string(), groupId: z.string().nullish() });

export interface IssuePeople {
  key: string;
  projectKey: string | null;
  reporter: JiraUserView | null;
  assignee: JiraUserView | null;
  componentIds: string[];
  /** People in each asked-for user-picker field. */
  userFields: Record<string, JiraUserView[]>;
  /** Group names in each asked-for group-picker field. */
  groupFields: Record<string, string[]>;
}

function peopleIn(value: unknown): JiraUserView[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.flatMap((entry) => {
    const parsed = jiraUserSchema.safeParse(entry);
    return parsed.success ? [toUserView(parsed.data)] : [];
  });
}

function groupsIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.flatMap((entry) => {
    const parsed = groupValue.safeParse(entry);
    return parsed.success ? [parsed.data.name] : [];
  });
}

/** The people an issue names: reporter, assignee, components, and the given picker fields. */
export async function getIssuePeople(
  session: ApiSession,
  issueKey: string,
  fields: { userFieldIds: string[]; groupFieldIds: string[] },
  signal?: AbortSignal,
): Promise<IssuePeople> {
  const wanted = ['project', 'reporter', 'assignee', 'components', ...fields.userFieldIds, ...fields.groupFieldIds];
  const response = await session.request({
    area: 'jira',
    path: `/rest/api/3/issue/${encodeURIComponent(issueKey)}`,
    query: { fields: wanted.join(',') },
    signal,
  });
  const issue = readBody(
    'jira',
    z.object({
      key: z.string(),
      fields: z
        .object({
          project: z.object({ key: z.string() }).nullish(),
          reporter: z.unknown(),
          assignee: z.unknown(),
          components: z.array(z.object({ id })).nullish(),
        })
        .catchall(z.unknown()),
    }),
    response.body,
  );
  const raw = issue.fields as Record<string, unknown>;
  return {
    key: issue.key,
    projectKey: issue.fields.project?.key ?? null,
    reporter: peopleIn(issue.fields.reporter)[0] ?? null,
    assignee: peopleIn(issue.fields.assignee)[0] ?? null,
    componentIds: (issue.fields.components ?? []).map((component) => component.id),
    userFields: Object.fromEntries(fields.userFieldIds.map((fieldId) => [fieldId, peopleIn(raw[fieldId])])),
    groupFields: Object.fromEntries(fields.groupFieldIds.map((fieldId) => [fieldId, groupsIn(raw[fieldId])])),
  };
}

/** Everyone watching an issue. Seeing the list needs the "View voters and watchers" permission. */
export async function getIssueWatchers(session: ApiSession, issueKey: string, signal?: AbortSignal): Promise<JiraUserView[]> {
  const response = await session.request({ area: 'jira', path: `/rest/api/3/issue/${encodeURIComponent(issueKey)}/watchers`, signal });
  const body = readBody('jira', z.object({ watchers: z.array(jiraUserSchema).nullish() }), response.body);
  return (body.watchers ?? []).map(toUserView);
}
