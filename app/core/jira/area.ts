import type { CoreArea } from '../area';
import { jiraProjectHandlers } from './handlers/projects';
import { resumableOrphanCleanup } from './schemes/resumable-orphans';
import { jiraSchemeHandlers } from './handlers/schemes';
import { jiraVersionHandlers } from './handlers/versions';
import { jiraHandlers } from './handlers/versions-and-schemes';

/** Jira projects: versions, notification schemes, people. It keeps nothing on disk. */
export const jiraArea: CoreArea<'jira'> = {
  name: 'jira',
  start: (services) => {
    services.resumableKinds.add(resumableOrphanCleanup(services));
    return {
      handlers: { ...jiraHandlers(services), ...jiraSchemeHandlers(services), ...jiraVersionHandlers(services), ...jiraProjectHandlers(services) },
      forgetConnection: async () => undefined,
      dispose: async () => undefined,
    };
  },
};
