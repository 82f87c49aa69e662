import type { AreaModule } from '../../kit';
import { generateJiraState } from './generate';
import { jiraErrorBody } from './http/errors';
import { servedUnderBothApiVersions } from './http/route';
import { specViolationBody } from './http/spec-violation';
import { projectRoutes } from './projects/routes';
import { notificationSchemeRoutes } from './schemes/routes';
import type { JiraState } from './state';
import { userRoutes } from './users/routes';
import { versionRoutes } from './versions';

export type { JiraState } from './state';

/** Jira Cloud platform REST: projects, project versions, user searches and notification schemes. */
export const jiraArea: AreaModule<JiraState> = {
  area: 'jira',
  routes: servedUnderBothApiVersions([...projectRoutes, ...versionRoutes, ...userRoutes, ...notificationSchemeRoutes]),
  generate: generateJiraState,
  errorBody: (_status, message) => jiraErrorBody([message]),
  badRequestBody: specViolationBody,
};
