import { fieldOf, type ContractTour } from './tour';

/** Every Bitbucket operation once, plus the errors a client meets most. */
export async function bitbucketTour(tour: ContractTour): Promise<void> {
  const hooks = `/2.0/workspaces/${tour.sandbox.credentials.bitbucket.workspace}/hooks`;
  await tour.step('bitbucket', 'GET', `${hooks}?pagelen=5`);
  const created = await tour.step('bitbucket', 'POST', hooks, {
    body: { description: 'Contract tour', url: 'https://hooks.example.com/tour', active: true, secret: 'tour-secret', events: ['repo:push'] },
  });
  const uuid = fieldOf(created, 'uuid');
  const hook = `${hooks}/${encodeURIComponent(uuid)}`;
  await tour.step('bitbucket', 'GET', hook);
  await tour.step('bitbucket', 'PUT', hook, { body: { active: false, secret: null } });
  await tour.step('bitbucket', 'DELETE', hook);
  await tour.step('bitbucket', 'GET', hook, { status: 404 });
  await tour.step('bitbucket', 'GET', `${hooks}?pagelen=101`, { status: 400 });
  await tour.step('bitbucket', 'GET', '/2.0/hook_events');
  await tour.step('bitbucket', 'GET', '/2.0/hook_events/workspace');
  await tour.step('bitbucket', 'GET', '/2.0/hook_events/planet', { status: 404 });

  // The sandbox's own demo controls (not Bitbucket's API): the checker leaves them out by their prefix.
  const demo = `/_sandbox/bitbucket/workspaces/${tour.sandbox.credentials.bitbucket.workspace}`;
  await tour.step('bitbucket', 'POST', `${demo}/events`, { body: { event: 'repo:push' }, status: 202 });
  await tour.step('bitbucket', 'GET', `${demo}/deliveries`);
}
