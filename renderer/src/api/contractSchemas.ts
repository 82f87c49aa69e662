import type { AnyResult, Channel, Channels, Events } from '../../../app/contract';
import type { channelGroups, GroupName } from '../../../app/contract/areas';

type Group = GroupName;
type GroupSchemas<G extends Group> = (typeof channelGroups)[G]['channels'];

/**
 * Where the renderer gets the contract's zod schemas. They are several hundred objects, and building all
 * of them before the first answer held up the first screen, so each group's (the app's own, then one per
 * area, each a file in app/contract/areas) are loaded as their own chunk when one of its channels is first called.
 */
export interface ContractSchemas {
  channel<C extends Channel>(channel: C): Promise<Channels[C]>;
  events(): Promise<Events>;
  envelope(): Promise<typeof AnyResult>;
}

/** One chunk per file of app/contract/areas; a group's file is named after it, and its default export is the group. */
const groupFiles = import.meta.glob<{ default: (typeof channelGroups)[Group] }>(['../../../app/contract/areas/*.ts', '!../../../app/contract/areas/index.ts', '!../../../app/contract/areas/group.ts']);

async function loadGroup<G extends Group>(group: G): Promise<GroupSchemas<G>> {
  const load = groupFiles[`../../../app/contract/areas/${group}.ts`];
  if (!load) throw new Error(`The contract has no channel group “${group}”.`);
  return (await load()).default.channels as GroupSchemas<G>;
}

const groupOf = (channel: Channel) => channel.slice(0, channel.indexOf('.')) as Group;

/** Loads each group once, on its first call; the app's own channels and the envelope start loading at once. */
export function lazyContractSchemas(): ContractSchemas {
  const loaded = new Map<Group, Promise<Partial<Channels>>>();
  const load = (group: Group) => {
    let schemas = loaded.get(group);
    if (!schemas) {
      schemas = loadGroup(group);
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
