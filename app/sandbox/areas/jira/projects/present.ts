import type { SandboxRequest, World } from '../../../kit';
import { apiBase } from '../http/links';
import type { JiraProject, JiraState } from '../state';
import { presentUser, type JiraUserJson } from '../users/present';

/** Jira's `Project` as the project reads answer it. */
export interface JiraProjectJson {
  expand: string;
  self: string;
  id: string;
  key: string;
  name: string;
  avatarUrls: Record<'16x16' | '24x24' | '32x32' | '48x48', string>;
  projectTypeKey: string;
  simplified: boolean;
  style: 'classic' | 'next-gen';
  isPrivate: boolean;
  properties: Record<string, never>;
  description?: string;
  lead?: JiraUserJson;
  projectKeys?: string[];
  insight?: { totalIssueCount: number; lastIssueUpdateTime: string };
}

/** What `expand` can add to a project, as Jira lists it in the answer's own `expand`. */
const EXPANDABLE = 'description,lead,issueTypes,url,projectKeys,permissions,insight';

const AVATAR_SIZES = { '16x16': 'xsmall', '24x24': 'small', '32x32': 'medium', '48x48': 'large' } as const;

/** Jira writes these times with milliseconds and a `+0000` offset: `2021-04-22T05:37:05.000+0000`. */
function jiraTime(iso: string): string {
  return iso.replace(/Z$/, '+0000');
}

/** Issues per project, counted once per request for every project it presents. */
export function issueCounts(state: JiraState): Map<number, number> {
  const counts = new Map<number, number>();
  for (const issue of state.issues) counts.set(issue.projectId, (counts.get(issue.projectId) ?? 0) + 1);
  return counts;
}

export interface PresentOptions {
  /** Lower-cased `expand` options. */
  expand: Set<string>;
  /** The single-project read always includes the description and the lead. */
  always?: boolean;
  issueCounts: Map<number, number>;
}

export function presentProject(req: SandboxRequest, world: World, project: JiraProject, options: PresentOptions): JiraProjectJson {
  const avatarUrls = Object.fromEntries(
    Object.entries(AVATAR_SIZES).map(([size, word]) => [size, `${req.baseUrl}/secure/projectavatar?size=${word}&pid=${project.id}`]),
  ) as JiraProjectJson['avatarUrls'];
  const teamManaged = project.teamManaged ?? false;
  const json: JiraProjectJson = {
    expand: EXPANDABLE,
    self: `${apiBase(req)}/project/${project.id}`,
    id: String(project.id),
    key: project.key,
    name: project.name,
    avatarUrls,
    projectTypeKey: project.typeKey ?? 'software',
    simplified: teamManaged,
    style: teamManaged ? 'next-gen' : 'classic',
    isPrivate: false,
    properties: {},
  };
  const wants = (option: string) => options.always === true || options.expand.has(option.toLowerCase());
  if (wants('description')) json.description = project.description ?? '';
  const lead = world.people.find((person) => person.accountId === project.leadAccountId);
  if (wants('lead') && lead) json.lead = presentUser(req, lead);
  if (options.expand.has('projectkeys')) json.projectKeys = [project.key, ...(project.previousKeys ?? [])];
  if (options.expand.has('insight')) {
    json.insight = {
      totalIssueCount: options.issueCounts.get(project.id) ?? 0,
      lastIssueUpdateTime: jiraTime(project.lastIssueUpdate ?? world.now),
    };
  }
  return json;
}
