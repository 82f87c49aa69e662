import { ipcMain, type BrowserWindow, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import type { Dispatch } from '../app/contract/dispatch';
import type { Result } from '../app/contract/result';
import { ipcNames } from '../app/contract/transport';
import { CancelRequest, InvokeRequest, type EventMessage } from './ipc-messages';

/** The part of the core a window talks to. */
export interface CoreLink {
  dispatch: Dispatch;
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
}

export interface IpcOptions {
  window: BrowserWindow;
  core: CoreLink;
  isRendererUrl(url: string): boolean;
}

const forbidden: Result<never> = {
  ok: false,
  error: { code: 'FORBIDDEN', message: 'This request did not come from the Orgdesk window and was refused.' },
};

function invalid(message: string): Result<never> {
  return { ok: false, error: { code: 'VALIDATION', message } };
}

/**
 * Connects one window to the core: calls from its main frame are dispatched, each with an AbortSignal
 * the renderer can fire through `cancel`; core events are pushed to it. Messages from any other frame or
 * page are refused before anything runs. Returns the disconnect function, also run when the page dies.
 */
export function connectWindowToCore({ window, core, isRendererUrl }: IpcOptions): () => void {
  const contents = window.webContents;
  const running = new Map<string, AbortController>();

  const isTrusted = (event: IpcMainEvent | IpcMainInvokeEvent): boolean => {
    const frame = event.senderFrame;
    const main = contents.mainFrame;
    return (
      event.sender === contents &&
      frame !== null &&
      frame.parent === null &&
      frame.processId === main.processId &&
      frame.routingId === main.routingId &&
      isRendererUrl(frame.url)
    );
  };

  const onInvoke = async (event: IpcMainInvokeEvent, request: unknown): Promise<Result<unknown>> => {
    if (!isTrusted(event)) return forbidden;
    const parsed = InvokeRequest.safeParse(request);
    if (!parsed.success) return invalid('The request was malformed.');
    const { callId, channel, input } = parsed.data;
    if (running.has(callId)) return invalid('A request with this id is already running.');
    const controller = new AbortController();
    running.set(callId, controller);
    try {
      return await core.dispatch(channel, input, controller.signal);
    } catch {
      return { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong inside Orgdesk. Try again.' } };
    } finally {
      if (running.get(callId) === controller) running.delete(callId);
    }
  };

  const onCancel = (event: IpcMainEvent, request: unknown) => {
    if (!isTrusted(event)) return;
    const parsed = CancelRequest.safeParse(request);
    if (parsed.success) running.get(parsed.data.callId)?.abort();
  };

  const abortAll = () => {
    for (const controller of running.values()) controller.abort();
    running.clear();
  };

  const unsubscribe = core.onEvent((name, payload) => {
    if (contents.isDestroyed()) return;
    const message: EventMessage = { event: name, payload };
    contents.send(ipcNames.event, message);
  });

  ipcMain.handle(ipcNames.invoke, onInvoke);
  ipcMain.on(ipcNames.cancel, onCancel);
  // A reloaded or crashed page can no longer receive the answers to its old calls.
  contents.on('did-navigate', abortAll);
  contents.on('render-process-gone', abortAll);

  let connected = true;
  const disconnect = () => {
    if (!connected) return;
    connected = false;
    abortAll();
    unsubscribe();
    ipcMain.removeHandler(ipcNames.invoke);
    ipcMain.removeListener(ipcNames.cancel, onCancel);
  };
  contents.once('destroyed', disconnect);
  return disconnect;
}
