import type { z } from 'zod';
import { fromEveryGroup, type channelGroups, type GroupName } from '../areas';

import type { ChannelDef } from './channel-def';

export type { ChannelDef };

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;
type GroupChannels = UnionToIntersection<(typeof channelGroups)[GroupName]['channels']>;

/** The single map of every channel (`area.resource.verb`, see ../README.md) the renderer may call: every group's, in one. */
export const channels = fromEveryGroup('channels') as GroupChannels;

export type Channels = typeof channels;
export type Channel = keyof Channels;
/** The channels that write, which the Activity log records and which each need an action label. */
export type MutatingChannel = { [C in Channel]: Channels[C] extends { mutates: true } ? C : never }[Channel];
/** What a caller sends (defaults not yet applied). */
export type Input<C extends Channel> = z.input<Channels[C]['input']>;
/** What a handler receives (validated, defaults applied). */
export type ParsedInput<C extends Channel> = z.output<Channels[C]['input']>;
export type Output<C extends Channel> = z.output<Channels[C]['output']>;

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(channels, name);
}

export function isMutating(channel: Channel): boolean {
  const def: ChannelDef = channels[channel];
  return def.mutates === true;
}
