import { AppError } from '../contract/errors';

/**
 * Keeps the most recent `capacity` entries in memory; the oldest goes when a new one arrives. Scans
 * and dry runs are large (30,000 tokens) and only the latest few are ever looked at again.
 */
export class BoundedStore<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly capacity: number,
    /** Said when an entry is missing: it expired, or the app restarted. */
    private readonly goneMessage: string,
  ) {}

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get(key: string): V {
    const value = this.entries.get(key);
    if (value === undefined) throw new AppError('NOT_FOUND', this.goneMessage);
    return value;
  }

  /** The entry, or undefined when it expired or never was: for callers with a fallback of their own. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }
}
