import { channelGroup } from './group';
import { jiraPeopleChannels } from '../jira/people.channels';
import { jiraProjectChannels } from '../jira/projects.channels';
import { jiraSchemeChannels } from '../jira/schemes.channels';
import { jiraVersionChannels } from '../jira/versions.channels';

/** The contract of Jira projects: versions, notification schemes, people, with the words Activity shows for each write. */
export default channelGroup({ ...jiraProjectChannels, ...jiraVersionChannels, ...jiraSchemeChannels, ...jiraPeopleChannels }, {
  'jira.versions.create': 'Created version',
  'jira.versions.update': 'Edited version',
  'jira.versions.merge': 'Merged versions',
  'jira.notificationSchemes.create': 'Created notification scheme',
  'jira.notificationSchemes.update': 'Edited notification scheme',
  'jira.notificationSchemes.delete': 'Deleted notification scheme',
  'jira.notificationSchemes.updateRecipients': 'Changed notification recipients',
  'jira.notificationSchemes.restoreRecipients': 'Undid a notification change',
  'jira.notificationSchemes.createCopy': 'Copied notification scheme',
  'jira.orphanSchemes.start': 'Started deleting orphaned notification schemes',
  'jira.versionRemoval.start': 'Started removing a version, moving its issues',
  'jira.versions.updateOrder': 'Reordered versions',
  'jira.versions.restoreOrder': 'Undid a version move',
});
