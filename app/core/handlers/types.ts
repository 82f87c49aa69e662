import type { Channel } from '../../contract/channels';
import type { Handlers } from '../../contract/dispatch';

/** A handler module implements a slice of the channel map; `createCore` checks the slices cover it all. */
export type HandlerSlice<C extends Channel> = Pick<Handlers, C>;
