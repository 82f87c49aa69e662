import { allocateId, type ConfluenceState, type SpacePermissionRecord } from './state';

/**
 * A space's permissions as the sandbox hands them out: each group may read the space and add pages,
 * blog posts and attachments, and the owner administers it. Without groups (a private space) the owner
 * is the only one who may read and add.
 */
export function spacePermissions(state: ConfluenceState, ownerId: string, groupIds: readonly string[]): SpacePermissionRecord[] {
  const grants: SpacePermissionRecord[] = [];
  const grant = (type: 'user' | 'group', id: string, key: string, targetType: string): void => {
    grants.push({ id: allocateId(state), principal: { type, id }, operation: { key, targetType } });
  };
  const readers: ['user' | 'group', string][] = groupIds.length > 0 ? groupIds.map((id) => ['group', id]) : [['user', ownerId]];
  for (const [type, id] of readers) {
    grant(type, id, 'read', 'space');
    grant(type, id, 'create', 'page');
    grant(type, id, 'create', 'blogpost');
    grant(type, id, 'create', 'attachment');
  }
  for (const key of ['administer', 'restrict_content', 'export', 'archive']) grant('user', ownerId, key, 'space');
  grant('user', ownerId, 'delete', 'page');
  return grants;
}
