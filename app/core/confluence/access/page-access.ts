import { currentUser } from '../../../api/confluence/v1/current-user';
import { getPage, listPages } from '../../../api/confluence/v2/pages';
import { pageAncestors } from '../../../api/confluence/v2/page-tree';
import { getSpace, listSpacePermissions } from '../../../api/confluence/v2/spaces';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluencePageDetail, ConfluenceSpaceDetail, SpacePermission } from '../../../contract/confluence/pages-and-spaces.channels';
import type { PageAccess, Principal, PrincipalRef } from '../../../contract/confluence/access.channels';
import { mapLimited } from '../../../jobs/map-limited';
import { counted } from './counted-session';
import { PrincipalDirectory } from './directory';
import { notFoundInWords } from './resolve';
import { learnNames, namedRestrictions, readRestrictions, type RawRestrictions } from './restrictions';

/**
 * Everything that decides who may open and edit one page, read once: the page, its ancestors (highest
 * first) with their own lists, the space's grants and the acting person. The screen's view and every
 * verdict are worked out from this, so a verdict costs no more reads than the view already made.
 */
export interface AccessFacts {
  page: ConfluencePageDetail;
  space: ConfluenceSpaceDetail | null;
  ancestors: Array<{ id: string; title: string; raw: RawRestrictions }>;
  raw: RawRestrictions;
  grants: SpacePermission[];
  me: Principal;
}

/** Reads a whole ancestor chain at this many calls at once. */
const PARALLEL = 6;
/** Space grants beyond this many are not read (a space with more is shown as far as read). */
const GRANT_PAGES = 20;

async function allGrants(session: ApiSession, spaceId: string, signal: AbortSignal): Promise<SpacePermission[]> {
  const grants: SpacePermission[] = [];
  let cursor: string | undefined;
  for (let round = 0; round < GRANT_PAGES; round += 1) {
    const page = await listSpacePermissions(session, spaceId, { cursor, signal });
    grants.push(...page.items);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return grants;
}

async function ancestorTitles(session: ApiSession, ids: string[], signal: AbortSignal): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let index = 0; index < ids.length; index += 250) {
    const slice = ids.slice(index, index + 250);
    const page = await listPages(session, { ids: slice }, { signal, pageSize: slice.length });
    for (const item of page.items) titles.set(item.id, item.title);
  }
  return titles;
}

export async function readAccessFacts(session: ApiSession, directory: PrincipalDirectory, pageId: string, signal: AbortSignal): Promise<AccessFacts> {
  const page = await getPage(session, pageId, {}, signal);
  const [chain, raw, space, grants, me] = await Promise.all([
    pageAncestors(session, pageId, signal),
    readRestrictions(session, pageId, signal),
    page.spaceId === null ? Promise.resolve(null) : getSpace(session, page.spaceId, {}, signal),
    page.spaceId === null ? Promise.resolve([]) : allGrants(session, page.spaceId, signal),
    currentUser(session, signal).then(({ user }) => directory.user(user)),
  ]);
  const pageAncestorsOnly = chain.filter((link) => link.type === 'page');
  const [titles, ancestorRaws] = await Promise.all([
    ancestorTitles(session, pageAncestorsOnly.map((link) => link.id), signal),
    mapLimited(pageAncestorsOnly, PARALLEL, (link) => readRestrictions(session, link.id, signal)),
  ]);
  const ancestors = pageAncestorsOnly.map((link, index) => ({ id: link.id, title: titles.get(link.id) ?? `Page ${link.id}`, raw: ancestorRaws[index] as RawRestrictions }));
  learnNames(directory, raw, ...ancestors.map((ancestor) => ancestor.raw));
  return { page, space, ancestors, raw, grants, me };
}

/** Grants of one space operation, as references. */
export function grantees(grants: readonly SpacePermission[], key: string, targetType: string): PrincipalRef[] {
  return grants.flatMap((grant) =>
    grant.operation.key === key && grant.operation.targetType === targetType && grant.principal.id !== null && (grant.principal.type === 'user' || grant.principal.type === 'group')
      ? [{ type: grant.principal.type, id: grant.principal.id }]
      : [],
  );
}

export async function pageAccessView(facts: AccessFacts, directory: PrincipalDirectory): Promise<Omit<PageAccess, 'requests'>> {
  const named = (refs: PrincipalRef[]) => Promise.all(refs.map((ref) => directory.principal(ref)));
  const [own, ancestors, viewers, editors, admins, authorName, lastChangedBy] = await Promise.all([
    namedRestrictions(facts.raw, directory),
    Promise.all(facts.ancestors.map(async (ancestor) => ({ id: ancestor.id, title: ancestor.title, read: (await namedRestrictions(ancestor.raw, directory)).read }))),
    named(grantees(facts.grants, 'read', 'space')),
    named(grantees(facts.grants, 'create', 'page')),
    named(grantees(facts.grants, 'administer', 'space')),
    facts.page.authorId === null ? Promise.resolve(null) : directory.userById(facts.page.authorId).then((person) => person.name),
    facts.page.version?.authorId ? directory.userById(facts.page.version.authorId).then((person) => person.name) : Promise.resolve(null),
  ]);
  return {
    page: {
      id: facts.page.id,
      title: facts.page.title,
      spaceId: facts.page.spaceId,
      spaceKey: facts.space?.key ?? null,
      spaceName: facts.space?.name ?? null,
      authorName,
      lastChangedAt: facts.page.version?.createdAt ?? null,
      lastChangedBy,
      version: facts.page.version?.number ?? null,
      isSpaceHome: facts.space?.homepageId === facts.page.id,
    },
    ancestors,
    own,
    restrictionsHash: facts.raw.hash,
    space: { viewers, editors, admins },
    me: facts.me,
  };
}

/** Who can view and edit the page and why, as the screen shows it, with the calls it took. */
export function readPageAccess(session: ApiSession, pageId: string, signal: AbortSignal): Promise<PageAccess> {
  return notFoundInWords(pageId, async () => {
    const calls = counted(session);
    const directory = new PrincipalDirectory(calls.session, signal);
    const view = await pageAccessView(await readAccessFacts(calls.session, directory, pageId, signal), directory);
    return { ...view, requests: calls.count() };
  });
}
