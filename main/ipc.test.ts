import type { BrowserWindow } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../app/contract/result';
import { ipcNames } from '../app/contract/transport';
import { isRendererUrl } from './app-origin';
import { connectWindowToCore, type CoreLink } from './ipc';
import { FakeBrowserWindow, ipcMain, type FakeFrame, type FakeWebContents } from './test-support/fake-electron';

vi.mock('electron', () => import('./test-support/fake-electron'));

type Listener = (name: string, payload: unknown) => void;

/** A core whose calls wait for the test (or for their signal), and whose events the test can push. */
function fakeCore() {
  const listeners = new Set<Listener>();
  const calls: { channel: unknown; input: unknown; signal: AbortSignal | undefined }[] = [];
  const core: CoreLink = {
    dispatch: vi.fn(async (channel: unknown, input: unknown, signal?: AbortSignal): Promise<Result<unknown>> => {
      calls.push({ channel, input, signal });
      if (channel === 'test.slow') {
        await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        return { ok: false, error: { code: 'CANCELLED', message: 'The request was cancelled.' } };
      }
      return { ok: true, data: { echoed: input } };
    }),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { core, calls, listeners, emit: (name: string, payload: unknown) => listeners.forEach((l) => l(name, payload)) };
}

function eventFrom(contents: FakeWebContents, frame: FakeFrame | null) {
  return { sender: contents, senderFrame: frame };
}

describe('connectWindowToCore', () => {
  let window: FakeBrowserWindow;
  let contents: FakeWebContents;
  let setup: ReturnType<typeof fakeCore>;
  let disconnect: () => void;

  beforeEach(() => {
    window = new FakeBrowserWindow({});
    contents = window.webContents;
    setup = fakeCore();
    disconnect = connectWindowToCore({
      window: window as unknown as BrowserWindow,
      core: setup.core,
      isRendererUrl: (url) => isRendererUrl(url, null),
    });
  });

  afterEach(() => disconnect());

  const invokeAs = (event: unknown, request: unknown) => ipcMain.invoke(ipcNames.invoke, event, request) as Promise<Result<unknown>>;
  const trusted = () => eventFrom(contents, contents.mainFrame);

  it('dispatches a call from the window main frame and answers with the core result', async () => {
    const result = await invokeAs(trusted(), { callId: 'c1', channel: 'app.info.get', input: { a: 1 } });
    expect(result).toEqual({ ok: true, data: { echoed: { a: 1 } } });
    expect(setup.calls).toMatchObject([{ channel: 'app.info.get', input: { a: 1 } }]);
    expect(setup.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['a sub-frame of the window', () => eventFrom(contents, { ...contents.mainFrame, routingId: 99, parent: contents.mainFrame })],
    ['the main frame after it navigated to a foreign site', () => eventFrom(contents, { ...contents.mainFrame, url: 'https://evil.example/' })],
    ['a file:// page', () => eventFrom(contents, { ...contents.mainFrame, url: 'file:///tmp/page.html' })],
    ['another host on the app scheme', () => eventFrom(contents, { ...contents.mainFrame, url: 'app://other/index.html' })],
    ['a frame that is already gone', () => eventFrom(contents, null)],
    ['another webContents', () => eventFrom(new FakeBrowserWindow({}).webContents, contents.mainFrame)],
  ])('refuses a call from %s without running anything', async (_label, makeEvent) => {
    const result = await invokeAs(makeEvent(), { callId: 'c1', channel: 'app.info.get', input: {} });
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(setup.core.dispatch).not.toHaveBeenCalled();
  });

  it('rejects a malformed request as a validation error', async () => {
    const result = await invokeAs(trusted(), { channel: 'app.info.get' });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(setup.core.dispatch).not.toHaveBeenCalled();
  });

  it('cancel aborts the signal of the matching running call', async () => {
    const slow = invokeAs(trusted(), { callId: 'slow-1', channel: 'test.slow', input: {} });
    const other = invokeAs(trusted(), { callId: 'slow-2', channel: 'test.slow', input: {} });
    await vi.waitFor(() => expect(setup.calls).toHaveLength(2));
    ipcMain.emit(ipcNames.cancel, trusted(), { callId: 'slow-1' });
    expect(await slow).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(setup.calls[0]?.signal?.aborted).toBe(true);
    expect(setup.calls[1]?.signal?.aborted).toBe(false);
    ipcMain.emit(ipcNames.cancel, trusted(), { callId: 'slow-2' });
    await other;
  });

  it('ignores a cancel from a foreign frame', async () => {
    const slow = invokeAs(trusted(), { callId: 'slow-1', channel: 'test.slow', input: {} });
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    ipcMain.emit(ipcNames.cancel, eventFrom(contents, { ...contents.mainFrame, url: 'https://evil.example/' }), { callId: 'slow-1' });
    expect(setup.calls[0]?.signal?.aborted).toBe(false);
    ipcMain.emit(ipcNames.cancel, trusted(), { callId: 'slow-1' });
    await slow;
  });

  it('refuses a second call that reuses the id of a running one', async () => {
    const slow = invokeAs(trusted(), { callId: 'same', channel: 'test.slow', input: {} });
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    expect(await invokeAs(trusted(), { callId: 'same', channel: 'app.info.get', input: {} })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    ipcMain.emit(ipcNames.cancel, trusted(), { callId: 'same' });
    await slow;
  });

  it('aborts every running call when the page reloads', async () => {
    const slow = invokeAs(trusted(), { callId: 'slow-1', channel: 'test.slow', input: {} });
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    contents.emit('did-navigate');
    expect(await slow).toMatchObject({ error: { code: 'CANCELLED' } });
  });

  it('aborts every running call and stops listening when the window is destroyed', async () => {
    const slow = invokeAs(trusted(), { callId: 'slow-1', channel: 'test.slow', input: {} });
    await vi.waitFor(() => expect(setup.calls).toHaveLength(1));
    contents.destroy();
    expect(await slow).toMatchObject({ error: { code: 'CANCELLED' } });
    expect(ipcMain.handlers.has(ipcNames.invoke)).toBe(false);
    expect(ipcMain.listenerCount(ipcNames.cancel)).toBe(0);
    expect(setup.listeners.size).toBe(0);
  });

  it('forwards core events to the window as {event, payload}', () => {
    setup.emit('connections.changed', { activeId: 'c-1' });
    expect(contents.send).toHaveBeenCalledWith(ipcNames.event, { event: 'connections.changed', payload: { activeId: 'c-1' } });
  });

  it('answers INTERNAL instead of rejecting if the core throws', async () => {
    vi.mocked(setup.core.dispatch).mockRejectedValueOnce(new Error('token=abc leaked in a stack'));
    const result = await invokeAs(trusted(), { callId: 'c1', channel: 'app.info.get', input: {} });
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('token=abc');
  });
});
