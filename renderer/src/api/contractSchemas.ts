import type { AnyResult, Channel, Channels, Events } from '../../../app/contract';

/** The part of a channel's name before the first dot: `app`, `users`, `jira`… */
type Group = Channel extends `${infer G}.${string}` ? G : never;
type GroupSchemas<G extends Group> = Pick<Channels, Extract<Channel, `${G}.${string}`>>;

/**
 * Where the renderer gets the contract's zod schemas. They are several hundred objects, and building all
 * of them before the first answer held up the first screen, so each area's are loaded (as their own
 * chunk) when one of its channels is first called.
 */
export interface ContractSchemas {
  channel<C extends Channel>(channel: C): Promise<Channels[C]>;
  events(): Promise<Events>;
  envelope(): Promise<typeof AnyResult>;
}

/**
 * One loader per group of channels. Its type asks for every channel of the group, so a channel added to
 * the contract without being listed here does not compile.
 */
const groups: { [G in Group]: () => Promise<GroupSchemas<G>> } = {
  app: async () => {
    const [app, connections, activity, demo, jobs] = await Promise.all([
      import('../../../app/contract/channels/app'),
      import('../../../app/contract/channels/connections'),
      import('../../../app/contract/channels/activity'),
      import('../../../app/contract/channels/demo'),
      import('../../../app/contract/channels/jobs'),
    ]);
    return { ...app.appChannels, ...connections.connectionChannels, ...activity.activityChannels, ...demo.demoChannels, ...jobs.jobChannels };
  },
  admin: async () => (await import('../../../app/contract/channels/admin')).adminChannels,
  users: async () => (await import('../../../app/contract/channels/users')).usersChannels,
  bitbucket: async () => (await import('../../../app/contract/channels/bitbucket')).bitbucketChannels,
  jira: async () => {
    const [jira, schemes, versions, projects] = await Promise.all([
      import('../../../app/contract/channels/jira'),
      import('../../../app/contract/channels/jira-schemes'),
      import('../../../app/contract/channels/jira-versions'),
      import('../../../app/contract/channels/jira-projects'),
    ]);
    return { ...jira.jiraChannels, ...schemes.jiraSchemeChannels, ...versions.jiraVersionChannels, ...projects.jiraProjectChannels };
  },
  confluence: async () => {
    const [confluence, history, access] = await Promise.all([
      import('../../../app/contract/channels/confluence'),
      import('../../../app/contract/channels/confluence-history'),
      import('../../../app/contract/channels/confluence-access'),
    ]);
    return { ...confluence.confluenceChannels, ...history.confluenceHistoryChannels, ...access.confluenceAccessChannels };
  },
};

const groupOf = (channel: Channel) => channel.slice(0, channel.indexOf('.')) as Group;

/** Loads each group once, on its first call; the app's own channels and the envelope start loading at once. */
export function lazyContractSchemas(): ContractSchemas {
  const loaded = new Map<Group, Promise<Partial<Channels>>>();
  const load = (group: Group) => {
    let schemas = loaded.get(group);
    if (!schemas) {
      schemas = groups[group]();
      loaded.set(group, schemas);
    }
    return schemas;
  };
  const envelope = import('../../../app/contract/result').then((module) => module.AnyResult);
  void load('app');
  let events: Promise<Events> | undefined;
  return {
    channel: async <C extends Channel>(channel: C) => {
      const schemas = (await load(groupOf(channel))) as Pick<Channels, C>;
      return schemas[channel];
    },
    events: () => (events ??= import('../../../app/contract/events').then((module) => module.events)),
    envelope: () => envelope,
  };
}
