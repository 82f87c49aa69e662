import { events, type EventName, type EventPayload } from '../contract/events';

export type EventListener = (name: EventName, payload: unknown) => void;

/** Fan-out of core pushes to whichever transports are attached (Electron window, bridge sockets). */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  on(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const checked = events[name].parse(payload);
    for (const listener of this.listeners) listener(name, checked);
  }
}
