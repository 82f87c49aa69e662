import type { AdminState } from '../../areas/admin';
import type { ContractTour } from './tour';

/** Every Admin operation once, plus the errors a client meets most. */
export async function adminTour(tour: ContractTour): Promise<void> {
  const { world } = tour.sandbox;
  const plain = world.people.find(
    (person) =>
      person.accountId !== world.adminAccountId &&
      person.accountType === 'atlassian' &&
      person.status === 'active' &&
      person.domainVerified &&
      person.directory === 'none' &&
      !person.samlPolicy &&
      !person.exportControlBlocked,
  );
  if (!plain) throw new Error('the world has no plain managed account');
  const user = `/users/${plain.accountId}/manage`;
  await tour.step('admin', 'GET', user);
  await tour.step('admin', 'GET', `${user}/profile`);
  await tour.step('admin', 'PATCH', `${user}/profile`, { body: { nickname: 'Tourist' } });
  await tour.step('admin', 'PATCH', `${user}/profile`, { body: { locale: 42 }, status: 400 });
  await tour.step('admin', 'POST', `${user}/lifecycle/disable`, { body: { message: 'Contract tour' } });
  await tour.step('admin', 'POST', `${user}/lifecycle/enable`);
  const admin = `/users/${world.adminAccountId}/manage/api-tokens`;
  await tour.step('admin', 'GET', admin);
  const token = (world.areas.admin as AdminState).tokensByAccount[world.adminAccountId]?.[0];
  if (!token) throw new Error('the org admin has no API token');
  await tour.step('admin', 'DELETE', `${admin}/${token.id}`);
  await tour.step('admin', 'DELETE', `${admin}/${token.id}`, { status: 404 });
}
