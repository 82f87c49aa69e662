import type { Channel, MutatingChannel } from './channels';
import type { ActivityEntry } from './channels/activity';

/**
 * Plain words for every action the Activity log records. Channel writes are stored by channel name and
 * shown through this table; job steps are stored in words already and pass through unchanged.
 */
const labels: Record<MutatingChannel, string> = {
  'app.connections.add': 'Added connection',
  'app.connections.update': 'Edited connection',
  'app.connections.remove': 'Removed connection',
  'app.connections.switch': 'Switched connection',
  'app.demo.start': 'Started the demo organization',
  'app.demo.reset': 'Reset the demo organization',
  'admin.profile.update': 'Edited profile',
  'admin.accounts.deactivate': 'Deactivated account',
  'admin.accounts.reactivate': 'Reactivated account',
  'admin.tokens.revoke': 'Revoked API token',
  'users.tokens.revokeAll': 'Revoked all API tokens',
  'users.accounts.deactivateAndRevoke': 'Deactivated account and revoked its tokens',
  'users.bulkRevoke.start': 'Started bulk token revocation',
  'jira.versions.create': 'Created version',
  'jira.versions.update': 'Edited version',
  'jira.versions.merge': 'Merged versions',
  'jira.notificationSchemes.create': 'Created notification scheme',
  'jira.notificationSchemes.update': 'Edited notification scheme',
  'jira.notificationSchemes.delete': 'Deleted notification scheme',
  'jira.notifications.add': 'Added notifications',
  'jira.notifications.remove': 'Removed notification',
  'jira.notificationSchemes.updateRecipients': 'Changed notification recipients',
  'jira.notificationSchemes.restoreRecipients': 'Undid a notification change',
  'jira.notificationSchemes.createCopy': 'Copied notification scheme',
  'jira.orphanSchemes.start': 'Started deleting orphaned notification schemes',
  'jira.versions.removeAndSwap': 'Removed version, moving its issues',
  'jira.versions.updateOrder': 'Reordered versions',
  'bitbucket.hooks.create': 'Created webhook',
  'bitbucket.hooks.update': 'Edited webhook',
  'bitbucket.hooks.pause': 'Paused webhook',
  'bitbucket.hooks.resume': 'Resumed webhook',
  'bitbucket.hooks.delete': 'Deleted webhook',
  'bitbucket.hookSecrets.update': 'Set webhook secret',
  'bitbucket.hookSecrets.remove': 'Removed webhook secret',
  'bitbucket.bulkChanges.start': 'Started a bulk webhook change',
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
};

/** The words for an action recorded in the log: a write's label, or a job step (already words) unchanged. */
export function actionLabel(action: string): string {
  return Object.hasOwn(labels, action) ? labels[action as MutatingChannel] : action;
}

export function hasActionLabel(channel: Channel): boolean {
  return Object.hasOwn(labels, channel);
}

/** The outcome of an entry in words: the same on the screen, in its filter and search, and in the CSV. */
export const outcomeLabels: Record<ActivityEntry['outcome'], string> = {
  success: 'Succeeded',
  failure: 'Failed',
  'dry-run': 'Preview only',
};
