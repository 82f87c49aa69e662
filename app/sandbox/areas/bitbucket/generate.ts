import type { GenerateContext, Rng, Scale } from '../../kit';
import { randomHex, randomUuid } from '../../data/rng';
import { WORKSPACE_OF_SITE } from '../../data/staging';
import { dayMs, shiftIso } from '../../data/time';
import { hookEventKeys } from './events';
import type { BitbucketState, StoredHook, Workspace } from './state';

/** A hook the demo always has, so every case the Webhooks screen must show can be seen in it. */
interface HookStory {
  description: string;
  url: string;
  events: string[];
  signed: boolean;
  active: boolean;
}

const pushAndPulls = ['repo:push', 'pullrequest:created', 'pullrequest:updated', 'pullrequest:fulfilled'];

/**
 * The main workspace: healthy hooks, and one of each thing that needs attention (no secret, plain
 * http, a private address, two hooks to one address, a paused hook).
 */
const primaryStories: HookStory[] = [
  { description: 'CI builds', url: 'https://ci.orgdesk-demo.com/bitbucket/webhook', events: pushAndPulls, signed: true, active: true },
  { description: 'Deploy bot', url: 'https://deploy.orgdesk-demo.com/hooks/bitbucket', events: ['repo:push', 'repo:commit_status_updated'], signed: true, active: true },
  {
    description: 'Chat notifications',
    url: 'https://chat-relay.orgdesk-demo.com/incoming/bitbucket',
    events: ['pullrequest:created', 'pullrequest:approved', 'pullrequest:comment_created', 'issue:created'],
    signed: false,
    active: true,
  },
  { description: 'Legacy build server', url: 'http://legacy-builds.orgdesk-demo.com:8080/notify', events: ['repo:push'], signed: true, active: true },
  { description: 'Staging deploy (office network)', url: 'https://10.40.2.15/hooks/bitbucket', events: ['repo:push'], signed: true, active: true },
  { description: 'Security scanner', url: 'https://scanner.orgdesk-demo.com/api/events', events: ['repo:push', 'repo:created'], signed: true, active: true },
  { description: 'Security scanner (second copy)', url: 'https://scanner.orgdesk-demo.com/api/events', events: ['repo:push'], signed: true, active: true },
  { description: 'Audit log export', url: 'https://audit.orgdesk-demo.com/ingest', events: ['repo:created', 'repo:deleted', 'repo:transfer', 'project:updated'], signed: true, active: false },
  { description: 'Jira sync', url: 'https://sync.orgdesk-demo.com/bitbucket', events: ['issue:created', 'issue:updated', 'issue:comment_created'], signed: true, active: true },
  { description: 'Release notes', url: 'https://releases.orgdesk-demo.com/webhooks/bitbucket', events: ['pullrequest:fulfilled', 'repo:push'], signed: true, active: true },
  {
    description: 'Pipeline dashboard',
    url: 'https://dashboard.orgdesk-demo.com/bitbucket/pipelines',
    events: ['pipeline:span_created', 'repo:commit_status_created', 'repo:commit_status_updated'],
    signed: true,
    active: true,
  },
  { description: 'Code review stats', url: 'https://stats.orgdesk-demo.com/bitbucket', events: ['pullrequest:approved', 'pullrequest:unapproved', 'pullrequest:changes_request_created'], signed: true, active: true },
  { description: 'Backup mirror', url: 'https://mirror.orgdesk-demo.com/bitbucket/push', events: ['repo:push', 'repo:deleted', 'repo:transfer'], signed: true, active: true },
  { description: 'Onboarding tracker', url: 'https://onboarding.orgdesk-demo.com/bitbucket', events: ['repo:created', 'project:updated'], signed: true, active: true },
];

const labsStories: HookStory[] = [
  { description: 'Experiments CI', url: 'https://ci.orgdesk-demo.com/labs/webhook', events: pushAndPulls, signed: true, active: true },
  { description: 'Prototype notifier', url: 'http://notify.labs.orgdesk-demo.com/bitbucket', events: ['repo:push'], signed: false, active: true },
  { description: 'Old laptop receiver', url: 'http://127.0.0.1:8099/bitbucket', events: ['repo:push'], signed: false, active: false },
  { description: 'Lab dashboard', url: 'https://dashboard.orgdesk-demo.com/labs', events: ['pipeline:span_created'], signed: true, active: false },
];

/**
 * The staging site's one workspace: two hooks to the same addresses as production's (one subscribed to
 * fewer events), matched by address when a copy is tried, and two that production lacks.
 */
export const stagingStories: HookStory[] = [
  { description: 'CI builds', url: 'https://ci.orgdesk-demo.com/bitbucket/webhook', events: pushAndPulls, signed: true, active: true },
  { description: 'Release notes', url: 'https://releases.orgdesk-demo.com/webhooks/bitbucket', events: ['pullrequest:fulfilled'], signed: true, active: true },
  { description: 'Preview deployments', url: 'https://preview.orgdesk-staging.com/hooks/bitbucket', events: ['pullrequest:created', 'pullrequest:updated'], signed: true, active: true },
  { description: 'Error tracker releases', url: 'https://errors.orgdesk-staging.com/bitbucket/releases', events: ['repo:push', 'repo:commit_status_updated'], signed: false, active: true },
];

/** Hooks beyond the stories, for the large world: healthy, public and mostly signed. */
const fillerTargets = [
  { description: 'Build farm', host: 'builds.orgdesk-demo.com' },
  { description: 'Metrics collector', host: 'metrics.orgdesk-demo.com' },
  { description: 'Ticket bridge', host: 'tickets.orgdesk-demo.com' },
  { description: 'Docs publisher', host: 'docs.orgdesk-demo.com' },
];

const hooksPerWorkspace: Record<Scale, [number, number, number]> = { demo: [14, 4, 3], large: [240, 40, 10], enterprise: [1_000, 40, 10] };
const stagingHooks: Record<Scale, number> = { demo: stagingStories.length, large: 40, enterprise: 40 };

export const braced = (uuid: string): string => `{${uuid}}`;

function storyHook(rng: Rng, now: string, story: HookStory): StoredHook {
  return {
    uuid: braced(randomUuid(rng)),
    url: story.url,
    description: story.description,
    active: story.active,
    events: story.events,
    createdAt: shiftIso(now, -rng.int(30, 900) * dayMs),
    secret: story.signed ? randomHex(rng, 40) : null,
  };
}

function fillerHook(rng: Rng, now: string, index: number): StoredHook {
  const target = rng.pick(fillerTargets);
  const events = hookEventKeys.filter(() => rng.chance(0.25));
  return {
    uuid: braced(randomUuid(rng)),
    url: `https://${target.host}/bitbucket/${index + 1}`,
    description: `${target.description} ${index + 1}`,
    active: rng.chance(0.9),
    events: events.length > 0 ? events : ['repo:push'],
    createdAt: shiftIso(now, -rng.int(1, 900) * dayMs),
    secret: rng.chance(0.9) ? randomHex(rng, 40) : null,
  };
}

/** The stories first, then filler up to `count`; a smaller count keeps only the first stories. */
function hooksFor(rng: Rng, now: string, stories: readonly HookStory[], count: number): StoredHook[] {
  return Array.from({ length: count }, (_, index) => {
    const story = stories[index];
    return story ? storyHook(rng, now, story) : fillerHook(rng, now, index);
  });
}

export function generateBitbucket(ctx: GenerateContext): BitbucketState {
  const others = ctx.people.filter((person) => person.accountId !== ctx.adminAccountId && person.status === 'active').map((person) => person.accountId);
  const someOthers = (count: number): string[] => Array.from({ length: count }, () => ctx.rng.pick(others));
  const [primaryCount, labsCount, partnerCount] = hooksPerWorkspace[ctx.scale];
  const workspace = (slug: string, name: string, adminOwns: boolean, stories: readonly HookStory[], hookCount: number): Workspace => ({
    uuid: braced(randomUuid(ctx.rng)),
    slug,
    name,
    ownerIds: adminOwns ? [ctx.adminAccountId, ...someOthers(1)] : someOthers(2),
    memberIds: [...someOthers(8), ...(adminOwns ? [] : [ctx.adminAccountId])],
    hooks: hooksFor(ctx.rng.fork(`hooks:${slug}`), ctx.now, stories, hookCount),
  });
  if (ctx.site === 'staging') {
    return { hooksCreated: 0, deliveries: [], workspaces: [workspace(ctx.credentials.bitbucket.workspace, WORKSPACE_OF_SITE.staging.name, true, stagingStories, stagingHooks[ctx.scale])] };
  }
  return {
    hooksCreated: 0,
    deliveries: [],
    workspaces: [
      workspace(ctx.credentials.bitbucket.workspace, WORKSPACE_OF_SITE.production.name, true, primaryStories, primaryCount),
      workspace('orgdesk-labs', 'Orgdesk Labs', true, labsStories, labsCount),
      // The admin is only a member here: hooks answer 403, as for any non-owner.
      workspace('partner-agency', 'Partner Agency', false, [], partnerCount),
    ],
  };
}
