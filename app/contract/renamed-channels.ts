import type { MutatingChannel } from './channels';

/**
 * Names Orgdesk's writes had before channels were named `area.resource.verb`. Activity logs written by
 * older versions still carry them; the log reads them under today's names so they show today's words.
 * Only writes are here, since only writes reach the log. Never remove an entry: old logs stay on disk.
 */
const previousNames: Readonly<Record<string, MutatingChannel | RetiredWrite>> = {
  'connections.add': 'app.connections.add',
  'connections.update': 'app.connections.update',
  'connections.remove': 'app.connections.remove',
  'connections.switch': 'app.connections.switch',
  'demo.start': 'app.demo.start',
  'demo.reset': 'app.demo.reset',
  'admin.updateProfile': 'users.profile.update',
  'admin.deactivate': 'users.accounts.deactivate',
  'admin.reactivate': 'users.accounts.reactivate',
  'admin.revokeToken': 'users.tokens.revoke',
  'admin.profile.update': 'users.profile.update',
  'admin.accounts.deactivate': 'users.accounts.deactivate',
  'admin.accounts.reactivate': 'users.accounts.reactivate',
  'admin.tokens.revoke': 'users.tokens.revoke',
  'users.revokeAllTokens': 'users.tokens.revokeAll',
  'users.deactivateAndRevoke': 'users.accounts.deactivateAndRevoke',
  'tokens.revokeStart': 'users.bulkRevoke.start',
  'jira.createVersion': 'jira.versions.create',
  'jira.updateVersion': 'jira.versions.update',
  'jira.mergeVersion': 'jira.versions.merge',
  'jira.createNotificationScheme': 'jira.notificationSchemes.create',
  'jira.updateNotificationScheme': 'jira.notificationSchemes.update',
  'jira.deleteNotificationScheme': 'jira.notificationSchemes.delete',
  'jira.addNotifications': 'jira.notifications.add',
  'jira.removeNotification': 'jira.notifications.remove',
  'bitbucket.createHook': 'bitbucket.hooks.create',
  'bitbucket.updateHook': 'bitbucket.hooks.update',
  'bitbucket.deleteHook': 'bitbucket.hooks.delete',
  'jira.versions.removeAndSwap': 'jira.versionRemoval.start',
  'confluence.accessTree.restore': 'confluence.accessTreeRollback.start',
};

/**
 * Writes the window no longer offers (raw one-endpoint helpers that only tests used, retired from the
 * contract): logs on disk still carry them, so they keep their words here. Never remove an entry.
 */
export const retiredWrites = {
  'confluence.restrictions.add': 'Added page restrictions',
  'confluence.restrictions.replace': 'Replaced page restrictions',
  'confluence.restrictions.removeAll': 'Removed all page restrictions',
  'confluence.restrictions.addGroup': 'Gave a group access to a page',
  'confluence.restrictions.removeGroup': 'Took a group’s page access away',
  'confluence.restrictions.addUser': 'Gave a person access to a page',
  'confluence.restrictions.removeUser': 'Took a person’s page access away',
  'confluence.pages.create': 'Created page',
  'confluence.pages.update': 'Edited page',
  'confluence.pages.delete': 'Deleted page',
  'confluence.customContent.create': 'Created custom content',
  'jira.notifications.add': 'Added notifications',
  'jira.notifications.remove': 'Removed notification',
} as const;
export type RetiredWrite = keyof typeof retiredWrites;

/** An action as recorded in an Activity log of any version, under today's channel name when it was renamed. */
export function currentActionName(action: string): string {
  return Object.hasOwn(previousNames, action) ? (previousNames[action] as string) : action;
}

/** Every former name and what it is called now, for the tests that keep this table honest. */
export function renamedChannelPairs(): [string, MutatingChannel | RetiredWrite][] {
  return Object.entries(previousNames);
}
