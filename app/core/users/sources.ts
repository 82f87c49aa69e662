import type { PersonSummary, SearchSourceState } from '../../contract/users/people.channels';
import { isAppError } from '../../contract/errors';
import type { ApiSession } from '../../api/http/session';

export type SourceName = SearchSourceState['source'];

export interface SourceAnswer {
  people: PersonSummary[];
  state: SearchSourceState;
}

/**
 * Runs one people source. A source that is not set up, or fails, gives nobody and says why, so the other
 * source's answer still reaches the admin. Cancellation is the one failure that stops everything.
 */
export async function askSource(
  session: ApiSession,
  source: SourceName,
  signal: AbortSignal,
  search: () => Promise<PersonSummary[]>,
): Promise<SourceAnswer> {
  if (!session.isConfigured(source)) {
    return { people: [], state: { source, state: 'not-configured', message: 'The site is not set up for this connection.' } };
  }
  try {
    return { people: await search(), state: { source, state: 'ok', message: null } };
  } catch (error) {
    if (signal.aborted) throw error;
    const message = isAppError(error) ? error.info.message : 'The search failed unexpectedly.';
    return { people: [], state: { source, state: 'failed', message } };
  }
}

/** True when no source could answer: "nobody found" would then hide a failure. */
export function everySourceFailed(states: readonly SearchSourceState[]): boolean {
  return states.every((source) => source.state !== 'ok');
}
