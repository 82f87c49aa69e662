import { channelGroup } from './group';
import { snapshotsChannels } from '../snapshots/snapshots.channels';

/** The contract of configuration snapshots, with the words Activity shows for each write. */
export default channelGroup(snapshotsChannels, {
  'snapshots.snapshot.create': 'Took a snapshot',
  'snapshots.snapshot.delete': 'Deleted a snapshot',
  'snapshots.snapshotFile.create': 'Imported a snapshot',
  'snapshots.autoSnapshot.update': 'Changed automatic snapshots',
  'snapshots.apply.start': 'Started applying a snapshot',
});
