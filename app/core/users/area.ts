import type { CoreArea } from '../area';
import { userAccountHandlers } from './handlers/accounts';
import { usersHandlers } from './handlers/people';
import { RecentPeople } from './recent-people';
import { resumableRevoke } from './resumable-revoke';
import { TokenReview } from './token-review';

/** Managed accounts and their API tokens. Keeps, per connection, the people opened lately. */
export const usersArea: CoreArea<'users'> = {
  name: 'users',
  start: (services) => {
    const review = new TokenReview(services.jobs);
    services.resumableKinds.add(resumableRevoke(services, (connectionId, ref) => review.forget(connectionId, ref)));
    return {
      handlers: { ...userAccountHandlers(services), ...usersHandlers(services, review) },
      forgetConnection: (connectionId) => new RecentPeople(services.settings).forget(connectionId),
      dispose: async () => undefined,
    };
  },
};
