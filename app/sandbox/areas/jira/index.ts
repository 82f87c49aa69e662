import type { AreaModule } from '../../kit';
import { directoryRoutes } from './directory/routes';
import { generateJiraState } from './generate';
import { jiraErrorBody } from './http/errors';
import { servedUnderBothApiVersions } from './http/route';
import { specViolationBody } from './http/spec-violation';
import { issueRoutes } from './issues/routes';
import { projectRoutes } from './projects/routes';
import { notificationSchemeRoutes } from './schemes/routes';
import type { JiraState } from './state';
import { userRoutes } from './users/routes';
import { versionRoutes } from './versions';

export type { JiraState } from './state';

/** Jira Cloud platform REST: projects, project versions, user searches, notification schemes and who they reach. */
export const jiraArea: AreaModule<JiraState> = {
  area: 'jira',
  routes: servedUnderBothApiVersions([...projectRoutes, ...versionRoutes, ...userRoutes, ...notificationSchemeRoutes, ...directoryRoutes, ...issueRoutes]),
  generate: generateJiraState,
  errorBody: (_status, message) => jiraErrorBody([message]),
  badRequestBody: specViolationBody,
};
