import { channelGroup } from './group';
import { bitbucketHookUndoChannels } from '../bitbucket/hook-undo.channels';
import { bitbucketChannels } from '../bitbucket/webhooks.channels';

/** The contract of Bitbucket workspace webhooks, with the words Activity shows for each write. */
export default channelGroup({ ...bitbucketChannels, ...bitbucketHookUndoChannels }, {
  'bitbucket.hooks.create': 'Created webhook',
  'bitbucket.hooks.update': 'Edited webhook',
  'bitbucket.hooks.pause': 'Paused webhook',
  'bitbucket.hooks.resume': 'Resumed webhook',
  'bitbucket.hooks.delete': 'Deleted webhook',
  'bitbucket.hookSecrets.update': 'Set webhook secret',
  'bitbucket.hookSecrets.remove': 'Removed webhook secret',
  'bitbucket.bulkChanges.start': 'Started a bulk webhook change',
  'bitbucket.hookEdits.restore': 'Undid a webhook change',
  'bitbucket.bulkUndo.start': 'Started putting back a bulk webhook change',
  'bitbucket.rotations.start': 'Started a secret rotation',
  'bitbucket.rotations.createHook': 'Secret rotation: added the new hook',
  'bitbucket.rotations.checkReceiver': 'Secret rotation: receiver confirmed',
  'bitbucket.rotations.pauseOld': 'Secret rotation: paused the old hook',
  'bitbucket.rotations.deleteOld': 'Secret rotation: deleted the old hook',
  'bitbucket.rotations.cancel': 'Cancelled a secret rotation',
  'bitbucket.receiver.start': 'Started listening for deliveries',
  'bitbucket.receiver.stop': 'Stopped listening for deliveries',
  'bitbucket.demoHooks.create': 'Pointed a demo webhook at this computer',
  'bitbucket.demoEvents.create': 'Sent a test event in the demo',
});
