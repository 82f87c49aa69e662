import { channelGroup } from './group';
import { appChannels } from '../app/window.channels';
import { connectionChannels } from '../app/connections.channels';
import { activityChannels } from '../app/activity.channels';
import { demoChannels } from '../app/demo.channels';
import { jobChannels } from '../app/jobs.channels';

/** The contract of the app's own channels: connections, Activity, the demo, jobs, with the words Activity shows for each write. */
export default channelGroup({ ...appChannels, ...connectionChannels, ...activityChannels, ...demoChannels, ...jobChannels }, {
  'app.connections.add': 'Added connection',
  'app.connections.update': 'Edited connection',
  'app.connections.remove': 'Removed connection',
  'app.connections.switch': 'Switched connection',
  'app.demo.start': 'Started the demo organization',
  'app.demo.reset': 'Reset the demo organization',
});
