import { z } from 'zod';

/** What preload sends on `ipcNames.invoke`. */
export const InvokeRequest = z.object({
  callId: z.string().min(1).max(128),
  channel: z.string().min(1).max(128),
  input: z.unknown(),
});
export type InvokeRequest = z.input<typeof InvokeRequest>;

/** What preload sends on `ipcNames.cancel`. */
export const CancelRequest = z.object({ callId: z.string().min(1).max(128) });
export type CancelRequest = z.input<typeof CancelRequest>;

/** What main pushes on `ipcNames.event`. */
export interface EventMessage {
  event: string;
  payload: unknown;
}
