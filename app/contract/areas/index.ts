import app from './app';
import bitbucket from './bitbucket';
import confluence from './confluence';
import jira from './jira';
import offboarding from './offboarding';
import snapshots from './snapshots';
import users from './users';

/**
 * The one list of channel groups: the app's own, then one per area. Every channel's name begins with its
 * group's name (`users.tokens.revoke`), which is also the area's folder under `app/core` and its file here.
 * Adding an area adds one line here; the channel map, the Activity words and the renderer's lazy schema
 * loading are all derived from it.
 */
export const channelGroups = { app, users, confluence, jira, bitbucket, offboarding, snapshots };

export type GroupName = keyof typeof channelGroups;
/** The Atlassian areas, without the app's own group. */
export type AreaName = Exclude<GroupName, 'app'>;

/** One map of a field every group has (its channels, its Activity words), gathered over all the groups. */
export function fromEveryGroup(field: 'channels' | 'actionLabels'): Record<string, unknown> {
  return Object.fromEntries(Object.values(channelGroups).flatMap((group) => Object.entries(group[field])));
}
