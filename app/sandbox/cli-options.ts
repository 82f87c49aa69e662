import { parseArgs } from 'node:util';
import { isScale, scales } from './kit';
import type { SandboxOptions } from './server';

function nonNegativeInt(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${flag} expects a whole number, got "${value}"`);
  return Number(value);
}

/** `npm run sandbox -- [--port N] [--seed S] [--scale demo|large|enterprise] [--latency MS] [--faults SPEC] [--state FILE] [--record FILE] [--now ISO] [--staging-of SEED]` */
export function parseSandboxArgs(argv: string[]): SandboxOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      latency: { type: 'string' },
      faults: { type: 'string' },
      state: { type: 'string' },
      record: { type: 'string' },
      now: { type: 'string' },
      'staging-of': { type: 'string' },
    },
  });
  const scale = values.scale;
  if (scale !== undefined && !isScale(scale)) throw new Error(`--scale expects ${scales.join(', ')}, got "${scale}"`);
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now))) throw new Error(`--now expects an ISO date, got "${values.now}"`);
  return {
    port: nonNegativeInt(values.port, '--port'),
    seed: values.seed,
    scale,
    stagingOf: values['staging-of'],
    latencyMs: nonNegativeInt(values.latency, '--latency'),
    faults: values.faults,
    stateFile: values.state,
    recordFile: values.record,
    now: values.now === undefined ? undefined : new Date(values.now).toISOString(),
  };
}
