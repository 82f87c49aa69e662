import type { World } from '../../../kit';
import { titleOf } from '../content';
import { v2Error } from '../errors';
import { allocateId, type ConfluenceState, type ContentRecord } from '../state';
import { findPerson } from '../v1/users';

/** Titles are unique among a space's live pages; Confluence refuses a second page with the same title. */
export function assertTitleFree(state: ConfluenceState, spaceId: string, title: string, exceptId: string | null): void {
  const clash = Object.values(state.contents).find(
    (page) =>
      page.type === 'page' &&
      page.id !== exceptId &&
      page.spaceId === spaceId &&
      (page.status === 'current' || page.status === 'archived') &&
      titleOf(page).toLowerCase() === title.toLowerCase(),
  );
  if (clash !== undefined) throw v2Error(400, `A page with this title already exists: a page titled '${title}' is already in this space.`);
}

/** A parent must be a page of the same space, and never the page itself or one of its descendants. */
export function assertValidParent(state: ConfluenceState, spaceId: string, parentId: string, movingId: string | null): ContentRecord {
  const parent = state.contents[parentId];
  if (parent === undefined || parent.type !== 'page' || parent.spaceId !== spaceId) {
    throw v2Error(400, `The parent ${parentId} is not a page in this space.`);
  }
  for (let cursor: ContentRecord | undefined = parent; cursor !== undefined; cursor = cursor.parentId === null ? undefined : state.contents[cursor.parentId]) {
    if (cursor.id === movingId) throw v2Error(400, 'A page cannot be moved under itself or one of its children.');
  }
  return parent;
}

export function assertKnownOwner(world: World, ownerId: string): void {
  if (findPerson(world, ownerId) === undefined) throw v2Error(400, `No user with accountId ${ownerId}.`);
}

/** A new page with one version, written by `authorId`, placed last among its siblings. */
export function addPage(
  state: ConfluenceState,
  page: { spaceId: string; parentId: string | null; status: 'current' | 'draft'; title: string; body: string; authorId: string; createdAt: string },
): ContentRecord {
  const { spaceId, parentId, status, title, body, authorId, createdAt } = page;
  const siblings = Object.values(state.contents).filter((other) => other.type === 'page' && other.parentId === parentId);
  const record: ContentRecord = {
    id: allocateId(state),
    type: 'page',
    status,
    spaceId,
    parentId,
    position: siblings.length,
    authorId,
    ownerId: authorId,
    createdAt,
    versions: [{ number: 1, authorId, createdAt, message: '', minorEdit: false, title, body, bodySeed: 0 }],
    labelIds: [],
    restrictions: { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } },
    draft: null,
  };
  state.contents[record.id] = record;
  return record;
}

/** Children of a removed page move up to its parent, as in Confluence. */
export function reparentChildren(state: ConfluenceState, page: ContentRecord): void {
  for (const child of Object.values(state.contents)) {
    if (child.parentId === page.id) child.parentId = page.parentId;
  }
}
