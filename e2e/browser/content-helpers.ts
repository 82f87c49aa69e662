import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../app/sandbox/server';

/** A sandbox's Confluence, for specs that check what a screen changed there. */
export const confluenceOf = (sandbox: RunningSandbox) => sandbox.world.areas.confluence as ConfluenceState;

/** A page straight under the ENG home page that nobody restricted (none of `skip`). */
export function openPage(sandbox: RunningSandbox, skip: readonly string[] = []): ContentRecord {
  const state = confluenceOf(sandbox);
  const space = Object.values(state.spaces).find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
  const page = Object.values(state.contents).find(
    (content) =>
      content.type === 'page' &&
      content.status === 'current' &&
      content.spaceId === space?.id &&
      content.parentId === space.homepageId &&
      !skip.includes(content.id) &&
      content.restrictions.read.userIds.length + content.restrictions.read.groupIds.length + content.restrictions.update.userIds.length + content.restrictions.update.groupIds.length === 0,
  );
  if (page === undefined) throw new Error('the sandbox has no open page in ENG');
  return page;
}
