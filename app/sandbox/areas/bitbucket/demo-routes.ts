import { sandboxOnlyPrefix, type RouteDef } from '../../kit';
import { deliveryLog, dispatchEvent } from './deliveries';
import { bitbucketError } from './errors';
import { hookEventKeys } from './events';
import { eventPayload } from './payloads';
import type { BitbucketState } from './state';
import { hookIn, ownedWorkspace } from './workspaces';

/**
 * NOT part of Bitbucket's API. Bitbucket has no way to fire a test event (no ping, no redelivery), so
 * the demo gets these two routes to make something happen in the workspace and see what was sent.
 * They live under `/_sandbox/`, which spec validation and the contract checker leave out.
 */
const demoPath = `${sandboxOnlyPrefix}bitbucket/workspaces/{workspace}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function triggerInput(body: unknown): { event: string; repository: string } {
  if (!isRecord(body)) throw bitbucketError(400, 'Bad request', 'the body must be a JSON object such as {"event": "repo:push"}');
  const event = hookEventKeys.find((key) => key === body.event);
  if (!event) throw bitbucketError(400, 'Unknown event', `event must be one of the ${hookEventKeys.length} webhook event keys`);
  const repository = body.repository ?? 'website';
  if (typeof repository !== 'string' || !/^[a-z0-9][a-z0-9._-]{0,61}$/i.test(repository)) {
    throw bitbucketError(400, 'Invalid repository', 'repository must be a repository slug');
  }
  return { event, repository };
}

export const demoRoutes: RouteDef<BitbucketState>[] = [
  {
    // Something happened in the workspace (a push, a pull request ...): every subscribed hook gets it.
    method: 'POST',
    path: `${demoPath}/events`,
    idempotent: false,
    sandboxOnly: true,
    handle: (req, state, world, env) => {
      // Sending deliveries acts on the hooks, so it takes what changing them takes: a read-only token may not.
      const workspace = ownedWorkspace(req, state, 'write:webhook:bitbucket');
      const { event, repository } = triggerInput(req.body);
      const actor = world.people.find((person) => person.accountId === req.caller.accountId) ?? world.people[0];
      if (!actor) throw bitbucketError(500, 'The sandbox has nobody to act as.');
      const body = JSON.stringify(eventPayload(event, { workspace, repository, actor, at: new Date().toISOString() }));
      const { deliveries, paused } = dispatchEvent(state, workspace.slug, workspace.hooks, event, body, env);
      return {
        status: 202,
        body: { event, deliveries, paused: paused.map((hook) => ({ uuid: hook.uuid, description: hook.description })) },
      };
    },
  },
  {
    // What the sandbox sent, newest first; `?hook={uuid}` for one hook's deliveries.
    method: 'GET',
    path: `${demoPath}/deliveries`,
    sandboxOnly: true,
    handle: (req, state) => {
      const workspace = ownedWorkspace(req, state, 'read:webhook:bitbucket');
      const hookId = req.query.get('hook');
      const hookUuid = hookId === null ? null : hookIn(workspace, hookId).hook.uuid;
      const values = deliveryLog(state)
        .filter((record) => record.workspace === workspace.slug && (hookUuid === null || record.hookUuid === hookUuid))
        .reverse();
      return { status: 200, body: { values } };
    },
  },
];
