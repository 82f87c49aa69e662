import { channelGroup } from './group';
import { userAccountChannels } from '../users/accounts.channels';
import { peopleChannels } from '../users/people.channels';
import { stoppedScanChannels } from '../users/stopped-scans.channels';
import { tokenReviewChannels } from '../users/token-review.channels';

/** The contract of managed accounts and their API tokens (the Admin API, people search through the site), with the words Activity shows for each write. */
export default channelGroup({ ...userAccountChannels, ...peopleChannels, ...tokenReviewChannels, ...stoppedScanChannels }, {
  'users.profile.update': 'Edited profile',
  'users.accounts.deactivate': 'Deactivated account',
  'users.accounts.reactivate': 'Reactivated account',
  'users.tokens.revoke': 'Revoked API token',
  'users.tokens.revokeAll': 'Revoked all API tokens',
  'users.accounts.deactivateAndRevoke': 'Deactivated account and revoked its tokens',
  'users.bulkRevoke.start': 'Started bulk token revocation',
  'users.stoppedScans.resume': 'Continued a token scan that was interrupted',
  'users.stoppedScans.remove': 'Discarded a token scan that was interrupted',
});
