import type { Rng } from '../kit';

/**
 * Injected failures, each with a probability per request:
 * `5xx` (an error status), `429` (a rate-limit answer), `drop` (the connection closes before any
 * answer) and `dropAfter` (the change is applied, then the connection closes: the case that makes
 * blind retries of writes dangerous). Example: `5xx:0.05,drop:0.02,429:0.1`.
 */
export interface FaultRates {
  serverError: number;
  rateLimit: number;
  drop: number;
  dropAfter: number;
}

export type Fault = 'none' | 'serverError' | 'rateLimit' | 'drop' | 'dropAfter';

const names: Record<string, keyof FaultRates> = { '5xx': 'serverError', '429': 'rateLimit', drop: 'drop', dropAfter: 'dropAfter' };

export const noFaults: FaultRates = { serverError: 0, rateLimit: 0, drop: 0, dropAfter: 0 };

export function parseFaults(spec: string | undefined): FaultRates {
  const rates = { ...noFaults };
  for (const part of (spec ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [name = '', value = ''] = part.split(':');
    const key = names[name];
    const rate = Number(value);
    if (!key || value.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new Error(`bad fault "${part}": expected NAME:RATE with NAME one of ${Object.keys(names).join(', ')} and RATE in 0..1`);
    }
    rates[key] = rate;
  }
  if (rates.serverError + rates.rateLimit + rates.drop + rates.dropAfter > 1) throw new Error('fault rates add up to more than 1');
  return rates;
}

const serverErrors = [500, 502, 503, 504] as const;

/** Draws one fault per request from a seeded stream: the same seed and request order give the same faults. */
export class FaultInjector {
  constructor(
    private readonly rates: FaultRates,
    private readonly rng: Rng,
  ) {}

  next(): Fault {
    const draw = this.rng.next();
    let edge = 0;
    for (const fault of ['serverError', 'rateLimit', 'drop', 'dropAfter'] as const) {
      edge += this.rates[fault];
      if (draw < edge) return fault;
    }
    return 'none';
  }

  serverErrorStatus(): (typeof serverErrors)[number] {
    return this.rng.pick(serverErrors);
  }

  /** The real services sometimes omit Retry-After on a 429 (JRACLOUD-82801). */
  omitRetryAfter(): boolean {
    return this.rng.chance(0.25);
  }
}
