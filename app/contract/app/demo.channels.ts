import { z } from 'zod';
import { ConnectionView, DemoSite } from './connections.channels';

/** Which demo site a call is about; the demo organization when left out, as before there were two. */
const DemoSiteInput = z.object({ site: DemoSite.default('production') });

export const demoChannels = {
  /**
   * Starts a local demo site (its sandbox) and adds its connection: "Demo (local)" for the demo
   * organization, which also becomes the active connection, or "Demo staging (local)", added beside it.
   */
  'app.demo.start': { input: DemoSiteInput, output: ConnectionView, mutates: true },
  /** Throws one demo site's changes away and regenerates it from its seed; the other site keeps its own. */
  'app.demo.reset': { input: DemoSiteInput, output: z.object({ reset: z.boolean() }), mutates: true },
} as const;
