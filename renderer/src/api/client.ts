import type { AnyResult, Channel, Channels, EventName, EventPayload, Input, Output, RendererApi } from '../../../app/contract';
import { ContractError } from './ContractError';
import { lazyContractSchemas, type ContractSchemas } from './contractSchemas';

export interface CallOptions {
  /** Aborting it cancels the call in the core too, not just on this side. */
  signal?: AbortSignal;
}

export interface ChannelClient {
  call<C extends Channel>(channel: C, input: Input<C>, options?: CallOptions): Promise<Output<C>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

const cancelledInfo = { code: 'CANCELLED', message: 'The request was cancelled.' } as const;
const unexpectedInfo = { code: 'INTERNAL', message: 'Orgdesk received data it did not expect.' } as const;

/**
 * The typed layer over whichever transport carries the calls. The contract's schemas are not part of the
 * first screen's code: they load on the side, an area's when it first calls (see `contractSchemas`), and
 * an answer waits for its channel's.
 */
export function createChannelClient(
  api: RendererApi,
  newCallId: () => string = () => crypto.randomUUID(),
  schemas: ContractSchemas = lazyContractSchemas(),
): ChannelClient {
  async function call<C extends Channel>(channel: C, input: Input<C>, options: CallOptions = {}): Promise<Output<C>> {
    const { signal } = options;
    if (signal?.aborted) throw new ContractError(cancelledInfo);
    const callId = newCallId();
    const onAbort = () => api.cancel(callId);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const raw = await raceWithAbort(invokeSafely(api, callId, channel, input), signal);
      const [envelope, schema] = await Promise.all([schemas.envelope(), schemas.channel(channel)]);
      return unwrap<C>(envelope, schema, raw);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    let listening = true;
    const stop = api.on(event, (payload) => {
      // Pushes wait for the schemas in arrival order (callbacks on one promise run in the order they were added).
      void schemas.events().then((events) => {
        const parsed = events[event].safeParse(payload);
        // A malformed push is dropped rather than handed to a screen that would render it wrongly.
        if (listening && parsed.success) listener(parsed.data as EventPayload<E>);
      });
    });
    return () => {
      listening = false;
      stop();
    };
  }

  return { call, on };
}

const unreachableInfo = { code: 'NETWORK', message: 'Orgdesk could not reach its core. Try again in a moment.' } as const;

/** A transport that rejects (instead of answering with an envelope) lost the call on the way. */
function invokeSafely(api: RendererApi, callId: string, channel: string, input: unknown): Promise<unknown> {
  return api.invoke(callId, channel, input).catch(() => ({ ok: false, error: unreachableInfo }));
}

function unwrap<C extends Channel>(anyResult: typeof AnyResult, schema: Channels[C], raw: unknown): Output<C> {
  const envelope = anyResult.safeParse(raw);
  if (!envelope.success) throw new ContractError(unexpectedInfo);
  if (!envelope.data.ok) throw new ContractError(envelope.data.error);
  const data = schema.output.safeParse(envelope.data.data);
  if (!data.success) throw new ContractError(unexpectedInfo);
  return data.data as Output<C>;
}

/** Settles as soon as the signal fires, so a screen that is gone never waits for a slow answer. */
function raceWithAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new ContractError(cancelledInfo));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
