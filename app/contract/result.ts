import { z } from 'zod';
import { ErrorInfo } from './errors';

/**
 * Every call answers with this envelope instead of throwing across the transport: Electron's `invoke`
 * keeps only the message of a rejection, and the UI needs the code and the field issues.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/** Envelope check for transports that receive results as untyped JSON. */
export const AnyResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: ErrorInfo }),
]);
