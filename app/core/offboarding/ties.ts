import type { RestrictedContent } from '../../api/confluence/v1/content-search';
import type { ConfluencePage, ConfluenceSpace, SpacePermission } from '../../contract/confluence/pages-and-spaces.channels';
import type { NotificationSchemeView } from '../../contract/jira/models';
import type { JiraProjectView } from '../../contract/jira/projects.channels';
import type { Finding } from '../../contract/offboarding/leavers.channels';

/**
 * What ties one person to the site's content and configuration, worked out from lists read once for
 * every leaver (`site-reads.ts`). Pure, so the rules are tested without a site.
 */

type SpaceRef = { id: string; key: string; name: string };
type Kind<K extends Finding['kind']> = Extract<Finding, { kind: K }>;

/** A page or blog post as the inventory matches owners on it. */
export interface OwnedItem {
  contentType: 'page' | 'blogpost';
  page: Pick<ConfluencePage, 'id' | 'title' | 'spaceId' | 'ownerId' | 'status'>;
}

function spaceRefs(spaces: readonly ConfluenceSpace[]): { byId: Map<string, SpaceRef>; byKey: Map<string, SpaceRef> } {
  const refs = spaces.map((space) => ({ id: space.id, key: space.key, name: space.name }));
  return { byId: new Map(refs.map((ref) => [ref.id, ref])), byKey: new Map(refs.map((ref) => [ref.key, ref])) };
}

const unknownSpace = (id: string | null): SpaceRef => ({ id: id ?? '', key: '', name: 'an unknown space' });
const pageWords = (contentType: 'page' | 'blogpost', title: string, space: SpaceRef) =>
  `${contentType === 'page' ? 'Page' : 'Blog post'} “${title}” in ${space.name}`;

export function ownedContent(accountId: string, items: readonly OwnedItem[], spaces: readonly ConfluenceSpace[]): Kind<'owner'>[] {
  const { byId } = spaceRefs(spaces);
  return items
    .filter(({ page }) => page.ownerId === accountId)
    .map(({ contentType, page }) => {
      const space = byId.get(page.spaceId ?? '') ?? unknownSpace(page.spaceId);
      return {
        kind: 'owner',
        key: `owner:${contentType}:${page.id}`,
        target: pageWords(contentType, page.title, space),
        link: contentType === 'page' ? { screen: 'page', pageId: page.id } : null,
        contentType,
        id: page.id,
        title: page.title,
        space,
        archived: page.status === 'archived',
      };
    });
}

/** The space a page of content search is in: the search's page carries only its ancestors, so the space comes from the v2 read. */
export type SpaceOfPage = (pageId: string) => SpaceRef;

export function spaceOfPageFrom(pages: readonly Pick<ConfluencePage, 'id' | 'spaceId'>[], spaces: readonly ConfluenceSpace[]): SpaceOfPage {
  const { byId } = spaceRefs(spaces);
  const spaceIdOf = new Map(pages.map((page) => [page.id, page.spaceId]));
  return (pageId) => {
    const spaceId = spaceIdOf.get(pageId) ?? null;
    return byId.get(spaceId ?? '') ?? unknownSpace(spaceId);
  };
}

/**
 * Lists naming the person. `staying` says whether someone else named stays able to use the page: another
 * leaver or a deactivated person does not, so a list naming only such people counts as naming them alone.
 */
export function restrictionsNaming(accountId: string, pages: readonly RestrictedContent[], spaceOf: SpaceOfPage, staying: (accountId: string) => boolean): Kind<'restriction'>[] {
  const found: Kind<'restriction'>[] = [];
  for (const page of pages) {
    for (const operation of ['read', 'update'] as const) {
      const list = page[operation];
      if (!list.users.some((user) => user.accountId === accountId)) continue;
      const others = list.users.filter((user) => user.accountId !== accountId);
      const stayingPeople = others.filter((user) => user.accountId !== null && staying(user.accountId));
      const space = spaceOf(page.id);
      found.push({
        kind: 'restriction',
        key: `${operation}:${page.id}`,
        target: `${operation === 'read' ? 'Who can view' : 'Who can edit'} page “${page.title}” in ${space.name}`,
        link: { screen: 'page', pageId: page.id },
        operation,
        pageId: page.id,
        title: page.title,
        space,
        others: [...others.map((user) => user.displayName ?? user.publicName ?? 'someone hidden'), ...list.groups.map((group) => `the group ${group.name}`)],
        alone: stayingPeople.length === 0 && list.groups.length === 0,
      });
    }
  }
  return found;
}

/** Spaces where the person is the only one with `administer`, and no group has it. */
export function spacesAdministeredAlone(accountId: string, spaces: readonly ConfluenceSpace[], admins: ReadonlyMap<string, readonly SpacePermission['principal'][]>): Kind<'spaceAdmin'>[] {
  return spaces.flatMap((space) => {
    const principals = admins.get(space.id) ?? [];
    const alone = principals.length > 0 && principals.every((principal) => principal.type === 'user' && principal.id === accountId);
    if (!alone) return [];
    const ref = { id: space.id, key: space.key, name: space.name };
    return [{ kind: 'spaceAdmin' as const, key: `space:${space.id}`, target: `Space ${space.name} (${space.key})`, link: null, space: ref }];
  });
}

/** Schemes naming the person as a single-user recipient, each event marked when they are its only recipient. */
export function schemesNaming(
  accountId: string,
  schemes: readonly NotificationSchemeView[],
  mappings: readonly { schemeId: string; projectId: string }[],
  projects: readonly JiraProjectView[],
): Kind<'schemeRecipient'>[] {
  const projectById = new Map(projects.map((project) => [project.id, project]));
  return schemes.flatMap((scheme) => {
    const events = (scheme.events ?? []).flatMap((event) => {
      if (!event.notifications.some((n) => n.type === 'User' && n.parameter === accountId)) return [];
      return [{ id: event.eventId, name: event.eventName, onlyRecipient: event.notifications.every((n) => n.type === 'User' && n.parameter === accountId) }];
    });
    if (events.length === 0) return [];
    const using = mappings
      .filter((mapping) => mapping.schemeId === scheme.id)
      .flatMap((mapping) => {
        const project = projectById.get(mapping.projectId);
        return project ? [{ id: project.id, key: project.key, name: project.name }] : [];
      });
    return [
      {
        kind: 'schemeRecipient' as const,
        key: `scheme:${scheme.id}`,
        target: `Notification scheme “${scheme.name}”`,
        link: { screen: 'scheme' as const, schemeId: scheme.id },
        schemeId: scheme.id,
        name: scheme.name,
        events,
        projects: using,
      },
    ];
  });
}

export function projectsLed(accountId: string, projects: readonly JiraProjectView[]): Kind<'projectLead'>[] {
  return projects
    .filter((project) => project.lead?.accountId === accountId)
    .map((project) => ({
      kind: 'projectLead',
      key: `lead:${project.key}`,
      target: `Project ${project.name} (${project.key})`,
      link: { screen: 'project', projectKey: project.key },
      projectId: project.id,
      projectKey: project.key,
      name: project.name,
    }));
}
