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
  /**
   * Saves the window as a PDF where the admin chooses (the desktop app's print-to-PDF, with its own save
   * dialog). `available` is false where there is none (the browser): print from the browser instead.
   */
  'app.windowPdf.export': {
    input: z.object({ fileName: z.string().trim().min(1).max(200).regex(/^[^/\\]+\.pdf$/, 'A PDF file name, without a folder.') }),
    output: z.object({ available: z.boolean(), saved: z.boolean() }),
  },
  'app.externalLinks.open': {
    input: z.object({ url: z.url({ protocol: /^https$/ }) }),
    output: z.object({ opened: z.boolean() }),
  },
} as const;
