import { z } from 'zod';
import type { ApiSession } from '../http/session';
import { readBody } from '../validate';

/**
 * NOT Bitbucket's API: the demo sandbox's own route for making an event happen in a workspace (Bitbucket
 * has no ping or test-delivery API). Only ever called on a demo connection, whose Bitbucket is the sandbox.
 */
const demoEventsPath = (workspace: string) => `/_sandbox/bitbucket/workspaces/${encodeURIComponent(workspace)}/events`;

const triggerAnswer = z.object({
  event: z.string(),
  deliveries: z.array(
    z.object({
      id: z.string(),
      hookUuid: z.string(),
      outcome: z.enum(['pending', 'delivered', 'failed', 'not-delivered']),
      reason: z.string().nullable(),
    }),
  ),
  paused: z.array(z.object({ uuid: z.string(), description: z.string() })),
});
export type DemoTriggerAnswer = z.infer<typeof triggerAnswer>;

export async function triggerDemoEvent(session: ApiSession, workspace: string, event: string, signal?: AbortSignal): Promise<DemoTriggerAnswer> {
  const response = await session.request({ area: 'bitbucket', method: 'POST', path: demoEventsPath(workspace), body: { event }, signal });
  return readBody('bitbucket', triggerAnswer, response.body);
}
