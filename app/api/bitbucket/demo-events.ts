import { z } from 'zod';
import type { ApiSession } from '../http/session';
import { readBody } from '../validate';

/**
 * NOT Bitbucket's API: the demo sandbox's own route for making an event happen in a workspace (Bitbucket
 * has no ping or test-delivery API). Only ever called on a demo connection, whose Bitbucket is the sandbox.
 */
const demoPath = (workspace: string) => `/_sandbox/bitbucket/workspaces/${encodeURIComponent(workspace)}`;

/** One event sent (or not) to one hook, as the sandbox logs it; `attempts` grow as it retries. */
const demoDelivery = z.object({
  id: z.string(),
  hookUuid: z.string(),
  outcome: z.enum(['pending', 'delivered', 'failed', 'not-delivered']),
  reason: z.string().nullable(),
  attempts: z.array(z.object({ attempt: z.number().int(), durationMs: z.number(), status: z.number().int().nullable(), error: z.string().nullable() })),
});
export type DemoDelivery = z.infer<typeof demoDelivery>;

const triggerAnswer = z.object({
  event: z.string(),
  deliveries: z.array(demoDelivery),
  paused: z.array(z.object({ uuid: z.string(), description: z.string() })),
});
export type DemoTriggerAnswer = z.infer<typeof triggerAnswer>;

export async function triggerDemoEvent(session: ApiSession, workspace: string, event: string, signal?: AbortSignal): Promise<DemoTriggerAnswer> {
  const response = await session.request({ area: 'bitbucket', method: 'POST', path: `${demoPath(workspace)}/events`, body: { event }, signal });
  return readBody('bitbucket', triggerAnswer, response.body);
}

/** What the sandbox sent lately (its last 200 deliveries), newest first, with how each one ended or stands. */
export async function listDemoDeliveries(session: ApiSession, workspace: string, signal?: AbortSignal): Promise<DemoDelivery[]> {
  const response = await session.request({ area: 'bitbucket', path: `${demoPath(workspace)}/deliveries`, signal });
  return readBody('bitbucket', z.object({ values: z.array(demoDelivery) }), response.body).values;
}
