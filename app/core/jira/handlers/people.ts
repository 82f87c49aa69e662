import type { jiraPeopleChannels } from '../../../contract/jira/people.channels';
import { searchPeople, userSearchOf } from '../people/user-search';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';

/** Jira's people searches, explained when they come back empty or short. */
export function jiraPeopleHandlers(services: CoreServices): HandlerSlice<keyof typeof jiraPeopleChannels> {
  return {
    'jira.people.search': async ({ connectionId, search, query, startAt, maxResults }, ctx) =>
      searchPeople(await services.api.session(connectionId), userSearchOf(search, query), { startAt, maxResults }, ctx.signal),
  };
}
