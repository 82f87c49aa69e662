import type { Scale } from '../../../kit';
import { allocateId, type ConfluenceState, type ContentRecord, type SpaceRecord, type VersionRecord } from '../state';
import { SHOWCASE_VERSIONS } from './history-bodies';
import type { GenerationScope } from './scope';

/**
 * The history cases the screens must show, all in the first space (the one the demo admin owns):
 * a page whose versions change structure and carry unsafe markup, a page with a history longer than
 * any one list answer, a page whose stored markup is broken, and a customised blueprint template.
 */
export const HISTORY_SHOWCASE = {
  richTitle: 'Mobile release checklist',
  longTitle: 'Team status log',
  brokenTitle: 'Imported wiki page',
  /**
   * Versions of the long-history page: past the v2 page size (250) in the demo, the bench's 5,000 at
   * scale, and 20,000 in the enterprise world, where the page sits in the giant space.
   */
  longVersions: { demo: 320, large: 5_000, enterprise: 20_000 } satisfies Record<Scale, number>,
  customisedBlueprint: 'Meeting notes',
} as const;

const DAY_MS = 86_400_000;

/** Markup as old importers left it: unclosed and crossed tags, a stray end tag, an unknown entity. */
const BROKEN_BODY =
  '<p>Imported from the old wiki on <b>12 March <i>by the migration script</p><table><tr><td>Owner<td>IT</div>' +
  '<p>Contact &bogus; the service desk<ac:structured-macro ac:name="toc"><ac:parameter ac:name="maxLevel">2</ac:parameter>';

function newPage(scope: GenerationScope, space: SpaceRecord, title: string, versions: VersionRecord[]): ContentRecord {
  const first = versions[0];
  if (first === undefined) throw new Error(`${title} needs a version`);
  const siblings = Object.values(scope.state.contents).filter((content) => content.type === 'page' && content.parentId === space.homepageId);
  const page: ContentRecord = {
    id: allocateId(scope.state),
    type: 'page',
    status: 'current',
    spaceId: space.id,
    parentId: space.homepageId,
    position: siblings.length,
    authorId: first.authorId,
    ownerId: first.authorId,
    createdAt: first.createdAt,
    versions,
    labelIds: [],
    restrictions: { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } },
    draft: null,
  };
  scope.state.contents[page.id] = page;
  return page;
}

function authorAt(scope: GenerationScope, index: number): string {
  return scope.authors[(index * 3 + 1) % scope.authors.length] ?? scope.adminAccountId;
}

function richVersions(scope: GenerationScope): VersionRecord[] {
  return SHOWCASE_VERSIONS.map((version, index) => ({
    number: index + 1,
    authorId: index === 0 ? scope.adminAccountId : authorAt(scope, index),
    createdAt: new Date(scope.now - (40 - index * 9) * DAY_MS).toISOString(),
    message: version.message,
    minorEdit: false,
    title: version.title,
    body: version.body,
    bodySeed: 0,
  }));
}

/** Hourly status notes: bodies are derived from the seed, so thousands of versions cost little. */
function longVersions(scope: GenerationScope, count: number): VersionRecord[] {
  const start = scope.now - (count + 2) * 3_600_000;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    authorId: authorAt(scope, index % 5),
    createdAt: new Date(start + index * 3_600_000).toISOString(),
    message: index % 10 === 0 ? 'Weekly summary' : '',
    minorEdit: index % 3 === 2,
    title: HISTORY_SHOWCASE.longTitle,
    body: null,
    bodySeed: index + 1,
  }));
}

function brokenVersions(scope: GenerationScope): VersionRecord[] {
  const at = (days: number) => new Date(scope.now - days * DAY_MS).toISOString();
  return [
    { number: 1, authorId: scope.adminAccountId, createdAt: at(12), message: 'Imported', minorEdit: false, title: HISTORY_SHOWCASE.brokenTitle, body: BROKEN_BODY, bodySeed: 0 },
    {
      number: 2,
      authorId: authorAt(scope, 2),
      createdAt: at(3),
      message: 'Cleaned up the import',
      minorEdit: false,
      title: HISTORY_SHOWCASE.brokenTitle,
      body: '<p>Imported from the old wiki on 12 March by the migration script.</p><table><tbody><tr><td>Owner</td><td>IT</td></tr></tbody></table><p>Contact the service desk.</p>',
      bodySeed: 0,
    },
  ];
}

function customiseBlueprint(state: ConfluenceState): void {
  const blueprint = Object.values(state.templates).find((template) => template.blueprint !== null && template.name === HISTORY_SHOWCASE.customisedBlueprint);
  if (blueprint === undefined) return;
  blueprint.body = `${blueprint.body}<h2>Decisions</h2><p>Add each decision with its owner.</p>`;
}

/** `longHistorySpace` holds the long-history page when given (the enterprise world's giant space); the first space otherwise. */
export function seedHistoryShowcase(scope: GenerationScope, scale: Scale, longHistorySpace?: SpaceRecord): void {
  const space = Object.values(scope.state.spaces)[0];
  if (space === undefined) return;
  newPage(scope, space, HISTORY_SHOWCASE.richTitle, richVersions(scope));
  newPage(scope, longHistorySpace ?? space, HISTORY_SHOWCASE.longTitle, longVersions(scope, HISTORY_SHOWCASE.longVersions[scale]));
  newPage(scope, space, HISTORY_SHOWCASE.brokenTitle, brokenVersions(scope));
  customiseBlueprint(scope.state);
}
