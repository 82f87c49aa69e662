import { describe, expect, it, vi } from 'vitest';
import { AnyResult, AppError, channels, events, type Channel, type Events, type Handlers, type RendererApi } from '../../../app/contract';
import { createDispatcher } from '../../../app/contract/dispatch';
import { createChannelClient } from './client';
import { lazyContractSchemas } from './contractSchemas';
import { ContractError } from './ContractError';

const unused = async (): Promise<never> => {
  throw new AppError('INTERNAL', 'not used in this test');
};

/** An in-process RendererApi over the real dispatcher, recording cancels like a transport would. */
function fakeCore(overrides: Partial<Handlers>) {
  const handlers = { ...Object.fromEntries(Object.keys(channels).map((name) => [name, unused])), ...overrides } as Handlers;
  const dispatch = createDispatcher(handlers);
  const controllers = new Map<string, AbortController>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const cancelled: string[] = [];
  const api: RendererApi = {
    invoke: (callId, channel, input) => {
      const controller = new AbortController();
      controllers.set(callId, controller);
      return dispatch(channel, input, controller.signal);
    },
    cancel: (callId) => {
      cancelled.push(callId);
      controllers.get(callId)?.abort();
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      return () => set.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  return { api, cancelled, emit };
}

const appInfo = { version: '1.2.3', transport: 'bridge', secretStorage: 'keychain', secretStorageProblem: null } as const;

describe('channel client', () => {
  it('resolves with the data of a successful call', async () => {
    const { api } = fakeCore({ 'app.info.get': async () => appInfo });
    await expect(createChannelClient(api).call('app.info.get', {})).resolves.toEqual(appInfo);
  });

  it('rejects with the core’s field issues when the input is invalid', async () => {
    const { api } = fakeCore({});
    const client = createChannelClient(api);
    const failure = await client
      .call('app.connections.add', { name: 'Acme', site: { url: 'http://x.atlassian.net', email: 'a@b.example' }, admin: null, bitbucket: null })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    const { code, fields } = failure as ContractError;
    expect(code).toBe('VALIDATION');
    expect(fields.map((field) => field.path)).toEqual(['site.url']);
  });

  it('keeps the reason of a handled failure', async () => {
    const { api } = fakeCore({
      'app.connections.remove': async () => {
        throw new AppError('FORBIDDEN', 'You may not do that.', { reason: 'forbidden.fieldMutation' });
      },
    });
    const failure = await createChannelClient(api).call('app.connections.remove', { id: 'x' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'FORBIDDEN', reason: 'forbidden.fieldMutation', message: 'You may not do that.' });
  });

  it('aborting the signal cancels the same call in the core', async () => {
    let handlerSignal: AbortSignal | undefined;
    const { api, cancelled } = fakeCore({
      'app.connections.test': (_input, ctx) =>
        new Promise((_resolve, reject) => {
          handlerSignal = ctx.signal;
          ctx.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const ids = ['call-1'];
    const client = createChannelClient(api, () => ids.shift() ?? 'unexpected');
    const controller = new AbortController();
    const pending = client.call('app.connections.test', { id: 'c1' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(cancelled).toEqual(['call-1']);
    expect(handlerSignal?.aborted).toBe(true);
  });

  it('turns a transport that throws into a network failure', async () => {
    const api: RendererApi = { invoke: () => Promise.reject(new Error('ipc gone')), cancel: () => {}, on: () => () => {} };
    await expect(createChannelClient(api).call('app.info.get', {})).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('refuses data that does not match the channel’s output', async () => {
    const api: RendererApi = { invoke: async () => ({ ok: true, data: { version: 7 } }), cancel: () => {}, on: () => () => {} };
    await expect(createChannelClient(api).call('app.info.get', {})).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('delivers valid event payloads and drops malformed ones', async () => {
    const { api, emit } = fakeCore({});
    const seen: unknown[] = [];
    const stop = createChannelClient(api).on('activity.appended', (payload) => seen.push(payload.id));
    emit('activity.appended', { id: 'a1' });
    emit('activity.appended', { nope: true });
    emit('activity.appended', { id: 'a2' });
    await vi.waitFor(() => expect(seen).toEqual(['a1', 'a2']));
    stop();
    emit('activity.appended', { id: 'a3' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['a1', 'a2']);
  });

  it('does not hand a push to a screen that unsubscribed while the schemas were still loading', async () => {
    const { api, emit } = fakeCore({});
    let loaded: (schemas: Events) => void = () => undefined;
    const slowEvents = new Promise<Events>((resolve) => (loaded = resolve));
    const client = createChannelClient(api, undefined, {
      channel: async (channel) => channels[channel],
      events: () => slowEvents,
      envelope: async () => AnyResult,
    });
    const seen: unknown[] = [];
    const stop = client.on('activity.appended', (payload) => seen.push(payload.id));
    emit('activity.appended', { id: 'a1' });
    stop();
    loaded(events);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});

describe('contract schemas loaded by area', () => {
  it('finds every channel of the contract, with the very schemas the core checks against', async () => {
    const schemas = lazyContractSchemas();
    const names = Object.keys(channels) as Channel[];
    const found = await Promise.all(names.map((name) => schemas.channel(name)));
    expect(found.filter((schema, index) => schema !== channels[names[index] as Channel])).toEqual([]);
    await expect(schemas.events()).resolves.toBe(events);
    await expect(schemas.envelope()).resolves.toBe(AnyResult);
  });
});
