import type { CoreArea } from '../area';
import { userAccountHandlers } from './handlers/accounts';
import { peopleHandlers } from './handlers/people';
import { tokenReviewHandlers } from './handlers/token-review';
import { RecentPeople } from './recent-people';
import { resumableRevoke } from './resumable-revoke';
import { TokenReview } from './token-review';

/** Managed accounts and their API tokens. Keeps, per connection, the people opened lately. */
export const usersArea: CoreArea<'users'> = {
  name: 'users',
  start: (services) => {
    // Revoking one account's tokens takes them out of the token review's scans too.
    const review = new TokenReview(services.jobs);
    services.resumableKinds.add(resumableRevoke(services, (connectionId, ref) => review.forget(connectionId, ref)));
    return {
      handlers: { ...userAccountHandlers(services, review), ...peopleHandlers(services), ...tokenReviewHandlers(services, review) },
      forgetConnection: (connectionId) => new RecentPeople(services.settings).forget(connectionId),
      dispose: async () => undefined,
    };
  },
};
