import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Channel, EventName, EventPayload, Input, Output } from '../../../app/contract';
import { useClient } from './ClientContext';
import type { ContractError } from './ContractError';

/** Query keys start with the channel name, so invalidating `[channel]` refreshes every input of it. */
export function channelKey<C extends Channel>(channel: C, input?: Input<C>): readonly unknown[] {
  return input === undefined ? [channel] : [channel, input];
}

type QueryExtras<C extends Channel> = Omit<UseQueryOptions<Output<C>, ContractError>, 'queryKey' | 'queryFn'>;

export function useChannelQuery<C extends Channel>(channel: C, input: Input<C>, options: QueryExtras<C> = {}) {
  const client = useClient();
  return useQuery<Output<C>, ContractError>({
    ...options,
    queryKey: channelKey(channel, input),
    // TanStack aborts this signal when nobody watches the query any more; the client cancels in the core.
    queryFn: ({ signal }) => client.call(channel, input, { signal }),
  });
}

type MutationExtras<C extends Channel> = Omit<UseMutationOptions<Output<C>, ContractError, Input<C>>, 'mutationFn'>;

export function useChannelMutation<C extends Channel>(channel: C, options: MutationExtras<C> = {}) {
  const client = useClient();
  return useMutation<Output<C>, ContractError, Input<C>>({
    ...options,
    mutationFn: (input) => client.call(channel, input),
  });
}

/**
 * A mutation that can be called off: `cancel()` aborts every call of it still in flight, which cancels
 * the work in the core too (see `CallOptions.signal`). A cancelled call fails with `CANCELLED`.
 */
export function useCancellableChannelMutation<C extends Channel>(channel: C, options: MutationExtras<C> = {}) {
  const client = useClient();
  const inFlight = useRef(new Set<AbortController>());
  const mutation = useMutation<Output<C>, ContractError, Input<C>>({
    ...options,
    mutationFn: (input) => {
      const controller = new AbortController();
      inFlight.current.add(controller);
      return client.call(channel, input, { signal: controller.signal }).finally(() => inFlight.current.delete(controller));
    },
  });
  const cancel = useCallback(() => {
    for (const controller of inFlight.current) controller.abort();
    inFlight.current.clear();
  }, []);
  return { ...mutation, cancel };
}

/** Subscribes for the component's lifetime; the latest callback is used without resubscribing. */
export function useEvent<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void): void {
  const client = useClient();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => client.on(event, (payload) => latest.current(payload)), [client, event]);
}
