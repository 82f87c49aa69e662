import { getProject, searchAllProjects } from '../../../api/jira/projects';
import type { jiraProjectChannels } from '../../../contract/jira/projects.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

export function jiraProjectHandlers(services: CoreServices): HandlerSlice<keyof typeof jiraProjectChannels> {
  return {
    'jira.projects.list': async ({ connectionId, ...filters }, ctx) => ({
      projects: await searchAllProjects(await services.api.session(connectionId), filters, ctx.signal),
    }),
    'jira.projects.get': async ({ connectionId, projectIdOrKey, expand }, ctx) =>
      getProject(await services.api.session(connectionId), projectIdOrKey, expand, ctx.signal),
  };
}
