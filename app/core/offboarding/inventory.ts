import type { RestrictedContent } from '../../api/confluence/v1/content-search';
import { getPermissions } from '../../api/admin/permissions';
import { listApiTokens } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import { getUsers } from '../../api/jira/users';
import type { ConfluenceSpace, SpacePermission } from '../../contract/confluence/pages-and-spaces.channels';
import { isAppError } from '../../contract/errors';
import type { Finding, Inventory, OffboardPerson } from '../../contract/offboarding/leavers.channels';
import { plural } from '../../contract/words';
import { mapLimited } from '../../jobs/map-limited';
import { PlannedRuns } from '../../jobs/planned-runs';
import type { JobRegistry } from '../../jobs/job-registry';
import type { ItemWork, JobItem } from '../../jobs/job-types';
import type { ResolvedLeavers } from './leavers';
import { readJira, readPages, readRestrictedPages, readBlogPosts, readSpacePermissions, readSpaces, holders, type SiteJira } from './site-reads';
import { ownedContent, projectsLed, restrictionsNaming, schemesNaming, spaceOfPageFrom, spacesAdministeredAlone, type OwnedItem } from './ties';

/**
 * The inventory of one or more leavers: a job that reads each person's account and tokens, then each of
 * the site's lists once for all of them (spaces and their admins, pages with owners, page restrictions,
 * notification schemes, projects). What it found is kept as a plan (its id is the job's), which the
 * hand-over's dry run and start read.
 */

export interface InventoryPlan {
  /** The admin the connection signs in as, read once with the inventory: the record names them. */
  actorName: string;
  people: OffboardPerson[];
  refused: ResolvedLeavers['refused'];
  accounts: Map<string, Finding[]>;
  spaces: ConfluenceSpace[] | null;
  /** Per space id, its permissions. */
  grants: Map<string, SpacePermission[]>;
  owned: OwnedItem[] | null;
  /** Blog posts, their authors standing for owners. */
  posts: OwnedItem[] | null;
  restricted: RestrictedContent[] | null;
  jira: SiteJira | null;
  /** Of the people named in a list beside a leaver, those still active: a list naming only leavers and deactivated people is theirs alone. */
  active: Set<string>;
  /** What could not be read, each a sentence, for every leaver. */
  unread: string[];
  /** Requests made, for the bench. */
  requests: number;
  findings: Map<string, Finding[]> | null;
}

/** Spaces whose permissions and blog posts are read at the same time. */
const SPACES_AT_ONCE = 4;

type Source = { kind: 'account'; person: OffboardPerson } | { kind: 'spaces' | 'pages' | 'restrictions' | 'jira' };

const sourceWords: Record<Exclude<Source['kind'], 'account'>, string> = {
  spaces: 'Confluence spaces, who administers them and their blog posts',
  pages: 'Confluence pages and their owners',
  restrictions: 'Confluence page restrictions',
  jira: 'Jira notification schemes and projects',
};

/** How Activity names the inventory once it is shown finished ("Preview only": it changes nothing). */
export const inventoryPreviewWords = {
  action: 'Listed everything tied to people who leave',
  target: (inventory: Inventory) =>
    inventory.leavers.map((leaver) => `${leaver.person.name}: ${plural(leaver.findings.length, 'thing')} found`).join('; ') || 'Nobody to offboard',
} as const;

export const inventoryWords = {
  unread: (what: string, why: string) => `Orgdesk could not read ${what}, so they are not in this inventory: ${why}`,
} as const;

async function readAccount(session: ApiSession, plan: InventoryPlan, person: OffboardPerson, signal: AbortSignal): Promise<void> {
  const [permissions, tokens] = await Promise.all([getPermissions(session, person.accountId, signal), listApiTokens(session, person.accountId, signal)]);
  plan.requests += 2;
  const enablement = permissions.actions.find((action) => action.name === 'lifecycle.enablement');
  const account: Finding = {
    kind: 'account',
    key: 'account',
    target: `The account of ${person.name}`,
    link: { screen: 'account', accountId: person.accountId },
    canDeactivate: enablement?.allowed === true,
    refusal: enablement?.refusal ?? null,
  };
  const tokenFindings: Finding[] = tokens.map((token) => ({
    kind: 'token',
    key: `token:${token.id}`,
    target: `API token “${token.label}”`,
    link: { screen: 'account', accountId: person.accountId },
    tokenId: token.id,
    label: token.label,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    expiresAt: token.expiresAt,
  }));
  plan.accounts.set(person.accountId, [account, ...tokenFindings]);
}

async function readSource(session: ApiSession, plan: InventoryPlan, source: Source, signal: AbortSignal): Promise<void> {
  const counted = () => {
    plan.requests += 1;
  };
  switch (source.kind) {
    case 'account':
      return readAccount(session, plan, source.person, signal);
    case 'spaces': {
      const spaces = await readSpaces(session, signal, counted);
      // Each space's lists are their own chains of pages, so several spaces are read at once.
      const perSpace = await mapLimited(spaces, SPACES_AT_ONCE, async (space) => {
        const [grants, posts] = await Promise.all([readSpacePermissions(session, space.id, signal, counted), readBlogPosts(session, space.id, signal, counted)]);
        plan.grants.set(space.id, grants);
        return posts.map((post): OwnedItem => ({ contentType: 'blogpost', page: { ...post, ownerId: post.authorId } }));
      });
      plan.spaces = spaces;
      plan.posts = perSpace.flat();
      return;
    }
    case 'pages':
      plan.owned = (await readPages(session, signal, counted)).map((page) => ({ contentType: 'page', page }));
      return;
    case 'restrictions': {
      const restricted = await readRestrictedPages(session, signal, counted);
      plan.active = await activeAmong(session, othersNamedWith(restricted, new Set(plan.people.map((person) => person.accountId))), signal, counted);
      plan.restricted = restricted;
      return;
    }
    case 'jira':
      plan.jira = await readJira(session, signal);
      return;
  }
}

/** Everyone a restriction list names beside one of the leavers. */
function othersNamedWith(pages: readonly RestrictedContent[], leaving: ReadonlySet<string>): string[] {
  const others = new Set<string>();
  for (const page of pages) {
    for (const list of [page.read, page.update]) {
      const ids = list.users.flatMap((user) => user.accountId ?? []);
      if (ids.some((id) => leaving.has(id))) for (const id of ids) if (!leaving.has(id)) others.add(id);
    }
  }
  return [...others];
}

/** Which of these people are active, asked 100 at a time. */
async function activeAmong(session: ApiSession, accountIds: readonly string[], signal: AbortSignal, counted: () => void): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const users = await getUsers(session, accountIds, signal);
  for (let asked = 0; asked < accountIds.length; asked += 100) counted();
  return new Set([...users.values()].filter((user) => user.active).map((user) => user.accountId));
}

/** Everything tied to each leaver, once every list is read. */
function findingsOf(plan: InventoryPlan): Map<string, Finding[]> {
  const leaving = new Set(plan.people.map((person) => person.accountId));
  const spaces = plan.spaces ?? [];
  const spaceOf = spaceOfPageFrom((plan.owned ?? []).map(({ page }) => page), spaces);
  // Keys name the leaver too: a page whose list names two leavers is a finding of each.
  const keyed = (accountId: string, findings: Finding[]) => findings.map((finding) => ({ ...finding, key: `${accountId}|${finding.key}` }));
  return new Map(
    plan.people.map(({ accountId }) => [
      accountId,
      keyed(accountId, [
        ...(plan.accounts.get(accountId) ?? []),
        ...ownedContent(accountId, [...(plan.owned ?? []), ...(plan.posts ?? [])], spaces),
        ...restrictionsNaming(accountId, plan.restricted ?? [], spaceOf, (id) => !leaving.has(id) && plan.active.has(id)),
        ...spacesAdministeredAlone(accountId, spaces, new Map([...plan.grants].map(([id, grants]) => [id, holders(grants, 'administer')]))),
        ...(plan.jira ? schemesNaming(accountId, plan.jira.schemes, plan.jira.mappings, plan.jira.projects) : []),
        ...(plan.jira ? projectsLed(accountId, plan.jira.projects) : []),
      ]),
    ]),
  );
}

export class Inventories {
  readonly plans: PlannedRuns<InventoryPlan>;

  constructor(jobs: JobRegistry) {
    this.plans = new PlannedRuns<InventoryPlan>(jobs, 10);
  }

  start(session: ApiSession, connectionId: string, leavers: ResolvedLeavers, actorName: string): { jobId: string; people: number } {
    const plan: InventoryPlan = {
      actorName,
      people: leavers.people,
      refused: leavers.refused,
      accounts: new Map(),
      spaces: null,
      grants: new Map(),
      owned: null,
      posts: null,
      restricted: null,
      jira: null,
      active: new Set(),
      unread: [],
      requests: 0,
      findings: null,
    };
    const sources: JobItem<Source>[] = [
      ...leavers.people.map((person) => ({ key: `account:${person.accountId}`, target: `The account and API tokens of ${person.name}`, input: { kind: 'account' as const, person } })),
      ...(['spaces', 'pages', 'restrictions', 'jira'] as const).map((kind) => ({ key: kind, target: sourceWords[kind], input: { kind } })),
    ];
    const work: ItemWork<Source> = async ({ input, target }, ctx) => {
      if (leavers.people.length === 0) return { skipped: 'Nobody to offboard.' };
      try {
        await readSource(session, plan, input, ctx.signal);
      } catch (error) {
        if (ctx.signal.aborted || !isAppError(error)) throw error;
        plan.unread.push(inventoryWords.unread(target.charAt(0).toLowerCase() + target.slice(1), error.message));
      }
      return undefined;
    };
    const { jobId } = this.plans.preview(connectionId, plan, {
      kind: 'offboarding.handover.plan',
      title: `Find everything tied to ${plural(leavers.people.length, 'person', 'people')}`,
      items: sources,
      work,
      // Every source at once: each is a chain of pages that cannot go faster, and the transport bounds the requests per host.
      concurrency: sources.length,
    });
    return { jobId, people: leavers.people.length };
  }

  /** The inventory as the screen shows it; findings are worked out once, when every list is read. */
  view(planId: string, connectionId: string): Inventory {
    const plan = this.plans.get(planId, connectionId);
    const state = this.plans.state(planId, connectionId);
    if (state === 'ready') plan.findings ??= findingsOf(plan);
    const findings = plan.findings;
    return {
      state,
      read: plan.accounts.size,
      leavers: findings === null ? [] : plan.people.map((person) => ({ person, findings: findings.get(person.accountId) ?? [], unread: plan.unread })),
      refused: plan.refused,
    };
  }
}
