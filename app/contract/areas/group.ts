import type { ChannelDef } from '../channels/channel-def';

/** The channels of a map that write, which the Activity log records and which each need words. */
type WritesOf<M> = { [K in keyof M]: M[K] extends { mutates: true } ? K : never }[keyof M] & string;

export interface ChannelGroup<M extends Record<string, ChannelDef>> {
  channels: M;
  /** What Activity says for each write, in plain words ("Revoked API token"). */
  actionLabels: Record<WritesOf<M>, string>;
}

/** An area's channels with the Activity words of its writes: a write without words does not compile. */
export function channelGroup<M extends Record<string, ChannelDef>>(channels: M, actionLabels: Record<WritesOf<M>, string>): ChannelGroup<M> {
  return { channels, actionLabels };
}
