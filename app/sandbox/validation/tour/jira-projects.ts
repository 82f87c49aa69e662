import type { JiraState } from '../../areas/jira';
import type { ContractTour } from './tour';

/** The project reads under one API version (every expand, filter and ordering, by key and by id), and a change of lead. */
export async function jiraProjectsTour(tour: ContractTour, apiVersion: '2' | '3'): Promise<void> {
  const api = `/rest/api/${apiVersion}`;
  const project = (tour.sandbox.world.areas.jira as JiraState).projects[0];
  if (!project) throw new Error('the world has no Jira project');

  await tour.step('jira', 'GET', `${api}/project/search`);
  await tour.step('jira', 'GET', `${api}/project/search?maxResults=2&startAt=1&orderBy=-name&expand=lead,description,projectKeys,insight`);
  await tour.step('jira', 'GET', `${api}/project/search?query=${encodeURIComponent(project.name.slice(0, 3))}&typeKey=software,business&orderBy=issueCount`);
  await tour.step('jira', 'GET', `${api}/project/search?keys=${project.key}&id=${project.id}&orderBy=%2Bowner`);
  await tour.step('jira', 'GET', `${api}/project/search?startAt=abc`, { status: 400 });
  await tour.step('jira', 'GET', `${api}/project/${project.key}`);
  await tour.step('jira', 'GET', `${api}/project/${project.id}?expand=projectKeys,insight`);
  await tour.step('jira', 'GET', `${api}/project/NOPE`, { status: 404 });
  await tour.step('jira', 'PUT', `${api}/project/${project.key}?expand=projectKeys`, { body: { leadAccountId: project.leadAccountId } });
  await tour.step('jira', 'PUT', `${api}/project/${project.id}`, { body: { leadAccountId: 'no-such-account' }, status: 400 });
  await tour.step('jira', 'PUT', `${api}/project/${project.key}`, { body: { key: 'RENAMED' }, status: 400 });
  await tour.step('jira', 'PUT', `${api}/project/NOPE`, { body: { leadAccountId: project.leadAccountId }, status: 404 });
}
