import type { CoreArea } from '../area';
import { jiraProjectHandlers } from '../handlers/jira-projects';
import { jiraSchemeHandlers } from '../handlers/jira-schemes';
import { jiraVersionHandlers } from '../handlers/jira-versions';
import { jiraHandlers } from '../handlers/jira';

/** Jira projects: versions, notification schemes, people. It keeps nothing on disk. */
export const jiraArea: CoreArea<'jira'> = {
  name: 'jira',
  start: (services) => ({
    handlers: { ...jiraHandlers(services), ...jiraSchemeHandlers(services), ...jiraVersionHandlers(services), ...jiraProjectHandlers(services) },
    forgetConnection: async () => undefined,
    dispose: async () => undefined,
  }),
};
