import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Webhook from '@mui/icons-material/Webhook';
import type { ReactElement } from 'react';
import type { ConnectionArea } from '../../../../app/contract/channels/connections';

export interface WorkArea {
  path: string;
  title: string;
  icon: ReactElement;
  /** One sentence on what the admin will do here. */
  purpose: string;
  /** For an area whose screens are still to come: what they will offer. */
  upcoming?: string[];
  /** Parts of a connection this area cannot work without. */
  needs: ConnectionArea[];
}

export const usersArea: WorkArea = {
  path: '/users',
  title: 'Users & tokens',
  icon: <ManageAccountsOutlined />,
  purpose: 'Review the managed accounts of your organization and the API tokens they use.',
  // People search goes through the site; accounts and their tokens through the organization admin key.
  needs: ['admin', 'site'],
};

export const workAreas: readonly WorkArea[] = [
  usersArea,
  {
    path: '/content',
    title: 'Content',
    icon: <ArticleOutlined />,
    purpose: 'Look after Confluence pages: who can see them, their history and templates.',
    upcoming: [
      'Check and change who can view or edit a page',
      'Browse a page’s version history and restore an earlier version',
      'Search content and manage page templates',
    ],
    needs: ['site'],
  },
  {
    path: '/projects',
    title: 'Projects',
    icon: <ViewKanbanOutlined />,
    purpose: 'Tidy up Jira projects: versions, notification schemes and people.',
    upcoming: [
      'List, release and merge project versions',
      'See which notification scheme each project uses',
      'Find people across your site',
    ],
    needs: ['site'],
  },
  {
    path: '/webhooks',
    title: 'Webhooks',
    icon: <Webhook />,
    purpose: 'Manage the webhooks of your Bitbucket workspace.',
    upcoming: [
      'See every webhook of the workspace and the events it listens to',
      'Add, edit, pause and remove webhooks',
      'Spot webhooks pointing at addresses that no longer answer',
    ],
    needs: ['bitbucket'],
  },
];

/** How each part of a connection is called in the interface. */
export const partNames: Record<ConnectionArea, string> = {
  site: 'Site',
  admin: 'Organization admin',
  bitbucket: 'Bitbucket',
};

/** What a user has to provide to set up each part, for "not configured" messages. */
export const partRequirements: Record<ConnectionArea, string> = {
  site: 'the site address with an e-mail and API token',
  admin: 'an organization admin API key',
  bitbucket: 'a Bitbucket workspace and access token',
};
