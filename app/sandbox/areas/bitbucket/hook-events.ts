import type { RouteDef } from '../../kit';
import { eventTypesFor, hookSubjectTypes } from './events';
import { bitbucketError } from './errors';
import { bitbucketPage } from './paging';
import type { BitbucketState } from './state';

/** The real catalogue answers with 30 per page. */
const catalogPagelen = 30;

export const hookEventRoutes: RouteDef<BitbucketState>[] = [
  {
    method: 'GET',
    path: '/2.0/hook_events',
    public: true,
    handle: (req) => {
      const link = (subject: string, name: string) => ({ events: { href: `${req.baseUrl}/2.0/hook_events/${subject}`, name } });
      return { status: 200, body: { repository: link('repository', 'Repository events'), workspace: link('workspace', 'Workspace events') } };
    },
  },
  {
    method: 'GET',
    path: '/2.0/hook_events/{subject_type}',
    public: true,
    handle: (req) => {
      const subject = hookSubjectTypes.find((candidate) => candidate === req.params.subject_type);
      if (!subject) throw bitbucketError(404, `Unknown subject type '${req.params.subject_type ?? ''}'.`);
      return { status: 200, body: bitbucketPage(req, eventTypesFor(subject), catalogPagelen) };
    },
  },
];
