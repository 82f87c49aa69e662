import type { peopleChannels } from '../../../contract/users/people.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';
import { searchPeople } from '../people-search';
import { RecentPeople } from '../recent-people';

/** People search across Jira and Confluence, and the accounts opened lately on a connection. */
export function peopleHandlers(services: CoreServices): HandlerSlice<keyof typeof peopleChannels> {
  const recent = new RecentPeople(services.settings);
  /** The connection named by the call, refused when it no longer exists. */
  const connectionIdOf = (connectionId: string) => services.connections.find(connectionId).id;

  return {
    'users.people.search': async ({ connectionId, query }, ctx) => searchPeople(await services.api.session(connectionIdOf(connectionId)), query, ctx.signal),
    'users.recentPeople.list': async ({ connectionId }) => ({ people: recent.list(connectionIdOf(connectionId)) }),
    'users.recentPeople.add': async ({ connectionId, person }) => {
      await recent.remember(connectionIdOf(connectionId), person);
      return { remembered: true };
    },
  };
}
