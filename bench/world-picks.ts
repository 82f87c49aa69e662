/**
 * The parts of a sandbox world the benches measure, picked the same way by each: the largest notification
 * scheme, the project with the most versions, the giant space's long-history page, a workspace's hooks.
 */
import type { World } from '../app/sandbox/kit';
import { GIANT_SPACE } from '../app/sandbox/areas/confluence/data/generate';
import { HISTORY_SHOWCASE } from '../app/sandbox/areas/confluence/data/seed-history-showcase';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import { titleOf } from '../app/sandbox/areas/confluence/content';
import type { JiraState } from '../app/sandbox/areas/jira';

type Scheme = JiraState['notificationSchemes'][number];

/** Every recipient of every event of a scheme. */
export const recipientsOf = (scheme: Scheme) => scheme.events.reduce((sum, event) => sum + event.notifications.length, 0);

export function largestScheme(jira: JiraState): Scheme {
  return jira.notificationSchemes.reduce((largest, scheme) => (recipientsOf(scheme) > recipientsOf(largest) ? scheme : largest));
}

/** The project with the most versions, and how many it has. */
export function projectWithMostVersions(jira: JiraState): { project: JiraState['projects'][number]; versions: number } {
  const counts = new Map<number, number>();
  for (const version of jira.versions) counts.set(version.projectId, (counts.get(version.projectId) ?? 0) + 1);
  const [projectId, versions] = [...counts].reduce((largest, entry) => (entry[1] > largest[1] ? entry : largest), [0, 0]);
  const project = jira.projects.find((candidate) => candidate.id === projectId);
  if (project === undefined) throw new Error('the world has no project with versions');
  return { project, versions };
}

/** The long-history page of the giant space (the enterprise world's 20,000 versions). */
export function longHistoryPage(state: ConfluenceState) {
  const long = Object.values(state.contents).find((content) => titleOf(content) === HISTORY_SHOWCASE.longTitle && state.spaces[content.spaceId]?.key === GIANT_SPACE.key);
  if (long === undefined) throw new Error('the giant space has no long-history page');
  return long;
}

/** The webhooks of one workspace. */
export function hooksOf(world: World, workspace: string): { description: string }[] {
  return (world.areas.bitbucket as { workspaces: { slug: string; hooks: { description: string }[] }[] }).workspaces.find((candidate) => candidate.slug === workspace)?.hooks ?? [];
}
