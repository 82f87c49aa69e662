import type { RouteDef } from '../../kit';
import { createRng, randomUuid } from '../../data/rng';
import { braced } from './generate';
import { hookChanges } from './hook-input';
import { hookView } from './hook-view';
import { bitbucketPage } from './paging';
import type { BitbucketState, StoredHook } from './state';
import { hookIn, ownedWorkspace } from './workspaces';

const hooksPath = '/2.0/workspaces/{workspace}/hooks';
const hookPath = `${hooksPath}/{uid}`;

export const hookRoutes: RouteDef<BitbucketState>[] = [
  {
    method: 'GET',
    path: hooksPath,
    handle: (req, state) => {
      const workspace = ownedWorkspace(req, state, 'read:webhook:bitbucket');
      const page = bitbucketPage(req, workspace.hooks);
      return { status: 200, body: { ...page, values: page.values.map((hook) => hookView(hook, workspace, req.baseUrl)) } };
    },
  },
  {
    method: 'POST',
    path: hooksPath,
    idempotent: false,
    handle: (req, state, world) => {
      const workspace = ownedWorkspace(req, state, 'write:webhook:bitbucket');
      const changes = hookChanges(req.body);
      // Ids stay deterministic for a seed: they hang off the world seed and the number of hooks made so far.
      state.hooksCreated += 1;
      const idSource = createRng(`${world.seed}/created-hook/${state.hooksCreated}`);
      const hook: StoredHook = {
        uuid: braced(randomUuid(idSource)),
        url: changes.url ?? '',
        description: changes.description ?? '',
        active: changes.active ?? true,
        events: changes.events ?? [],
        createdAt: new Date().toISOString(),
        secret: changes.secret ?? null,
      };
      workspace.hooks.push(hook);
      const view = hookView(hook, workspace, req.baseUrl);
      return { status: 201, body: view, headers: { Location: view.links.self.href } };
    },
  },
  {
    method: 'GET',
    path: hookPath,
    handle: (req, state) => {
      const workspace = ownedWorkspace(req, state, 'read:webhook:bitbucket');
      return { status: 200, body: hookView(hookIn(workspace, req.params.uid).hook, workspace, req.baseUrl) };
    },
  },
  {
    method: 'PUT',
    path: hookPath,
    idempotent: false,
    handle: (req, state) => {
      const workspace = ownedWorkspace(req, state, 'write:webhook:bitbucket');
      const { hook } = hookIn(workspace, req.params.uid);
      Object.assign(hook, hookChanges(req.body));
      return { status: 200, body: hookView(hook, workspace, req.baseUrl) };
    },
  },
  {
    method: 'DELETE',
    path: hookPath,
    idempotent: false,
    handle: (req, state) => {
      const workspace = ownedWorkspace(req, state, 'delete:webhook:bitbucket');
      const { index } = hookIn(workspace, req.params.uid);
      workspace.hooks.splice(index, 1);
      return { status: 204 };
    },
  },
];
