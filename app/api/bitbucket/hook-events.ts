import type { z } from 'zod';
import type { HookEventType } from '../../contract/bitbucket/webhooks.channels';
import type { ApiSession } from '../http/session';
import { readAllPages } from './pages';
import { hookEventSchema } from './schemas';

/** The events a workspace webhook may subscribe to (`/2.0/hook_events/workspace`, a public list). */
export async function listWorkspaceHookEvents(session: ApiSession, signal?: AbortSignal): Promise<z.infer<typeof HookEventType>[]> {
  const events = await readAllPages(session, '/2.0/hook_events/workspace', hookEventSchema, { signal });
  return events.map((entry) => ({
    event: entry.event,
    category: entry.category ?? 'Other',
    label: entry.label ?? entry.event,
    description: entry.description ?? null,
  }));
}
