/** Items finished per second over a sliding window, and the time left at that pace. */
export class Throughput {
  private finishedAt: number[] = [];

  constructor(private readonly windowMs = 10_000) {}

  record(at: number): void {
    this.finishedAt.push(at);
  }

  ratePerSecond(now: number): number {
    this.finishedAt = this.finishedAt.filter((at) => now - at <= this.windowMs);
    const first = this.finishedAt[0];
    if (first === undefined || this.finishedAt.length < 2) return 0;
    const spanMs = Math.max(now - first, 1);
    return (this.finishedAt.length / spanMs) * 1000;
  }

  etaSeconds(now: number, remaining: number): number | null {
    if (remaining === 0) return 0;
    const rate = this.ratePerSecond(now);
    return rate > 0 ? Math.ceil(remaining / rate) : null;
  }
}
