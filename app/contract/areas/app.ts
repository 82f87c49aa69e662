import { channelGroup } from './group';
import { appChannels } from '../app/window.channels';
import { connectionChannels } from '../app/connections.channels';
import { activityChannels } from '../app/activity.channels';
import { demoChannels } from '../app/demo.channels';
import { jobChannels } from '../app/jobs.channels';
import { recoveryChannels } from '../app/recovery.channels';

/** The contract of the app's own channels: connections, Activity, the demo, jobs and their recovery after a stop, with the words Activity shows for each write. */
export default channelGroup({ ...appChannels, ...connectionChannels, ...activityChannels, ...demoChannels, ...jobChannels, ...recoveryChannels }, {
  'app.connections.add': 'Added connection',
  'app.connections.update': 'Edited connection',
  'app.connections.remove': 'Removed connection',
  'app.connections.switch': 'Switched connection',
  'app.demo.start': 'Started a demo site',
  'app.demo.reset': 'Reset a demo site',
  'app.recovery.resume': 'Resumed a change that was interrupted',
  'app.recovery.rollBack': 'Rolled back a change that was interrupted',
  'app.recovery.leave': 'Left an interrupted change as it was',
});
