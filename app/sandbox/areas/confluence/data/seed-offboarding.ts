import type { Person, Scale } from '../../../kit';
import { offboardingCast, type OffboardingCast } from '../../../data/offboarding-cast';
import { titleOf } from '../content';
import { allocateId, type ConfluenceState, type ContentRecord, type RestrictionEntry, type SpaceRecord, type SpacePermissionRecord } from '../state';
import { addPage } from './seed-access-cases';
import type { GenerationScope } from './scope';
import { SPACE_THEMES } from './words';

/**
 * What a leaver leaves behind in Confluence, made findable in every world: pages and a blog post they
 * own in two spaces, restrictions naming them beside other people and groups, pages only they can edit,
 * and the sales space they alone administer, which one of the successors cannot view. The large world
 * adds the same ties by the hundred, for timing the inventory of one person.
 */
export const OFFBOARDING_PAGES = {
  salesSpaceKey: 'SAL',
  otherSpaceKey: 'ENG',
  playbook: 'Sales playbook',
  sharedRestrictions: 'Pipeline review Q3',
  onlyEditor: 'Commission plan 2026',
  /** Its edit restriction names the leaver and a deactivated person: nobody else active can edit it. */
  onlyActiveEditor: 'Regional pricing sheet',
  scimLeaverPage: 'Deal desk checklist',
  namedInViewOnly: 'Key account plans',
  editBesideGroup: 'Partner demo environment',
  handoff: 'Sales engineering handoff',
  onlyEditorNotOwner: 'Customer escalation contacts',
  blogPost: 'Q3 sales kickoff recap',
} as const;

/** In the large and enterprise worlds: every this many pages of the two spaces is owned by the leaver, and every `namedEvery` names them. */
const LARGE_SHARE = { ownedEvery: 4, namedEvery: 10, onlyEditorPages: 5 } as const;

const entry = (userIds: string[] = [], groupIds: string[] = []): RestrictionEntry => ({ userIds, groupIds });
const restrictions = (read: RestrictionEntry = entry(), update: RestrictionEntry = entry()): ContentRecord['restrictions'] => ({ read, update });

function groupId(state: ConfluenceState, name: string): string {
  const group = Object.values(state.groups).find((candidate) => candidate.name === name && candidate.deletedAt === null);
  if (group === undefined) throw new Error(`the Confluence world has no group ${name}`);
  return group.id;
}

/**
 * Sales is read by the site admins and three named people, and administered by the leaver alone; the
 * support engineer among the successors is not let in.
 */
function salesPermissions(state: ConfluenceState, cast: OffboardingCast, siteAdmins: string): SpacePermissionRecord[] {
  const grants: SpacePermissionRecord[] = [];
  const grant = (type: 'user' | 'group', id: string, key: string, targetType: string): void => {
    grants.push({ id: allocateId(state), principal: { type, id }, operation: { key, targetType } });
  };
  const members: ['user' | 'group', string][] = [
    ['group', siteAdmins],
    ['user', cast.leaver.accountId],
    ['user', cast.successor.accountId],
    ['user', cast.scimLeaver.accountId],
  ];
  for (const [type, id] of members) {
    grant(type, id, 'read', 'space');
    grant(type, id, 'create', 'page');
    grant(type, id, 'create', 'blogpost');
  }
  for (const key of ['administer', 'restrict_content', 'export']) grant('user', cast.leaver.accountId, key, 'space');
  return grants;
}

/** The large world already has a Sales space; the demo gets one. Either way the leaver owns and alone administers it. */
function salesSpace(scope: GenerationScope, cast: OffboardingCast, siteAdmins: string, created: string): SpaceRecord {
  const { state } = scope;
  const leaver = cast.leaver.accountId;
  let space = Object.values(state.spaces).find((candidate) => candidate.key === OFFBOARDING_PAGES.salesSpaceKey);
  if (space === undefined) {
    const theme = SPACE_THEMES.find((candidate) => candidate.key === OFFBOARDING_PAGES.salesSpaceKey);
    space = {
      id: allocateId(state),
      key: OFFBOARDING_PAGES.salesSpaceKey,
      name: theme?.name ?? 'Sales',
      type: 'global',
      status: 'current',
      authorId: leaver,
      ownerId: leaver,
      createdAt: created,
      homepageId: null,
      description: theme?.description ?? '',
      labelIds: [],
      favoritedBy: [leaver],
      permissions: [],
    };
    state.spaces[space.id] = space;
    space.homepageId = addPage(state, space, null, `${space.name} Home`, leaver, restrictions(), created).id;
  }
  Object.assign(space, { authorId: leaver, ownerId: leaver, status: 'current' });
  space.permissions = salesPermissions(state, cast, siteAdmins);
  const home = space.homepageId === null ? undefined : state.contents[space.homepageId];
  if (home !== undefined) home.ownerId = leaver;
  return space;
}

/** A title no live page of the space has yet; generated titles of the large world can come close. */
function freeTitle(state: ConfluenceState, space: SpaceRecord, title: string): string {
  const taken = new Set(Object.values(state.contents).filter((content) => content.spaceId === space.id).map((content) => titleOf(content).toLowerCase()));
  let free = title;
  for (let counter = 2; taken.has(free.toLowerCase()); counter += 1) free = `${title} (${counter})`;
  return free;
}

function addBlogPost(state: ConfluenceState, space: SpaceRecord, title: string, authorId: string, createdAt: string): void {
  const post: ContentRecord = {
    id: allocateId(state),
    type: 'blogpost',
    status: 'current',
    spaceId: space.id,
    parentId: null,
    position: null,
    authorId,
    ownerId: authorId,
    createdAt,
    versions: [{ number: 1, authorId, createdAt, message: '', minorEdit: false, title, body: null, bodySeed: 1 }],
    labelIds: [],
    restrictions: restrictions(),
    draft: null,
  };
  state.contents[post.id] = post;
}

function seedNamedCases(scope: GenerationScope, cast: OffboardingCast, sales: SpaceRecord, other: SpaceRecord, created: string): void {
  const { state, adminAccountId: admin } = scope;
  const [leaver, successor, scim, gone] = [cast.leaver, cast.successor, cast.scimLeaver, cast.deactivated].map((person: Person) => person.accountId) as [string, string, string, string];
  const siteAdmins = groupId(state, 'site-admins');
  const page = (space: SpaceRecord, title: string, owner: string, access: ContentRecord['restrictions']) => {
    const parentId = space.homepageId;
    addPage(state, space, parentId, freeTitle(state, space, title), owner, access, created);
  };
  const P = OFFBOARDING_PAGES;
  page(sales, P.playbook, leaver, restrictions());
  page(sales, P.sharedRestrictions, leaver, restrictions(entry([leaver, successor], [siteAdmins]), entry([leaver, successor])));
  page(sales, P.onlyEditor, leaver, restrictions(entry([leaver, admin], [groupId(state, 'leadership')]), entry([leaver])));
  page(sales, P.onlyActiveEditor, leaver, restrictions(entry(), entry([leaver, gone])));
  page(sales, P.scimLeaverPage, scim, restrictions(entry(), entry([scim], [siteAdmins])));
  page(sales, P.namedInViewOnly, successor, restrictions(entry([leaver, scim, successor], [siteAdmins])));
  addBlogPost(state, sales, freeTitle(state, sales, P.blogPost), leaver, created);
  page(other, P.editBesideGroup, leaver, restrictions(entry(), entry([leaver], [groupId(state, 'engineering')])));
  page(other, P.handoff, leaver, restrictions());
  page(other, P.onlyEditorNotOwner, admin, restrictions(entry(), entry([leaver])));
}

/** Hundreds of ties in the large world: owned pages, restrictions naming the leaver beside a group, and a few pages only they can edit. */
function seedAtScale(state: ConfluenceState, leaver: string, spaces: readonly SpaceRecord[]): void {
  const engineering = groupId(state, 'engineering');
  const siteAdmins = groupId(state, 'site-admins');
  const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.status === 'current' && spaces.some((space) => space.id === content.spaceId && space.homepageId !== content.id));
  let onlyEditor = 0;
  pages.forEach((page, index) => {
    if (index % LARGE_SHARE.ownedEvery === 0) page.ownerId = leaver;
    if (index % LARGE_SHARE.namedEvery !== 1) return;
    if (onlyEditor < LARGE_SHARE.onlyEditorPages) {
      page.restrictions.update = entry([leaver]);
      onlyEditor += 1;
      return;
    }
    const { read, update } = page.restrictions;
    page.restrictions.read = entry([...new Set([...read.userIds, leaver])], [...new Set([...read.groupIds, siteAdmins])]);
    page.restrictions.update = entry([...new Set([...update.userIds, leaver])], [...new Set([...update.groupIds, engineering])]);
  });
}

export function seedOffboardingCases(scope: GenerationScope, people: readonly Person[], scale: Scale): void {
  const cast = offboardingCast(people);
  const other = Object.values(scope.state.spaces).find((space) => space.key === OFFBOARDING_PAGES.otherSpaceKey);
  if (cast === undefined || other === undefined) return;
  const created = new Date(scope.now - 60 * 86_400_000).toISOString();
  const sales = salesSpace(scope, cast, groupId(scope.state, 'site-admins'), created);
  if (scale !== 'demo') seedAtScale(scope.state, cast.leaver.accountId, [sales, other]);
  seedNamedCases(scope, cast, sales, other, created);
}
