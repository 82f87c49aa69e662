import { z } from 'zod';

export const appChannels = {
  'app.info.get': {
    input: z.object({}),
    output: z.object({
      version: z.string(),
      transport: z.enum(['electron', 'bridge']),
      /** Whether secrets are kept by the OS keychain, or only in memory for this run. */
      secretStorage: z.enum(['keychain', 'memory']),
      secretStorageProblem: z.string().nullable(),
    }),
  },
  'app.externalLinks.open': {
    input: z.object({ url: z.url({ protocol: /^https$/ }) }),
    output: z.object({ opened: z.boolean() }),
  },
} as const;
