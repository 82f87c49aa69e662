import type { z } from 'zod';
import { activityChannels } from './activity';
import { appChannels } from './app';
import { connectionChannels } from './connections';
import { demoChannels } from './demo';
import { jobChannels } from './jobs';
import { adminChannels } from './admin';
import { jiraChannels } from './jira';
import { jiraSchemeChannels } from './jira-schemes';
import { jiraVersionChannels } from './jira-versions';
import { jiraProjectChannels } from './jira-projects';
import { bitbucketChannels } from './bitbucket';
import { confluenceChannels } from './confluence';
import { confluenceAccessChannels } from './confluence-access';
import { confluenceHistoryChannels } from './confluence-history';
import { usersChannels } from './users';

export interface ChannelDef {
  input: z.ZodType;
  output: z.ZodType;
  /** Mutating channels are recorded in the Activity log by the dispatcher, success or failure. */
  mutates?: boolean;
}

/** The single map of every channel (`area.resource.verb`, see ../README.md) the renderer may call. */
export const channels = {
  ...appChannels,
  ...connectionChannels,
  ...activityChannels,
  ...demoChannels,
  ...jobChannels,
  ...adminChannels,
  ...jiraChannels,
  ...jiraSchemeChannels,
  ...jiraVersionChannels,
  ...jiraProjectChannels,
  ...bitbucketChannels,
  ...confluenceChannels,
  ...confluenceHistoryChannels,
  ...confluenceAccessChannels,
  ...usersChannels,
} satisfies Record<string, ChannelDef>;

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
