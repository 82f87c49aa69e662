import { channelGroup } from './group';
import { offboardingChannels } from '../offboarding/leavers.channels';

/** The contract of offboarding leavers across the products, with the words Activity shows for each write. */
export default channelGroup(offboardingChannels, {
  'offboarding.handover.start': 'Started offboarding',
  'offboarding.handoverRollback.start': 'Started rolling back an offboarding',
});
