import { channelGroup } from './group';
import { confluenceChannels } from '../confluence/content';
import { confluenceHistoryChannels } from '../confluence/history.channels';
import { confluenceAccessChannels } from '../confluence/access.channels';

/** The contract of Confluence content: pages, access, history, templates, attachments, custom content, with the words Activity shows for each write. */
export default channelGroup({ ...confluenceChannels, ...confluenceHistoryChannels, ...confluenceAccessChannels }, {
  'confluence.access.update': 'Changed who can view or edit a page',
  'confluence.access.restore': 'Undid a page restriction change',
  'confluence.accessTree.start': 'Changed restrictions of a page tree',
  'confluence.accessTree.restore': 'Rolled back a page tree restriction change',
  'confluence.versions.restore': 'Restored page version',
  'confluence.versions.delete': 'Deleted page version',
  'confluence.templates.create': 'Created template',
  'confluence.templates.update': 'Edited template',
  'confluence.templates.delete': 'Deleted template',
  'confluence.attachments.delete': 'Deleted attachment',
  'confluence.customContent.update': 'Edited custom content',
  'confluence.customContent.delete': 'Deleted custom content',
  'confluence.historyCleanup.start': 'Started a history clean-up',
  'confluence.rollback.start': 'Started rolling back pages',
  'confluence.templates.createCopies': 'Copied a template to other spaces',
});
