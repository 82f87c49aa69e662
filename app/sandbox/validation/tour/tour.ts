import { z } from 'zod';
import { Router } from '../../http/router';
import type { Area, AreaModule, HttpMethod, RouteDef } from '../../kit';
import type { RecordedSandbox } from '../recorded-sandbox';

export interface StepOptions {
  body?: unknown;
  /** The status the step must answer; without it any 2xx. A 3xx counts as served too (redirects). */
  status?: number;
}

const jsonObject = z.record(z.string(), z.unknown());

/** A scalar field of a JSON answer, as text (Jira answers ids as numbers or numeric strings). */
export function fieldOf(body: unknown, field: string): string {
  const value = jsonObject.parse(body)[field];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`the answer has no ${field}: ${JSON.stringify(body)}`);
  return String(value);
}

/**
 * Walks a recorded sandbox through a scripted set of requests and remembers which routes answered
 * successfully, so a contract test can demand that every served operation was exercised.
 */
export class ContractTour {
  private readonly router: Router;
  private readonly covered = new Set<RouteDef<unknown>>();

  constructor(
    readonly sandbox: RecordedSandbox,
    private readonly modules: readonly AreaModule<unknown>[],
  ) {
    this.router = new Router(modules);
  }

  /** One request; throws unless it answers as expected, and returns the parsed answer. */
  async step(area: Area, method: HttpMethod, path: string, options: StepOptions = {}): Promise<unknown> {
    const result = await this.sandbox.call(area, method, path, { body: options.body });
    const expected = options.status === undefined ? result.status >= 200 && result.status < 300 : result.status === options.status;
    if (!expected) throw new Error(`${method} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
    if (result.status < 400) {
      const match = this.router.match(area, method, new URL(path, this.sandbox.baseUrl).pathname);
      if (match.kind === 'found') this.covered.add(match.route);
    }
    return result.body;
  }

  /** `AREA METHOD PATH` of every route no step has answered successfully yet. */
  uncoveredRoutes(): string[] {
    return this.modules.flatMap((module) => module.routes.filter((route) => !this.covered.has(route)).map((route) => `${module.area} ${route.method} ${route.path}`));
  }
}
