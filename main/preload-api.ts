import type { RendererApi } from '../app/contract/transport';
import { ipcNames } from '../app/contract/transport';
import type { CancelRequest, EventMessage, InvokeRequest } from './ipc-messages';

/** The slice of `ipcRenderer` the preload uses; only the three Orgdesk channel names ever reach it. */
export interface RendererIpc {
  invoke(channel: typeof ipcNames.invoke, request: InvokeRequest): Promise<unknown>;
  send(channel: typeof ipcNames.cancel, request: CancelRequest): void;
  on(channel: typeof ipcNames.event, listener: (event: unknown, message: unknown) => void): unknown;
}

function isEventMessage(value: unknown): value is EventMessage {
  return typeof value === 'object' && value !== null && typeof (value as { event?: unknown }).event === 'string';
}

/**
 * The frozen `window.api`. One IPC listener fans events out to subscribers, who get the payload alone:
 * handing them Electron's event object would give the page a path back to `ipcRenderer`.
 */
export function createRendererApi(ipc: RendererIpc): RendererApi {
  const subscribers = new Map<string, Set<(payload: unknown) => void>>();

  ipc.on(ipcNames.event, (_event, message) => {
    if (!isEventMessage(message)) return;
    for (const listener of [...(subscribers.get(message.event) ?? [])]) {
      try {
        listener(message.payload);
      } catch (error) {
        // One failing subscriber must not starve the others; the page still sees the error.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  });

  return Object.freeze({
    invoke: (callId: string, channel: string, input: unknown) => ipc.invoke(ipcNames.invoke, { callId, channel, input }),
    cancel: (callId: string) => ipc.send(ipcNames.cancel, { callId }),
    on: (event: string, listener: (payload: unknown) => void) => {
      const listeners = subscribers.get(event) ?? new Set();
      subscribers.set(event, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}
