import { cancelledError, throwIfCancelled, type Clock } from './clock';

interface Waiter {
  wake(): void;
}

interface HostState {
  active: number;
  pausedUntil: number;
  waiters: Waiter[];
}

export type ReleaseSlot = () => void;

/**
 * Bounds the requests in flight per host, and holds every request to a host back while that host has
 * asked us to wait (a 429 or 503 on any one request pauses them all: the limit is shared upstream too).
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();

  constructor(
    private readonly maxConcurrent: number,
    private readonly clock: Clock,
  ) {}

  /** Resolves with a release function once a slot is free and the host is not paused. */
  async acquire(host: string, signal?: AbortSignal): Promise<ReleaseSlot> {
    const state = this.stateOf(host);
    try {
      return await this.takeSlot(state, signal);
    } catch (error) {
      // This caller may have been woken for a free slot; hand the wake-up on so the slot is not stranded.
      if (state.active < this.maxConcurrent) state.waiters.shift()?.wake();
      throw error;
    }
  }

  private async takeSlot(state: HostState, signal?: AbortSignal): Promise<ReleaseSlot> {
    for (;;) {
      throwIfCancelled(signal);
      const pauseLeft = state.pausedUntil - this.clock.now();
      if (pauseLeft > 0) {
        await this.clock.sleep(pauseLeft, signal);
        continue;
      }
      if (state.active < this.maxConcurrent) {
        state.active += 1;
        return this.releaserFor(state);
      }
      await this.waitForSlot(state, signal);
    }
  }

  /** Holds back the host until `until` (epoch ms). A later pause never shortens an earlier one. */
  pause(host: string, until: number): void {
    const state = this.stateOf(host);
    state.pausedUntil = Math.max(state.pausedUntil, until);
  }

  pausedUntil(host: string): number {
    return this.hosts.get(host)?.pausedUntil ?? 0;
  }

  private releaserFor(state: HostState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      state.waiters.shift()?.wake();
    };
  }

  private waitForSlot(state: HostState, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        state.waiters.splice(state.waiters.indexOf(waiter), 1);
        reject(cancelledError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.waiters.push(waiter);
    });
  }

  private stateOf(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = { active: 0, pausedUntil: 0, waiters: [] };
      this.hosts.set(host, state);
    }
    return state;
  }
}
