import type { GenerateContext, Rng } from '../../../kit';
import {
  allocateId,
  type ConfluenceState,
  type ContentRecord,
  type ContentStatus,
  type ContentType,
  type RestrictionEntry,
  type SpaceRecord,
  type VersionRecord,
} from '../state';
import { isoBefore, pickSome, spreadTimes, type GenerationScope } from './scope';
import { spacePermissions } from '../space-permissions';
import { generateAttachments, scaleAttachmentsTo } from './generate-attachments';
import { generateCustomContent } from './generate-custom-content';
import { generateTemplates, seedStagingTemplates } from './generate-templates';
import { seedAccessCases } from './seed-access-cases';
import { seedBadAutomation } from './seed-bad-automation';
import { seedHistoryShowcase } from './seed-history-showcase';
import { seedOffboardingCases } from './seed-offboarding';
import { uuidFrom } from './derived';
import { GROUP_NAMES, KINDS, LABEL_NAMES, SPACE_THEMES, TOPICS, VERSION_MESSAGES } from './words';

/** How many pages, posts and versions one space gets, and how its page tree grows. */
interface SpaceShape {
  pages: number;
  blogposts: number;
  maxVersions: number;
  restrictedShare: number;
  /**
   * How often a new page goes under the page made just before it rather than under any page: long runs
   * of that make deep trees. Zero draws every parent at random, as the demo and large worlds do.
   */
  chainShare: number;
}

/** The enterprise world's one very large space, beside the ordinary ones. */
interface GiantSpace extends SpaceShape {
  /** What every attachment version of the space adds up to, in bytes (sizes only; the bytes are derived). */
  attachmentBytes: number;
}

interface ScaleShape {
  spaces: number;
  perSpace: SpaceShape;
  customContent: number;
  giant?: GiantSpace;
}

const SHAPES: Record<GenerateContext['scale'], ScaleShape> = {
  demo: { spaces: 6, perSpace: { pages: 27, blogposts: 3, maxVersions: 8, restrictedShare: 0.15, chainShare: 0 }, customContent: 24 },
  large: { spaces: 40, perSpace: { pages: 500, blogposts: 5, maxVersions: 6, restrictedShare: 0.03, chainShare: 0 }, customContent: 200 },
  enterprise: {
    spaces: 40,
    perSpace: { pages: 500, blogposts: 5, maxVersions: 6, restrictedShare: 0.03, chainShare: 0 },
    customContent: 200,
    // With its home page and the long-history page (seed-history-showcase.ts): 100,000 pages in all.
    giant: { pages: 99_998, blogposts: 20, maxVersions: 3, restrictedShare: 0.04, chainShare: 0.6, attachmentBytes: 1_000_000_000 },
  },
};

/** The enterprise world's largest space (issue 26): a hundred thousand pages in deep trees. */
export const GIANT_SPACE = {
  key: 'KB',
  name: 'Knowledge Base',
  description: 'Everything the company has written down: handbooks, decisions and meeting notes, nested many levels deep.',
} as const;

function emptyRestrictions(): Record<'read' | 'update', RestrictionEntry> {
  return { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };
}

/**
 * The groups and who is in them: everyone able to use Confluence is in the first, the site admins are
 * the org admin and one more person, and each team group holds a handful of authors.
 */
function generateGroups(state: ConfluenceState, ctx: GenerateContext, authors: string[]): void {
  const rng = ctx.rng.fork('confluence-groups');
  const users = ctx.people.filter((person) => person.status === 'active' && person.accountType !== 'customer').map((person) => person.accountId);
  GROUP_NAMES.forEach((name, index) => {
    const id = uuidFrom(`${ctx.seed}:group:${name}`);
    const memberIds =
      index === 0 ? users : index === 1 ? [ctx.adminAccountId, ...authors.filter((accountId) => accountId !== ctx.adminAccountId).slice(0, 1)] : pickSome(rng, authors, rng.int(4, 12));
    state.groups[id] = {
      id,
      name,
      usageType: index % 4 === 3 ? 'TEAM_COLLABORATION' : 'USERBASE_GROUP',
      managedBy: index % 3 === 2 ? 'EXTERNAL' : 'ADMINS',
      memberIds,
      deletedAt: null,
    };
  });
}

function generateLabels(state: ConfluenceState): string[] {
  return LABEL_NAMES.map((name) => {
    const id = allocateId(state);
    state.labels[id] = { id, name, prefix: 'global' };
    return id;
  });
}

interface SpaceNaming {
  key: string;
  name: string;
  description: string;
  type: SpaceRecord['type'];
  status: SpaceRecord['status'];
}

/** The space at `index` of the world: its owner (the admin owns the first), dates, labels and permissions. */
function makeSpace(scope: GenerationScope, index: number, naming: SpaceNaming, labelIds: string[]): SpaceRecord {
  const { state, rng } = scope;
  const groupIds = Object.keys(state.groups);
  const id = allocateId(state);
  const ownerId = index === 0 ? scope.adminAccountId : rng.pick(scope.authors);
  const space: SpaceRecord = {
    id,
    key: naming.key,
    name: naming.name,
    type: naming.type,
    status: naming.status,
    authorId: ownerId,
    ownerId,
    createdAt: isoBefore(scope.now, rng.int(900, 1500), rng),
    homepageId: null,
    description: naming.description,
    labelIds: pickSome(rng, labelIds, rng.int(0, 2)),
    favoritedBy: pickSome(rng, scope.authors, rng.int(0, 4)),
    permissions: [],
  };
  const teamGroup = groupIds[2 + (index % (groupIds.length - 2))];
  space.permissions = spacePermissions(state, space.ownerId, [groupIds[0], teamGroup].filter((g) => g !== undefined));
  state.spaces[id] = space;
  return space;
}

function generateSpaces(scope: GenerationScope, shape: ScaleShape, labelIds: string[]): SpaceRecord[] {
  return Array.from({ length: shape.spaces }, (_, index) => {
    const theme = SPACE_THEMES[index % SPACE_THEMES.length] ?? SPACE_THEMES[0];
    const round = Math.floor(index / SPACE_THEMES.length);
    return makeSpace(
      scope,
      index,
      {
        key: round === 0 ? theme.key : `${theme.key}${round + 1}`,
        name: round === 0 ? theme.name : `${theme.name} ${round + 1}`,
        description: theme.description,
        type: index === 2 ? 'collaboration' : index === 4 ? 'knowledge_base' : 'global',
        status: index === shape.spaces - 1 ? 'archived' : 'current',
      },
      labelIds,
    );
  });
}

/**
 * Titles of one space, each used once. Generated titles repeat a few hundred topic-and-kind pairs, so a
 * large space numbers them ("Budget plan 37"); each pair remembers where its numbering got to, which
 * gives the same titles as trying 2, 3, 4... every time, without the walk that grows with the space.
 */
class SpaceTitles {
  private readonly taken = new Set<string>();
  private readonly nextCounter = new Map<string, number>();

  reserve(title: string): void {
    this.taken.add(title.toLowerCase());
  }

  draw(rng: Rng): string {
    const base = `${rng.pick(TOPICS)} ${rng.pick(KINDS)}`;
    let title = base;
    if (this.taken.has(base.toLowerCase())) {
      let counter = this.nextCounter.get(base) ?? 2;
      while (this.taken.has(`${base} ${counter}`.toLowerCase())) counter += 1;
      title = `${base} ${counter}`;
      this.nextCounter.set(base, counter + 1);
    }
    this.reserve(title);
    return title;
  }
}

function generateVersions(scope: GenerationScope, title: string, createdAt: string, maxVersions: number): VersionRecord[] {
  const { rng } = scope;
  const count = rng.int(1, maxVersions);
  const times = spreadTimes(createdAt, count, scope.now, rng);
  // Some pages were renamed along the way, so restoring with or without restoreTitle differs.
  const renamedAt = count > 2 && rng.chance(0.3) ? rng.int(2, count) : 0;
  return times.map((when, index) => {
    const number = index + 1;
    return {
      number,
      authorId: rng.pick(scope.authors),
      createdAt: when,
      message: number === 1 ? '' : rng.pick(VERSION_MESSAGES),
      minorEdit: number > 1 && rng.chance(0.2),
      title: renamedAt > 0 && number < renamedAt ? `${title} (draft)` : title,
      body: null,
      bodySeed: number,
    };
  });
}

function restrictionsFor(scope: GenerationScope, share: number): ContentRecord['restrictions'] {
  const { rng } = scope;
  const restrictions = emptyRestrictions();
  if (!rng.chance(share)) return restrictions;
  const groupIds = Object.keys(scope.state.groups);
  const users = pickSome(rng, scope.authors, rng.int(1, 3));
  // Site admins stay in generated view lists, so the demo's admin sees nearly every page; the access
  // cases (seed-access-cases.ts) add the few they may not see.
  const siteAdmins = groupIds.slice(1, 2);
  if (rng.chance(0.5)) restrictions.read = { userIds: users, groupIds: [...new Set([...pickSome(rng, groupIds, rng.int(0, 1)), ...siteAdmins])] };
  restrictions.update = { userIds: users.slice(0, 1), groupIds: pickSome(rng, groupIds, rng.int(0, 2)) };
  return restrictions;
}

function contentStatus(rng: Rng, type: ContentType): ContentStatus {
  if (type === 'page' && rng.chance(0.03)) return 'archived';
  if (rng.chance(0.02)) return 'trashed';
  return 'current';
}

/** A new page's parent: the page made just before it now and then (deep trees), else any page so far. */
function parentFor(rng: Rng, shape: SpaceShape, pageIds: readonly string[]): string {
  const latest = pageIds[pageIds.length - 1];
  if (shape.chainShare > 0 && latest !== undefined && rng.chance(shape.chainShare)) return latest;
  return rng.pick(pageIds);
}

function generateContentIn(scope: GenerationScope, shape: SpaceShape, space: SpaceRecord, labelIds: string[]): void {
  const { state, rng } = scope;
  const titles = new SpaceTitles();
  const pageIds: string[] = [];
  const childCounts = new Map<string | null, number>();
  const make = (type: ContentType, title: string, parentId: string | null, homepage: boolean): ContentRecord => {
    const createdAt = isoBefore(scope.now, rng.int(20, 880), rng);
    const versions = generateVersions(scope, title, createdAt, homepage ? 3 : shape.maxVersions);
    const authorId = versions[0]?.authorId ?? scope.adminAccountId;
    const position = childCounts.get(parentId) ?? 0;
    if (type === 'page') childCounts.set(parentId, position + 1);
    const content: ContentRecord = {
      id: allocateId(state),
      type,
      status: homepage ? 'current' : contentStatus(rng, type),
      spaceId: space.id,
      parentId,
      position: type === 'page' ? position : null,
      authorId,
      ownerId: rng.chance(0.9) ? authorId : rng.pick(scope.authors),
      createdAt,
      versions,
      labelIds: pickSome(rng, labelIds, rng.int(0, 2)),
      restrictions: homepage ? emptyRestrictions() : restrictionsFor(scope, shape.restrictedShare),
      draft: null,
    };
    state.contents[content.id] = content;
    return content;
  };
  const homepage = make('page', `${space.name} Home`, null, true);
  titles.reserve(homepage.versions[0]?.title ?? '');
  space.homepageId = homepage.id;
  pageIds.push(homepage.id);
  for (let index = 0; index < shape.pages; index += 1) {
    const parentId = index < 5 ? homepage.id : parentFor(rng, shape, pageIds);
    pageIds.push(make('page', titles.draw(rng), parentId, false).id);
  }
  for (let index = 0; index < shape.blogposts; index += 1) make('blogpost', titles.draw(rng), null, false);
}

/** The giant space of the enterprise world, after the ordinary ones, with its own stream of draws. */
function generateGiantSpace(scope: GenerationScope, giant: GiantSpace, index: number, labelIds: string[]): SpaceRecord {
  const space = makeSpace(scope, index, { ...GIANT_SPACE, type: 'knowledge_base', status: 'current' }, labelIds);
  generateContentIn(scope, giant, space, labelIds);
  return space;
}

function authorsOf(ctx: GenerateContext): string[] {
  const active = ctx.people
    .filter((person) => person.status === 'active' && person.accountType === 'atlassian')
    .map((person) => person.accountId)
    .slice(0, 60);
  return active.includes(ctx.adminAccountId) ? active : [ctx.adminAccountId, ...active];
}

export function generateConfluence(ctx: GenerateContext): ConfluenceState {
  const shape = SHAPES[ctx.scale];
  const state: ConfluenceState = {
    nextId: 98_305,
    spaces: {},
    contents: {},
    groups: {},
    labels: {},
    attachments: {},
    customContentTypes: [],
    customContent: {},
    templates: {},
  };
  const scope: GenerationScope = {
    state,
    rng: ctx.rng.fork('confluence-content'),
    authors: authorsOf(ctx),
    now: Date.parse(ctx.now),
    adminAccountId: ctx.adminAccountId,
  };
  generateGroups(state, ctx, scope.authors);
  const labelIds = generateLabels(state);
  const spaces = generateSpaces(scope, shape, labelIds);
  for (const space of spaces) generateContentIn(scope, shape.perSpace, space, labelIds);
  const giant = shape.giant === undefined ? undefined : generateGiantSpace({ ...scope, rng: ctx.rng.fork('confluence-giant-space') }, shape.giant, spaces.length, labelIds);
  generateAttachments({ ...scope, rng: ctx.rng.fork('confluence-attachments') }, labelIds);
  if (giant !== undefined && shape.giant !== undefined) scaleAttachmentsTo(state, giant.id, shape.giant.attachmentBytes);
  generateCustomContent({ ...scope, rng: ctx.rng.fork('confluence-custom-content') }, shape.customContent);
  generateTemplates({ ...scope, rng: ctx.rng.fork('confluence-templates') });
  seedHistoryShowcase(scope, ctx.scale, giant);
  seedBadAutomation(scope, ctx.people);
  seedAccessCases(scope, ctx.people);
  seedOffboardingCases(scope, ctx.people, ctx.scale);
  if (ctx.site === 'staging') seedStagingTemplates(scope);
  return state;
}
