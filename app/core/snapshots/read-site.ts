import { everyCursorItem, everyOffsetItem } from '../../api/confluence/shared/paging';
import { searchContentWithRestrictions, type RestrictedContent } from '../../api/confluence/v1/content-search';
import { listTemplates } from '../../api/confluence/v1/templates';
import { listHooks } from '../../api/bitbucket/hooks';
import type { ApiSession } from '../../api/http/session';
import { listAllNotificationSchemes, listAllSchemeProjectMappings } from '../../api/jira/notification-schemes';
import { searchAllProjects } from '../../api/jira/projects';
import { getUsers } from '../../api/jira/users';
import { listProjectVersions } from '../../api/jira/versions';
import type { ConfluenceUser } from '../../contract/confluence/content';
import { isAppError } from '../../contract/errors';
import type { JiraProjectView } from '../../contract/jira/projects.channels';
import type { ContentTemplate } from '../../contract/confluence/templates.channels';
import type {
  SnapGroup,
  SnapPerson,
  SnapRestriction,
  SnapScheme,
  SnapshotKind,
  SnapTemplate,
  SnapVersion,
  SnapWebhook,
} from '../../contract/snapshots/format';
import type { JobItem } from '../../jobs/job-types';
import { mapLimited } from '../../jobs/map-limited';

/**
 * Reading a site's configuration into the parts of a snapshot, one job item per part so a long read shows
 * progress and can be stopped: the notification schemes (all of them, with recipients, in one list call,
 * plus the project mappings and projects), each chosen space's page restrictions (content search, 250 pages
 * a request), the site's and each chosen space's templates, the workspace's webhooks and every project's
 * versions. A part that cannot be read becomes a gap with Atlassian's reason, not a failed snapshot.
 */

export type SitePart =
  | { part: 'schemes' }
  | { part: 'versions' }
  | { part: 'webhooks'; workspace: string }
  | { part: 'templates'; spaceKey: string | null }
  | { part: 'restrictions'; spaceKey: string };

/** What a read gathers; the snapshot (or the live side of a comparison) is made from it. */
export interface SiteRead {
  schemes: SnapScheme[];
  restrictions: SnapRestriction[];
  templates: SnapTemplate[];
  webhooks: SnapWebhook[];
  versions: SnapVersion[];
  spaces: { key: string; name: string }[];
  gaps: { kind: SnapshotKind; reason: string }[];
  /** Everyone a restriction names, with what Confluence says of them; scheme recipients are looked up at the end. */
  people: Map<string, SnapPerson>;
  groups: Map<string, SnapGroup>;
  /** Account ids named by scheme recipients, to be looked up in Jira (name and e-mail). */
  recipientIds: Set<string>;
  /** The projects read for the schemes, shared with the versions part. */
  projects: Promise<JiraProjectView[]> | null;
}

export function emptyRead(): SiteRead {
  return { schemes: [], restrictions: [], templates: [], webhooks: [], versions: [], spaces: [], gaps: [], people: new Map(), groups: new Map(), recipientIds: new Set(), projects: null };
}

const kindOfPart: Record<SitePart['part'], SnapshotKind> = {
  schemes: 'scheme',
  versions: 'version',
  webhooks: 'webhook',
  templates: 'template',
  restrictions: 'restriction',
};

/** The parts a snapshot of these spaces reads; no workspace means Bitbucket is not set up, which is a gap. */
export function partsToRead(spaceKeys: readonly string[], workspace: string | null, kinds: readonly SnapshotKind[] | null = null): JobItem<SitePart>[] {
  const wanted = (kind: SnapshotKind) => kinds === null || kinds.includes(kind);
  const parts: JobItem<SitePart>[] = [];
  if (wanted('scheme')) parts.push({ key: 'schemes', target: 'Notification schemes', input: { part: 'schemes' } });
  if (wanted('version')) parts.push({ key: 'versions', target: 'Project versions', input: { part: 'versions' } });
  if (wanted('webhook') && workspace) parts.push({ key: 'webhooks', target: `Webhooks of workspace ${workspace}`, input: { part: 'webhooks', workspace } });
  if (wanted('template')) {
    parts.push({ key: 'templates:site', target: 'Site templates', input: { part: 'templates', spaceKey: null } });
    for (const spaceKey of spaceKeys) parts.push({ key: `templates:${spaceKey}`, target: `Templates of space ${spaceKey}`, input: { part: 'templates', spaceKey } });
  }
  if (wanted('restriction')) {
    for (const spaceKey of spaceKeys) parts.push({ key: `restrictions:${spaceKey}`, target: `Page restrictions in space ${spaceKey}`, input: { part: 'restrictions', spaceKey } });
  }
  return parts;
}

export const NO_BITBUCKET = 'Bitbucket is not set up for this connection, so its webhooks were not taken.';

function personOf(user: ConfluenceUser): SnapPerson | null {
  if (!user.accountId) return null;
  return { accountId: user.accountId, name: user.displayName ?? user.publicName ?? user.accountId, email: user.email };
}

function restrictionOf(page: RestrictedContent, spaceKey: string, read: SiteRead): SnapRestriction | null {
  const listOf = (side: RestrictedContent['read']) => {
    const users = side.users.flatMap((user) => {
      const person = personOf(user);
      if (!person) return [];
      if (!read.people.has(person.accountId)) read.people.set(person.accountId, person);
      return [{ accountId: person.accountId, name: person.name }];
    });
    // A group's id can be missing on older sites; its name then stands for it.
    const groups = side.groups.map((group) => ({ id: group.id ?? group.name, name: group.name }));
    for (const group of groups) read.groups.set(group.id, group);
    return { users, groups };
  };
  const readList = listOf(page.read);
  const updateList = listOf(page.update);
  const empty = (list: typeof readList) => list.users.length === 0 && list.groups.length === 0;
  if (empty(readList) && empty(updateList)) return null;
  return { pageId: page.id, title: page.title, spaceKey, path: page.ancestors.map((ancestor) => ancestor.title), read: readList, update: updateList };
}

function templateOf(template: ContentTemplate): SnapTemplate {
  return {
    id: template.templateId,
    name: template.name,
    description: template.description,
    spaceKey: template.spaceKey,
    labels: template.labels,
    body: template.body ?? '',
  };
}

function projectsOf(session: ApiSession, read: SiteRead, signal: AbortSignal): Promise<JiraProjectView[]> {
  read.projects ??= searchAllProjects(session, {}, signal);
  return read.projects;
}

async function readSchemes(session: ApiSession, read: SiteRead, signal: AbortSignal): Promise<void> {
  const [schemes, mappings, projects] = await Promise.all([
    listAllNotificationSchemes(session, ['all'], signal),
    listAllSchemeProjectMappings(session, signal),
    projectsOf(session, read, signal),
  ]);
  const projectById = new Map(projects.map((project) => [project.id, project]));
  for (const scheme of schemes) {
    const projectIds = new Set([...scheme.projectIds, ...mappings.filter((mapping) => mapping.schemeId === scheme.id).map((mapping) => mapping.projectId)]);
    read.schemes.push({
      id: scheme.id,
      name: scheme.name,
      description: scheme.description,
      projects: [...projectIds].map((projectId) => {
        const project = projectById.get(projectId);
        return { id: projectId, key: project?.key ?? '', name: project?.name ?? `Project ${projectId}` };
      }),
      events: (scheme.events ?? []).map((event) => ({
        id: event.eventId,
        name: event.eventName,
        recipients: event.notifications.map((notification) => {
          if (notification.type === 'User' && notification.parameter) read.recipientIds.add(notification.parameter);
          return { type: notification.type, parameter: notification.parameter, words: notification.recipient };
        }),
      })),
    });
  }
}

/** Projects whose versions are read at once: each is one request, and the transport still bounds requests per host. */
const VERSION_LISTS_AT_ONCE = 8;

async function readVersions(session: ApiSession, read: SiteRead, signal: AbortSignal): Promise<void> {
  const projects = await projectsOf(session, read, signal);
  const lists = await mapLimited(projects, VERSION_LISTS_AT_ONCE, async (project) => ({ project, versions: await listProjectVersions(session, project.key, signal) }));
  for (const { project, versions } of lists) {
    read.versions.push(
      ...versions.map((version) => ({
        id: version.id,
        projectKey: project.key,
        projectName: project.name,
        name: version.name,
        description: version.description,
        released: version.released,
        archived: version.archived,
        startDate: version.startDate,
        releaseDate: version.releaseDate,
      })),
    );
  }
}

/** Reads one part into `read`; a refusal (no access, no such space) becomes a gap in the admin's words. */
export async function readPart(session: ApiSession, part: SitePart, read: SiteRead, signal: AbortSignal): Promise<void> {
  try {
    switch (part.part) {
      case 'schemes':
        return await readSchemes(session, read, signal);
      case 'versions':
        return await readVersions(session, read, signal);
      case 'webhooks': {
        const hooks = await listHooks(session, part.workspace, { signal });
        read.webhooks.push(...hooks.map((hook) => ({ id: hook.id, url: hook.url, description: hook.description, events: hook.events, active: hook.active, hasSecret: hook.secretSaved })));
        return;
      }
      case 'templates': {
        const spaceKey = part.spaceKey ?? undefined;
        const templates = await everyOffsetItem((start) => listTemplates(session, { kind: 'page', ...(spaceKey ? { spaceKey } : {}), includeBody: true, start }, signal));
        read.templates.push(...templates.filter((template) => !template.isBlueprint).map(templateOf));
        return;
      }
      case 'restrictions': {
        const pages = await everyCursorItem((page) => searchContentWithRestrictions(session, `space = "${part.spaceKey.replace(/"/g, '\\"')}" and type = page`, page), signal);
        for (const page of pages) {
          const restriction = restrictionOf(page, part.spaceKey, read);
          if (restriction) read.restrictions.push(restriction);
        }
        return;
      }
    }
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    read.gaps.push({ kind: kindOfPart[part.part], reason: `${partWords(part)}: ${error.info.message}` });
  }
}

function partWords(part: SitePart): string {
  switch (part.part) {
    case 'schemes':
      return 'Notification schemes';
    case 'versions':
      return 'Project versions';
    case 'webhooks':
      return `Webhooks of ${part.workspace}`;
    case 'templates':
      return part.spaceKey ? `Templates of space ${part.spaceKey}` : 'Site templates';
    case 'restrictions':
      return `Page restrictions in space ${part.spaceKey}`;
  }
}

/**
 * The people scheme recipients name, with name and e-mail from Jira (100 a request), so a snapshot still
 * says who they are on another site; people a restriction named keep what Confluence said of them.
 */
export async function lookUpPeople(session: ApiSession, read: SiteRead, signal: AbortSignal): Promise<SnapPerson[]> {
  const unknown = [...read.recipientIds].filter((accountId) => !read.people.get(accountId)?.email);
  if (unknown.length > 0) {
    try {
      const found = await getUsers(session, unknown, signal);
      for (const [accountId, user] of found) {
        const known = read.people.get(accountId);
        read.people.set(accountId, { accountId, name: user.displayName ?? known?.name ?? accountId, email: user.emailAddress ?? known?.email ?? null });
      }
    } catch (error) {
      if (signal.aborted || !isAppError(error)) throw error;
      read.gaps.push({ kind: 'scheme', reason: `The names and e-mail addresses of scheme recipients: ${error.info.message}` });
    }
  }
  for (const accountId of read.recipientIds) {
    if (!read.people.has(accountId)) read.people.set(accountId, { accountId, name: accountId, email: null });
  }
  return [...read.people.values()];
}
