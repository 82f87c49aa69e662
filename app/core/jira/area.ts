import type { CoreArea } from '../area';
import { jiraPeopleHandlers } from './handlers/people';
import { jiraProjectHandlers } from './handlers/projects';
import { resumableOrphanCleanup } from './schemes/resumable-orphans';
import { jiraSchemeHandlers } from './handlers/schemes';
import { jiraVersionHandlers } from './handlers/versions';
import { resumableVersionRemoval } from './versions/resumable-removal';

/** Jira projects: versions, notification schemes, people. It keeps nothing on disk. */
export const jiraArea: CoreArea<'jira'> = {
  name: 'jira',
  start: (services) => {
    services.resumableKinds.add(resumableOrphanCleanup(services));
    services.resumableKinds.add(resumableVersionRemoval(services));
    return {
      handlers: { ...jiraProjectHandlers(services), ...jiraVersionHandlers(services), ...jiraSchemeHandlers(services), ...jiraPeopleHandlers(services) },
      forgetConnection: async () => undefined,
      dispose: async () => undefined,
    };
  },
};
