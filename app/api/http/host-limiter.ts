import { cancelledError, throwIfCancelled, type Clock } from './clock';

interface Waiter {
  wake(): void;
}

/** The slots of one lane of a host: the host's own, or a lane a long read asked for. */
interface LaneState {
  active: number;
  maxConcurrent: number;
  waiters: Waiter[];
}

export type ReleaseSlot = () => void;

/**
 * Requests with slots of their own on their host, apart from the host's `maxConcurrentPerHost`: a long read
 * of one endpoint whose server paces it by its own rate limit (the organization's token scan), so it can
 * keep that limit busy without taking the slots every other screen's requests use. A pause of the host
 * still holds the lane back.
 */
export interface RequestLane {
  name: string;
  maxConcurrent: number;
}

/**
 * Bounds the requests in flight per host (and per lane of a host), and holds every request to a host back
 * while that host has asked us to wait (a 429 or 503 on any one request pauses them all: the limit is
 * shared upstream too).
 */
export class HostLimiter {
  private readonly lanes = new Map<string, LaneState>();
  private readonly pauses = new Map<string, number>();

  constructor(
    private readonly maxConcurrent: number,
    private readonly clock: Clock,
  ) {}

  /** Resolves with a release function once a slot of the host (or of `lane` on it) is free and the host is not paused. */
  async acquire(host: string, signal?: AbortSignal, lane?: RequestLane): Promise<ReleaseSlot> {
    const state = this.laneOf(host, lane);
    try {
      return await this.takeSlot(host, state, signal);
    } catch (error) {
      // This caller may have been woken for a free slot; hand the wake-up on so the slot is not stranded.
      if (state.active < state.maxConcurrent) state.waiters.shift()?.wake();
      throw error;
    }
  }

  private async takeSlot(host: string, state: LaneState, signal?: AbortSignal): Promise<ReleaseSlot> {
    for (;;) {
      throwIfCancelled(signal);
      const pauseLeft = this.pausedUntil(host) - this.clock.now();
      if (pauseLeft > 0) {
        await this.clock.sleep(pauseLeft, signal);
        continue;
      }
      if (state.active < state.maxConcurrent) {
        state.active += 1;
        return this.releaserFor(state);
      }
      await this.waitForSlot(state, signal);
    }
  }

  /** Holds back the host until `until` (epoch ms). A later pause never shortens an earlier one. */
  pause(host: string, until: number): void {
    this.pauses.set(host, Math.max(this.pausedUntil(host), until));
  }

  pausedUntil(host: string): number {
    return this.pauses.get(host) ?? 0;
  }

  private releaserFor(state: LaneState): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      state.waiters.shift()?.wake();
    };
  }

  private waitForSlot(state: LaneState, signal?: AbortSignal): Promise<void> {
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

  private laneOf(host: string, lane?: RequestLane): LaneState {
    const key = lane === undefined ? host : `${host} ${lane.name}`;
    let state = this.lanes.get(key);
    if (!state) {
      state = { active: 0, maxConcurrent: lane?.maxConcurrent ?? this.maxConcurrent, waiters: [] };
      this.lanes.set(key, state);
    }
    return state;
  }
}
