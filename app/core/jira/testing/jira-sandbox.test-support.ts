import type { ApiSession } from '../../../api/http/session';
import { recordedRequests, sandboxSession } from '../../../api/testing/sandbox-session';
import type { JiraState } from '../../../sandbox/areas/jira';
import { startRecordedSandbox, type RecordedSandbox } from '../../../sandbox/validation/recorded-sandbox';

/** A recorded demo sandbox and a session on it, for the Jira core tests. */
export interface JiraSandbox {
  sandbox: RecordedSandbox;
  api: ApiSession;
  jira(): JiraState;
  /** Requests of a method sent since `mark()` (all methods when none is given). */
  sentSince(mark: number, method?: string): { method: string; path: string; query: string; requestBody: unknown }[];
  mark(): number;
  /** Who each event of a scheme notifies in the sandbox's own world, as sorted `type:parameter` keys. */
  recipientsInWorld(schemeId: string): Record<string, string[]>;
  close(): Promise<void>;
}

export async function startJiraSandbox(scale: 'demo' | 'large' = 'demo'): Promise<JiraSandbox> {
  const sandbox = await startRecordedSandbox({ seed: 'test', scale });
  const jira = () => sandbox.world.areas.jira as JiraState;
  return {
    sandbox,
    api: sandboxSession(sandbox),
    jira,
    mark: () => recordedRequests(sandbox.recordFile).length,
    sentSince: (mark, method) => recordedRequests(sandbox.recordFile).slice(mark).filter((exchange) => method === undefined || exchange.method === method),
    recipientsInWorld: (schemeId) => {
      const scheme = jira().notificationSchemes.find((candidate) => String(candidate.id) === schemeId);
      if (!scheme) throw new Error(`no scheme ${schemeId} in the world`);
      return Object.fromEntries(
        scheme.events
          .filter((event) => event.notifications.length > 0)
          .map((event) => [
            String(event.eventId),
            event.notifications.map((n) => (n.parameter === undefined ? n.notificationType : `${n.notificationType}:${n.parameter}`)).sort(),
          ]),
      );
    },
    close: () => sandbox.close(),
  };
}

/** A scheme id of the demo world by name. */
export function schemeIdNamed(jira: JiraState, name: string): string {
  const scheme = jira.notificationSchemes.find((candidate) => candidate.name === name);
  if (!scheme) throw new Error(`no scheme named ${name}`);
  return String(scheme.id);
}
