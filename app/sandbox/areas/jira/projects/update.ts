import { z } from 'zod';
import type { SandboxRequest, World } from '../../../kit';
import { parseBody } from '../http/body';
import { badRequest, forbidden, invalidFields } from '../http/errors';
import { findPerson } from '../lookups';
import type { JiraProject, JiraState } from '../state';

/** The group whose members hold "Administer Jira", and with it "Administer Projects" everywhere. */
const JIRA_ADMINISTRATORS = 'jira-administrators';

/** `UpdateProjectDetails`: what the sandbox changes, and the fields it knows but leaves to a real site. */
const updateBody = z.strictObject({
  leadAccountId: z.string().max(128).optional(),
  lead: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  assigneeType: z.enum(['PROJECT_LEAD', 'UNASSIGNED']).optional(),
  avatarId: z.number().int().optional(),
  categoryId: z.number().int().optional(),
  issueSecurityScheme: z.number().int().optional(),
  key: z.string().optional(),
  notificationScheme: z.number().int().optional(),
  permissionScheme: z.number().int().optional(),
  releasedProjectKeys: z.array(z.string()).optional(),
  url: z.string().optional(),
});

const NOT_SUPPORTED = ['assigneeType', 'avatarId', 'categoryId', 'issueSecurityScheme', 'key', 'notificationScheme', 'permissionScheme', 'releasedProjectKeys', 'url'] as const;

/** "Administer Projects": the Jira administrators everywhere, and a project's lead on their own project. */
function mayAdminister(state: JiraState, project: JiraProject, accountId: string): boolean {
  if (project.leadAccountId === accountId) return true;
  return state.groups.some((group) => group.name === JIRA_ADMINISTRATORS && group.memberAccountIds.includes(accountId));
}

/** Only an active person with a Jira account can lead a project; apps, customers and deactivated accounts cannot. */
function requireLead(world: World, accountId: string): string {
  const person = findPerson(world, accountId);
  if (person === undefined || person.status !== 'active' || person.accountType !== 'atlassian') {
    throw invalidFields({ projectLead: 'You must specify a valid project lead.' });
  }
  return person.accountId;
}

/**
 * `PUT /project/{projectIdOrKey}`: the lead, name and description change; the key, schemes, category,
 * avatar, default assignee and URL are refused by name, as the sandbox has nothing behind them.
 */
export function updateProject(req: SandboxRequest, state: JiraState, world: World, project: JiraProject): void {
  const input = parseBody(updateBody, req.body);
  if (!mayAdminister(state, project, req.caller.accountId)) throw forbidden('You do not have permission to edit this project.');
  const unsupported = NOT_SUPPORTED.filter((field) => input[field] !== undefined);
  if (unsupported.length > 0) throw badRequest(`The sandbox does not change ${unsupported.join(', ')} of a project; only leadAccountId, name and description.`);
  if (input.lead !== undefined) {
    throw badRequest(input.leadAccountId === undefined ? 'The lead is given by leadAccountId; user names are no longer accepted.' : 'Give either lead or leadAccountId, not both.');
  }
  const name = input.name?.trim();
  if (name === '') throw invalidFields({ projectName: 'You must specify a valid project name.' });
  const leadAccountId = input.leadAccountId === undefined ? undefined : requireLead(world, input.leadAccountId);
  if (leadAccountId !== undefined) project.leadAccountId = leadAccountId;
  if (name !== undefined) project.name = name;
  if (input.description !== undefined) project.description = input.description;
}
