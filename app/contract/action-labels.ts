import type { Channel } from './channels';

/**
 * Plain words for every action the Activity log records. Channel writes are stored by channel name and
 * shown through this table; job steps are stored in words already and pass through unchanged.
 */
const labels: Partial<Record<Channel, string>> = {
  'connections.add': 'Added connection',
  'connections.update': 'Edited connection',
  'connections.remove': 'Removed connection',
  'connections.switch': 'Switched connection',
  'demo.start': 'Started the demo organization',
  'demo.reset': 'Reset the demo organization',
  'admin.updateProfile': 'Edited profile',
  'admin.deactivate': 'Deactivated account',
  'admin.reactivate': 'Reactivated account',
  'admin.revokeToken': 'Revoked API token',
  'users.revokeAllTokens': 'Revoked all API tokens',
  'users.deactivateAndRevoke': 'Deactivated account and revoked its tokens',
  'tokens.revokeStart': 'Started bulk token revocation',
  'jira.createVersion': 'Created version',
  'jira.updateVersion': 'Edited version',
  'jira.mergeVersion': 'Merged versions',
  'jira.createNotificationScheme': 'Created notification scheme',
  'jira.updateNotificationScheme': 'Edited notification scheme',
  'jira.deleteNotificationScheme': 'Deleted notification scheme',
  'jira.addNotifications': 'Added notifications',
  'jira.removeNotification': 'Removed notification',
  'jira.notificationSchemes.updateRecipients': 'Changed notification recipients',
  'jira.notificationSchemes.restoreRecipients': 'Undid a notification change',
  'jira.notificationSchemes.createCopy': 'Copied notification scheme',
  'jira.orphanSchemes.start': 'Started deleting orphaned notification schemes',
  'jira.versions.removeAndSwap': 'Removed version, moving its issues',
  'jira.versions.updateOrder': 'Reordered versions',
  'bitbucket.createHook': 'Created webhook',
  'bitbucket.updateHook': 'Edited webhook',
  'bitbucket.deleteHook': 'Deleted webhook',
  'confluence.restrictions.add': 'Added page restrictions',
  'confluence.restrictions.replace': 'Replaced page restrictions',
  'confluence.restrictions.removeAll': 'Removed all page restrictions',
  'confluence.restrictions.addGroup': 'Gave a group access to a page',
  'confluence.restrictions.removeGroup': 'Took a group’s page access away',
  'confluence.restrictions.addUser': 'Gave a person access to a page',
  'confluence.restrictions.removeUser': 'Took a person’s page access away',
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
};

export function actionLabel(action: string): string {
  return labels[action as Channel] ?? action;
}

export function hasActionLabel(channel: Channel): boolean {
  return labels[channel] !== undefined;
}
