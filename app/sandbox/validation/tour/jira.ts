import { z } from 'zod';
import type { JiraState } from '../../areas/jira';
import { fieldOf, type ContractTour } from './tour';

const expandedScheme = z.object({ notificationSchemeEvents: z.array(z.object({ notifications: z.array(z.object({ id: z.number() })) })) });

/** Every Jira operation once under one API version (`2` or `3`), plus the errors a client meets most. */
export async function jiraTour(tour: ContractTour, apiVersion: '2' | '3'): Promise<void> {
  const api = `/rest/api/${apiVersion}`;
  const state = tour.sandbox.world.areas.jira as JiraState;
  const project = state.projects[0];
  if (!project) throw new Error('the world has no Jira project');
  const createVersion = async (name: string): Promise<string> =>
    fieldOf(await tour.step('jira', 'POST', `${api}/version`, { body: { name: `${name} (v${apiVersion})`, projectId: project.id, releaseDate: '2026-12-01' } }), 'id');

  await tour.step('jira', 'GET', `${api}/project/${project.key}/versions`);
  await tour.step('jira', 'GET', `${api}/project/${project.key}/version?maxResults=5&orderBy=-releaseDate`);
  const kept = await createVersion('Tour kept');
  await tour.step('jira', 'GET', `${api}/version/${kept}`);
  await tour.step('jira', 'PUT', `${api}/version/${kept}`, { body: { description: 'Edited by the contract tour' } });
  await tour.step('jira', 'GET', `${api}/version/${kept}/relatedIssueCounts`);
  await tour.step('jira', 'GET', `${api}/version/${kept}/unresolvedIssueCount`);
  await tour.step('jira', 'POST', `${api}/version/${kept}/move`, { body: { position: 'First' } });
  await tour.step('jira', 'POST', `${api}/version/${kept}/move`, { body: {}, status: 400 });
  const merged = await createVersion('Tour merged');
  await tour.step('jira', 'PUT', `${api}/version/${merged}/mergeto/${kept}`);
  const swapped = await createVersion('Tour swapped');
  await tour.step('jira', 'POST', `${api}/version/${swapped}/removeAndSwap`, { body: { moveFixIssuesTo: Number(kept) } });
  await tour.step('jira', 'DELETE', `${api}/version/${kept}`);
  await tour.step('jira', 'GET', `${api}/version/${kept}`, { status: 404 });
  await tour.step('jira', 'POST', `${api}/version`, { body: { projectId: project.id }, status: 400 });

  await tour.step('jira', 'GET', `${api}/user/search?query=a&maxResults=5`);
  await tour.step('jira', 'GET', `${api}/user/assignable/multiProjectSearch?projectKeys=${project.key}&query=a`);
  await tour.step('jira', 'GET', `${api}/user/viewissue/search?projectKey=${project.key}&query=a`);
  await tour.step('jira', 'GET', `${api}/user/search`, { status: 400 });

  await tour.step('jira', 'GET', `${api}/notificationscheme?maxResults=3&expand=all`);
  await tour.step('jira', 'GET', `${api}/notificationscheme/project?projectId=${project.id}`);
  const scheme = fieldOf(
    await tour.step('jira', 'POST', `${api}/notificationscheme`, {
      body: {
        name: `Contract tour (v${apiVersion})`,
        notificationSchemeEvents: [{ event: { id: '1' }, notifications: [{ notificationType: 'Group', parameter: 'site-admins' }] }],
      },
    }),
    'id',
  );
  const schemePath = `${api}/notificationscheme/${scheme}`;
  await tour.step('jira', 'PUT', schemePath, { body: { name: `Contract tour, renamed (v${apiVersion})` } });
  await tour.step('jira', 'PUT', `${schemePath}/notification`, {
    body: { notificationSchemeEvents: [{ event: { id: '2' }, notifications: [{ notificationType: 'CurrentAssignee' }] }] },
  });
  const read = await tour.step('jira', 'GET', `${schemePath}?expand=all`);
  const notification = expandedScheme.parse(read).notificationSchemeEvents[0]?.notifications[0]?.id;
  await tour.step('jira', 'DELETE', `${schemePath}/notification/${String(notification)}`);
  await tour.step('jira', 'DELETE', schemePath);
  await tour.step('jira', 'GET', `${api}/notificationscheme/abc`, { status: 400 });
  await tour.step('jira', 'GET', `${api}/project/${project.key}/notificationscheme?expand=all`);

  // What "who will be notified" reads: events, roles and their actors, groups and members, fields, issues.
  const group = state.groups[0];
  const issue = state.issues.find((candidate) => candidate.projectId === project.id && !candidate.restricted);
  const restricted = state.issues.find((candidate) => candidate.restricted);
  if (!group || !issue || !restricted) throw new Error('the world lacks a group or issues');
  await tour.step('jira', 'GET', `${api}/events`);
  await tour.step('jira', 'GET', `${api}/role`);
  await tour.step('jira', 'GET', `${api}/project/${project.key}/role`);
  await tour.step('jira', 'GET', `${api}/project/${project.key}/role/10003`);
  await tour.step('jira', 'GET', `${api}/project/${project.key}/role/1`, { status: 404 });
  await tour.step('jira', 'GET', `${api}/project/${project.key}/components`);
  await tour.step('jira', 'GET', `${api}/group/bulk?maxResults=5`);
  await tour.step('jira', 'GET', `${api}/group/member?groupId=${group.groupId}&includeInactiveUsers=true`);
  await tour.step('jira', 'GET', `${api}/group/member?groupname=no-such-group`, { status: 404 });
  await tour.step('jira', 'GET', `${api}/user?accountId=${project.leadAccountId}`);
  await tour.step('jira', 'GET', `${api}/user/bulk?accountId=${project.leadAccountId}&accountId=nobody&maxResults=50`);
  await tour.step('jira', 'GET', `${api}/field`);
  await tour.step('jira', 'GET', `${api}/issue/${issue.key}?fields=reporter,assignee,components,customfield_10200,customfield_10300`);
  await tour.step('jira', 'GET', `${api}/issue/${issue.key}/watchers`);
  await tour.step('jira', 'GET', `${api}/issue/${restricted.key}`, { status: 404 });
}
