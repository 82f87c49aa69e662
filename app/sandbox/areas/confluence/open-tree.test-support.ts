import type { World } from '../../kit';
import type { ConfluenceState } from './state';

const contentsOf = (world: World) => (world.areas.confluence as ConfluenceState).contents;

/**
 * The smallest tree of at least `pages` current pages that nothing restricts, root first: one the admin can
 * change all of. For tests of a tree restriction change.
 */
export function openPageTree(world: World, pages = 6): string[] {
  const current = Object.values(contentsOf(world)).filter((content) => content.type === 'page' && content.status === 'current');
  const open = new Set(current.filter((page) => Object.values(page.restrictions).every((entry) => entry.userIds.length + entry.groupIds.length === 0)).map((page) => page.id));
  const below = (id: string): string[] => [id, ...current.filter((page) => page.parentId === id).flatMap((page) => below(page.id))];
  const tree = [...open]
    .map(below)
    .filter((ids) => ids.length >= pages && ids.every((id) => open.has(id)))
    .sort((a, b) => a.length - b.length)[0];
  if (!tree) throw new Error(`no tree of ${pages} pages that nothing restricts`);
  return tree;
}

/** Every content's restrictions, by id: what a tree change and its roll-back are checked against. */
export function restrictionsById(world: World) {
  return Object.fromEntries(Object.entries(contentsOf(world)).map(([id, content]) => [id, structuredClone(content.restrictions)]));
}
