import { z } from 'zod';
import { ConnectionView } from './connections.channels';

export const demoChannels = {
  /** Starts the local demo organization (the sandbox) and adds/activates the "Demo (local)" connection. */
  'app.demo.start': { input: z.object({}), output: ConnectionView, mutates: true },
  /** Throws the demo organization's changes away and regenerates it from its seed. */
  'app.demo.reset': { input: z.object({}), output: z.object({ reset: z.boolean() }), mutates: true },
} as const;
