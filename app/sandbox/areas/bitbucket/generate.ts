import type { GenerateContext, Rng, Scale } from '../../kit';
import { randomHex, randomUuid } from '../../data/rng';
import { dayMs, shiftIso } from '../../data/time';
import { hookEventKeys } from './events';
import type { BitbucketState, StoredHook, Workspace } from './state';

const hookTargets = [
  { description: 'CI builds', url: 'https://ci.orgdesk-demo.com/bitbucket/webhook' },
  { description: 'Deploy bot', url: 'https://deploy.orgdesk-demo.com/hooks/bitbucket' },
  { description: 'Chat notifications', url: 'https://chat-relay.orgdesk-demo.com/incoming/bitbucket' },
  { description: 'Security scanner', url: 'https://scanner.orgdesk-demo.com/api/events' },
  { description: 'Jira sync', url: 'https://sync.orgdesk-demo.com/bitbucket' },
  { description: 'Audit log export', url: 'https://audit.orgdesk-demo.com/ingest' },
  { description: 'Legacy build server', url: 'http://legacy-builds.orgdesk-demo.com:8080/notify' },
];

const hooksPerWorkspace: Record<Scale, number[]> = { demo: [14, 4, 3], large: [240, 40, 10] };

export const braced = (uuid: string): string => `{${uuid}}`;

function generateHook(rng: Rng, now: string, index: number): StoredHook {
  const target = rng.pick(hookTargets);
  const events = hookEventKeys.filter(() => rng.chance(0.25));
  return {
    uuid: braced(randomUuid(rng)),
    url: target.url,
    description: index === 0 ? target.description : `${target.description} ${index + 1}`,
    active: rng.chance(0.85),
    events: events.length > 0 ? events : ['repo:push'],
    createdAt: shiftIso(now, -rng.int(1, 900) * dayMs),
    secret: rng.chance(0.6) ? randomHex(rng, 32) : null,
  };
}

export function generateBitbucket(ctx: GenerateContext): BitbucketState {
  const others = ctx.people.filter((person) => person.accountId !== ctx.adminAccountId && person.status === 'active').map((person) => person.accountId);
  const someOthers = (count: number): string[] => Array.from({ length: count }, () => ctx.rng.pick(others));
  const [primaryCount = 0, labsCount = 0, partnerCount = 0] = hooksPerWorkspace[ctx.scale];
  const workspace = (slug: string, name: string, adminOwns: boolean, hookCount: number): Workspace => ({
    uuid: braced(randomUuid(ctx.rng)),
    slug,
    name,
    ownerIds: adminOwns ? [ctx.adminAccountId, ...someOthers(1)] : someOthers(2),
    memberIds: [...someOthers(8), ...(adminOwns ? [] : [ctx.adminAccountId])],
    hooks: Array.from({ length: hookCount }, (_, index) => generateHook(ctx.rng, ctx.now, index)),
  });
  return {
    hooksCreated: 0,
    workspaces: [
      workspace(ctx.credentials.bitbucket.workspace, 'Orgdesk Demo', true, primaryCount),
      workspace('orgdesk-labs', 'Orgdesk Labs', true, labsCount),
      // The admin is only a member here: hooks answer 403, as for any non-owner.
      workspace('partner-agency', 'Partner Agency', false, partnerCount),
    ],
  };
}
