/** Units finished per second over a sliding window, and the time left at that pace. */
export class Throughput {
  private finished: { at: number; units: number }[] = [];

  constructor(private readonly windowMs = 10_000) {}

  record(at: number, units = 1): void {
    if (units > 0) this.finished.push({ at, units });
  }

  ratePerSecond(now: number): number {
    this.finished = this.finished.filter((entry) => now - entry.at <= this.windowMs);
    const first = this.finished[0];
    if (first === undefined || this.finished.length < 2) return 0;
    const spanMs = Math.max(now - first.at, 1);
    const units = this.finished.reduce((sum, entry) => sum + entry.units, 0);
    return (units / spanMs) * 1000;
  }

  etaSeconds(now: number, remaining: number): number | null {
    if (remaining === 0) return 0;
    const rate = this.ratePerSecond(now);
    return rate > 0 ? Math.ceil(remaining / rate) : null;
  }
}
