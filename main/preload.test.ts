import { describe, expect, it, vi } from 'vitest';
import { ipcNames } from '../app/contract/transport';
import { createRendererApi, type RendererIpc } from './preload-api';
import { contextBridge, ipcRenderer } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

/** An ipcRenderer double that records traffic and lets the test deliver main's event pushes. */
function fakeIpc() {
  let deliver: (event: unknown, message: unknown) => void = () => undefined;
  const ipc = {
    invoke: vi.fn(async (_channel: string, request: unknown) => ({ ok: true, data: request })),
    send: vi.fn(),
    on: vi.fn((_channel: string, listener: (event: unknown, message: unknown) => void) => {
      deliver = listener;
    }),
  };
  return { ipc: ipc as RendererIpc & typeof ipc, push: (message: unknown) => deliver({ sender: 'ipc-event-object' }, message) };
}

describe('preload', () => {
  it('exposes one frozen `api` with exactly invoke, cancel and on', async () => {
    await import('./preload');
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, api] = contextBridge.exposeInMainWorld.mock.calls[0] ?? [];
    expect(key).toBe('api');
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.keys(api as object).sort()).toEqual(['cancel', 'invoke', 'on']);
    expect(ipcRenderer.on.mock.calls.map(([channel]) => channel)).toEqual([ipcNames.event]);
  });
});

describe('createRendererApi', () => {
  it('sends invoke and cancel on the Orgdesk channels only', async () => {
    const { ipc } = fakeIpc();
    const api = createRendererApi(ipc);
    expect(await api.invoke('call-1', 'app.connections.list', { x: 1 })).toEqual({
      ok: true,
      data: { callId: 'call-1', channel: 'app.connections.list', input: { x: 1 } },
    });
    api.cancel('call-1');
    expect(ipc.invoke).toHaveBeenCalledWith(ipcNames.invoke, { callId: 'call-1', channel: 'app.connections.list', input: { x: 1 } });
    expect(ipc.send).toHaveBeenCalledWith(ipcNames.cancel, { callId: 'call-1' });
    const used = [...ipc.invoke.mock.calls, ...ipc.send.mock.calls, ...ipc.on.mock.calls].map(([channel]) => channel);
    expect(new Set(used)).toEqual(new Set([ipcNames.invoke, ipcNames.cancel, ipcNames.event]));
  });

  it('gives subscribers the payload only, never the IPC event', () => {
    const { ipc, push } = fakeIpc();
    const api = createRendererApi(ipc);
    const received: unknown[][] = [];
    api.on('job.progress', (...args: unknown[]) => received.push(args));
    push({ event: 'job.progress', payload: { jobId: 'j1', done: 3 } });
    expect(received).toEqual([[{ jobId: 'j1', done: 3 }]]);
  });

  it('routes each event to its own subscribers and stops after unsubscribe', () => {
    const { ipc, push } = fakeIpc();
    const api = createRendererApi(ipc);
    const progress = vi.fn();
    const changed = vi.fn();
    const stop = api.on('job.progress', progress);
    api.on('connections.changed', changed);
    push({ event: 'connections.changed', payload: { activeId: null } });
    push({ event: 'job.progress', payload: 1 });
    stop();
    push({ event: 'job.progress', payload: 2 });
    push('not a message');
    expect(progress.mock.calls).toEqual([[1]]);
    expect(changed.mock.calls).toEqual([[{ activeId: null }]]);
  });

  it('keeps notifying the other subscribers when one throws', async () => {
    const { ipc, push } = fakeIpc();
    const api = createRendererApi(ipc);
    const later = vi.fn();
    const thrown = new Promise((resolve) => process.once('uncaughtException', resolve));
    api.on('activity.appended', () => {
      throw new Error('subscriber bug');
    });
    api.on('activity.appended', later);
    push({ event: 'activity.appended', payload: { id: 'a1' } });
    expect(later).toHaveBeenCalledWith({ id: 'a1' });
    expect(await thrown).toMatchObject({ message: 'subscriber bug' });
  });
});
