import type { World } from '../../kit';
import { derivedBody } from './data/derived';
import type { ErrorFactory } from './errors';
import type { ConfluenceState, ContentRecord, SpaceRecord, VersionRecord } from './state';

export function currentVersion(content: ContentRecord): VersionRecord {
  const version = content.versions[content.versions.length - 1];
  if (version === undefined) throw new Error(`content ${content.id} has no versions`);
  return version;
}

export function titleOf(content: ContentRecord): string {
  return currentVersion(content).title;
}

export function bodyOf(content: ContentRecord, version: VersionRecord = currentVersion(content)): string {
  return version.body ?? derivedBody(content.id, version.title, version.bodySeed);
}

export function lastModified(content: ContentRecord): string {
  return currentVersion(content).createdAt;
}

export function findVersion(content: ContentRecord, number: number): VersionRecord | undefined {
  return content.versions.find((version) => version.number === number);
}

/** Content an API can still see: anything not purged. */
export function requireContent(state: ConfluenceState, id: string, fail: ErrorFactory, status = 404): ContentRecord {
  const content = state.contents[id];
  if (content === undefined) throw fail(status, `No content found with id ${id}.`);
  return content;
}

export function requireSpace(state: ConfluenceState, id: string, fail: ErrorFactory): SpaceRecord {
  const space = state.spaces[id];
  if (space === undefined) throw fail(404, `No space found with id ${id}.`);
  return space;
}

export function spaceByKey(state: ConfluenceState, key: string): SpaceRecord | undefined {
  return Object.values(state.spaces).find((space) => space.key.toLowerCase() === key.toLowerCase());
}

/** Plain text of a storage body, for search and ADF rendering. */
export function plainText(storage: string): string {
  return storage.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

const firstSeen = new WeakMap<World, number>();

/**
 * The sandbox clock: the world's "now" plus the real time elapsed since this process first used the
 * world. Generated dates hang off world.now, so new writes and CQL's now() stay consistent with them
 * even when a test pins world.now far from the real date.
 */
export function sandboxClock(world: World): string {
  const seen = firstSeen.get(world) ?? Date.now();
  firstSeen.set(world, seen);
  return new Date(Date.parse(world.now) + (Date.now() - seen)).toISOString();
}

export function webuiPath(space: SpaceRecord | undefined, content: ContentRecord): string {
  const segment = content.type === 'page' ? 'pages' : 'blog';
  return `/spaces/${space?.key ?? 'unknown'}/${segment}/${content.id}`;
}
