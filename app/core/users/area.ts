import type { CoreArea } from '../area';
import { userAccountHandlers } from './handlers/accounts';
import { usersHandlers } from './handlers/people';
import { RecentPeople } from './recent-people';

/** Managed accounts and their API tokens. Keeps, per connection, the people opened lately. */
export const usersArea: CoreArea<'users'> = {
  name: 'users',
  start: (services) => ({
    handlers: { ...userAccountHandlers(services), ...usersHandlers(services) },
    forgetConnection: (connectionId) => new RecentPeople(services.settings).forget(connectionId),
    dispose: async () => undefined,
  }),
};
