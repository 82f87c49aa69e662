import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CableOutlined from '@mui/icons-material/CableOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Webhook from '@mui/icons-material/Webhook';
import type { ComponentType, ReactElement } from 'react';
import type { ConnectionArea } from '../../../app/contract/app/connections.channels';
import type { AreaSection } from '../shared/SectionTabs';

/**
 * The one place areas are registered. The shell builds the navigation and the routes from these lists; an
 * area's code is fetched the first time it is opened (`load`), so it costs the first screen nothing.
 * Adding an area is one entry here and one folder under `features/` (see renderer/README.md).
 */

/** What the shell hands an area's screen: the connection it works on, checked to have what the area needs. */
export interface AreaScreenProps {
  connectionId: string;
  area: WorkArea;
}

/** A lazily loaded module whose default export is the screen (React.lazy's shape). */
type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A part of Atlassian Cloud the admin works on, through the active connection. */
export interface WorkArea {
  /** Where it lives; its own routes go below this path. */
  path: string;
  title: string;
  icon: ReactElement;
  /** One sentence on what the admin does here. */
  purpose: string;
  /** The area's starting points, drawn as tabs under the header of each (the first is the area's own path). */
  sections: readonly AreaSection[];
  /** Parts of a connection this area cannot work without; the shell shows what is missing instead. */
  needs: readonly ConnectionArea[];
  /** Two or three things to try first in the demo organization, shown on the area while the demo is active until put away. */
  tryInDemo?: readonly string[];
  /**
   * The area's screen, loaded on first visit. It gets the connection id and must key its routes (or its
   * state) by it; the shell also remounts it whenever the active connection changes.
   */
  load: Loader<AreaScreenProps>;
}

/** A screen of Orgdesk itself (not tied to a connection). */
export interface ToolScreen {
  path: string;
  title: string;
  icon: ReactElement;
  load: Loader<object>;
}

export const workAreas: readonly WorkArea[] = [
  {
    path: '/users',
    title: 'Users & tokens',
    icon: <ManageAccountsOutlined />,
    purpose: 'Review the managed accounts of your organization and the API tokens they use.',
    sections: [
      { label: 'Find people', path: '/users' },
      { label: 'Token review', path: '/users/review' },
    ],
    // People search goes through the site; accounts and their tokens through the organization admin key.
    needs: ['admin', 'site'],
    tryInDemo: [
      'Find a person by name or e-mail and open their account: it says what you may change, and why not where you may not.',
      'Open Token review and scan everyone in the directory: charts show which tokens nobody uses and when a batch expires.',
      'Revoke a token or deactivate someone. Every change is listed under Activity, and “Reset demo” on Connections undoes them all.',
    ],
    load: () => import('../features/users/UsersArea'),
  },
  {
    path: '/offboarding',
    title: 'Leavers',
    icon: <PersonRemoveOutlined />,
    purpose: 'Offboard people who leave: hand over what they own in Confluence and Jira, revoke their tokens, deactivate them, and keep a record.',
    sections: [
      { label: 'Offboard', path: '/offboarding' },
      { label: 'Records', path: '/offboarding/records' },
    ],
    // Accounts and tokens go through the organization admin key; pages, schemes and projects through the site.
    needs: ['admin', 'site'],
    tryInDemo: [
      'Offboard a leaver of the demo: everything tied to them is found, from the pages only they can edit to the notification schemes that tell only them.',
      'Offboard the SCIM-managed leaver too: the hand-over goes ahead, and the plan says why Orgdesk cannot deactivate them.',
      'After the run, open its record: print it or save it as a PDF, export the CSV, or roll it back.',
    ],
    load: () => import('../features/offboarding/OffboardingArea'),
  },
  {
    path: '/content',
    title: 'Content',
    icon: <ArticleOutlined />,
    purpose: 'Look after Confluence pages: their history, attachments, templates and app content.',
    sections: [
      { label: 'Pages', path: '/content' },
      { label: 'Restricted pages', path: '/content/restricted-pages' },
      { label: 'Roll back a run', path: '/content/roll-back' },
      { label: 'Largest files', path: '/content/largest-files' },
      { label: 'Templates', path: '/content/templates' },
      { label: 'Custom content', path: '/content/custom-content' },
    ],
    tryInDemo: [
      'Find “Access review notes” and open its Access tab: choose anyone to see why they can or cannot view it, down to the page three levels up that blocks.',
      'Find “Mobile release checklist”, compare two of its versions and restore an earlier one.',
      'Open “Roll back a run”: an app account overwrote twelve pages in one minute, and a preview shows what undoing it would do.',
    ],
    needs: ['site'],
    load: () => import('../features/content/ContentArea'),
  },
  {
    path: '/projects',
    title: 'Projects',
    icon: <ViewKanbanOutlined />,
    purpose: 'Tidy up Jira projects: versions, notification schemes and people.',
    sections: [
      { label: 'Projects', path: '/projects' },
      { label: 'Notification schemes', path: '/projects/schemes', alsoAt: ['/projects/compare'] },
      { label: 'People', path: '/projects/people' },
    ],
    needs: ['site'],
    tryInDemo: [
      'Open Notification schemes, then “Platform Notifications”: stage a few changes in the matrix, review the diff and apply; Undo puts it back exactly.',
      'Compare two schemes side by side, or clean up the three schemes no project uses: a preview first, then a typed confirmation.',
      'Open a project’s Versions and remove a version, moving its fix, affects and custom-field issues each where you choose.',
    ],
    load: () => import('../features/projects/ProjectsArea'),
  },
  {
    path: '/webhooks',
    title: 'Webhooks',
    icon: <Webhook />,
    purpose: 'Manage the webhooks of your Bitbucket workspace: events, secrets, rotation and test deliveries.',
    sections: [
      { label: 'Webhooks', path: '/webhooks' },
      { label: 'Signature checker', path: '/webhooks/check' },
      { label: 'Test delivery', path: '/webhooks/test' },
    ],
    tryInDemo: [
      'Look at the flags on the list: webhooks without a secret, on plain http, or two sending to one address.',
      'Open “Test delivery”, listen for deliveries and send an event: each one arrives with its signature checked.',
      'Rotate a secret with the wizard: a second webhook takes over before the old one goes, so no delivery is missed.',
    ],
    needs: ['bitbucket'],
    load: () => import('../features/webhooks/WebhooksArea'),
  },
  {
    path: '/snapshots',
    title: 'Snapshots',
    icon: <SettingsBackupRestoreOutlined />,
    purpose: 'Keep snapshots of your setup, see what changed since, put it back, and copy it from one site to another.',
    sections: [{ label: 'Snapshots', path: '/snapshots' }],
    // Schemes, versions, restrictions and templates go through the site; a snapshot without Bitbucket says webhooks were not read.
    needs: ['site'],
    tryInDemo: [
      'Take a snapshot, then change a notification scheme, a page restriction or a webhook in its area, and compare the snapshot with the site now: exactly those changes are listed.',
      'Tick the changes and put them back: a dry run first, then a typed confirmation; the run can be undone.',
      'Copy schemes and templates from the “Orgdesk Staging” demo site: people are matched by e-mail and name, and you choose for anyone without a match.',
    ],
    load: () => import('../features/snapshots/SnapshotsArea'),
  },
];

export const toolScreens: readonly ToolScreen[] = [
  { path: '/activity', title: 'Activity', icon: <HistoryOutlined />, load: () => import('../features/activity/ActivityPage') },
  { path: '/connections', title: 'Connections', icon: <CableOutlined />, load: () => import('../features/connections/ConnectionsPage') },
];

/** Where the app opens when a connection is active: the first area. */
export const homePath = workAreas[0]?.path ?? '/connections';

