import { getProfile } from '../../../api/admin/profile';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluenceGroup } from '../../../contract/confluence/restrictions';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import type { Principal, PrincipalRef } from '../../../contract/confluence/access.channels';
import { isAppError } from '../../../contract/errors';
import { searchUsers } from '../../../api/confluence/v1/search';
import { groupById } from '../../../api/confluence/v1/permissions';

/**
 * Names, pictures and standing of the people and groups a page's restrictions mention, each looked up
 * once per answer. A person's standing comes from the organization (Admin API) when the connection has
 * an admin key: Confluence itself still lists a deactivated account as a known user. A group is deleted
 * when the directory no longer finds it by id.
 */
export class PrincipalDirectory {
  private readonly users = new Map<string, Promise<Principal>>();
  private readonly groups = new Map<string, Promise<Principal>>();
  /** People and groups as restriction lists already read carry them, by id: their names need no look-up. */
  private readonly carriedUsers = new Map<string, ConfluenceUser>();
  private readonly carriedGroups = new Map<string, ConfluenceGroup>();

  constructor(
    private readonly session: ApiSession,
    private readonly signal: AbortSignal,
  ) {}

  /**
   * Remembers the people and groups a restriction list names, as it names them. A look-up by id then uses
   * that name: a deleted group is no longer found by id, yet the list still says what it was called.
   */
  learn(list: { users: readonly ConfluenceUser[]; groups: readonly ConfluenceGroup[] }): void {
    for (const user of list.users) if (user.accountId !== null && !this.carriedUsers.has(user.accountId)) this.carriedUsers.set(user.accountId, user);
    for (const group of list.groups) if (!this.carriedGroups.has(group.id ?? group.name)) this.carriedGroups.set(group.id ?? group.name, group);
  }

  /** A person as a restriction lists them; the name comes with the list, the standing is looked up. */
  user(user: ConfluenceUser): Promise<Principal> {
    const id = user.accountId ?? '';
    const known = this.users.get(id);
    if (known !== undefined) return known;
    const found = this.standing(id).then((status): Principal => ({
      type: 'user',
      id,
      name: user.displayName ?? user.publicName ?? id,
      email: user.email,
      avatarPath: this.pictureAddress(user.profilePicturePath),
      status: user.type === 'unknown' ? 'unknown' : status,
    }));
    this.users.set(id, found);
    return found;
  }

  /** A person known only by id (space permissions, a picker, a snapshot): found by a user search first. */
  userById(accountId: string): Promise<Principal> {
    const known = this.users.get(accountId);
    if (known !== undefined) return known;
    const carried = this.carriedUsers.get(accountId);
    if (carried !== undefined) return this.user(carried);
    const found = searchUsers(this.session, { cql: `user.accountid = "${accountId.replace(/["\\]/g, '')}"`, limit: 1 }, this.signal)
      .then((page) => page.items[0] ?? null)
      .catch((error: unknown) => {
        if (isAppError(error)) return null;
        throw error;
      })
      .then((user) => {
        this.users.delete(accountId);
        return this.user(user ?? { accountId, type: 'unknown', accountType: null, displayName: null, publicName: null, email: null, profilePicturePath: null, timeZone: null, isGuest: false });
      });
    this.users.set(accountId, found);
    return found;
  }

  /** A group as a restriction lists it (name known); whether it still exists is looked up by id. */
  group(group: ConfluenceGroup): Promise<Principal> {
    const id = group.id ?? group.name;
    const known = this.groups.get(id);
    if (known !== undefined) return known;
    const found = (group.id === null ? Promise.resolve(group) : groupById(this.session, group.id, this.signal)).then(
      (current): Principal => ({ type: 'group', id, name: current?.name ?? group.name, email: null, avatarPath: null, status: current === null ? 'deleted' : 'active' }),
    );
    this.groups.set(id, found);
    return found;
  }

  /** A group known by id; its name comes from a list that named it, or else from the directory. */
  groupById(groupId: string): Promise<Principal> {
    const known = this.groups.get(groupId);
    if (known !== undefined) return known;
    const carried = this.carriedGroups.get(groupId);
    if (carried !== undefined) return this.group(carried);
    const found = groupById(this.session, groupId, this.signal).then(
      (current): Principal => ({ type: 'group', id: groupId, name: current?.name ?? `Group ${groupId}`, email: null, avatarPath: null, status: current === null ? 'deleted' : 'active' }),
    );
    this.groups.set(groupId, found);
    return found;
  }

  principal(ref: PrincipalRef): Promise<Principal> {
    return ref.type === 'user' ? this.userById(ref.id) : this.groupById(ref.id);
  }

  /** A picture's full address on the site (Confluence answers paths), or null when it has none. */
  private pictureAddress(path: string | null): string | null {
    if (path === null) return null;
    if (path.startsWith('https://')) return path;
    if (!path.startsWith('/')) return null;
    try {
      return this.session.resolve('confluence', path).href;
    } catch (error) {
      if (isAppError(error)) return null;
      throw error;
    }
  }

  private async standing(accountId: string): Promise<Principal['status']> {
    if (accountId === '' || !this.session.isConfigured('admin')) return 'active';
    try {
      const profile = await getProfile(this.session, accountId, this.signal);
      return profile.status === 'active' ? 'active' : 'deactivated';
    } catch (error) {
      // Not managed by this organization (or no admin rights over it): Confluence's word stands.
      if (isAppError(error)) return 'active';
      throw error;
    }
  }
}
