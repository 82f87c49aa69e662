import { channelGroup } from './group';
import { confluenceAccessChannels } from '../confluence/access.channels';
import { confluenceAttachmentChannels } from '../confluence/attachments.channels';
import { confluenceCustomContentChannels } from '../confluence/custom-content.channels';
import { confluenceHistoryChannels } from '../confluence/history.channels';
import { confluencePageChannels } from '../confluence/pages-and-spaces.channels';
import { confluenceSearchChannels } from '../confluence/search.channels';
import { confluenceTemplateChannels } from '../confluence/templates.channels';

/** The contract of Confluence content: pages, access, history, templates, attachments, custom content, with the words Activity shows for each write. */
export default channelGroup(
  {
    ...confluencePageChannels,
    ...confluenceSearchChannels,
    ...confluenceAccessChannels,
    ...confluenceHistoryChannels,
    ...confluenceTemplateChannels,
    ...confluenceAttachmentChannels,
    ...confluenceCustomContentChannels,
  },
  {
    'confluence.access.update': 'Changed who can view or edit a page',
    'confluence.access.restore': 'Undid a page restriction change',
    'confluence.accessTree.start': 'Changed restrictions of a page tree',
    'confluence.accessTreeRollback.start': 'Rolled back a page tree restriction change',
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
  },
);
