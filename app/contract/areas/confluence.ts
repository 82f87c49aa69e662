import { channelGroup } from './group';
import { confluenceChannels } from '../channels/confluence';
import { confluenceHistoryChannels } from '../channels/confluence-history';
import { confluenceAccessChannels } from '../channels/confluence-access';

/** The contract of Confluence content: pages, access, history, templates, attachments, custom content, with the words Activity shows for each write. */
export default channelGroup({ ...confluenceChannels, ...confluenceHistoryChannels, ...confluenceAccessChannels }, {
  'confluence.restrictions.add': 'Added page restrictions',
  'confluence.restrictions.replace': 'Replaced page restrictions',
  'confluence.restrictions.removeAll': 'Removed all page restrictions',
  'confluence.restrictions.addGroup': 'Gave a group access to a page',
  'confluence.restrictions.removeGroup': 'Took a group’s page access away',
  'confluence.restrictions.addUser': 'Gave a person access to a page',
  'confluence.restrictions.removeUser': 'Took a person’s page access away',
  'confluence.access.update': 'Changed who can view or edit a page',
  'confluence.access.restore': 'Undid a page restriction change',
  'confluence.accessTree.start': 'Changed restrictions of a page tree',
  'confluence.accessTree.restore': 'Rolled back a page tree restriction change',
  'confluence.versions.restore': 'Restored page version',
  'confluence.versions.delete': 'Deleted page version',
  'confluence.templates.create': 'Created template',
  'confluence.templates.update': 'Edited template',
  'confluence.templates.delete': 'Deleted template',
  'confluence.pages.create': 'Created page',
  'confluence.pages.update': 'Edited page',
  'confluence.pages.delete': 'Deleted page',
  'confluence.attachments.delete': 'Deleted attachment',
  'confluence.customContent.create': 'Created custom content',
  'confluence.customContent.update': 'Edited custom content',
  'confluence.customContent.delete': 'Deleted custom content',
  'confluence.historyCleanup.start': 'Started a history clean-up',
  'confluence.rollback.start': 'Started rolling back pages',
  'confluence.templates.createCopies': 'Copied a template to other spaces',
});
