import type { ApiSession } from '../../../api/http/session';
import { PrincipalDirectory } from './directory';

/** A session that counts the calls made through it, so the screen (and the bench) can say what an answer cost. */
export function counted(session: ApiSession): { session: ApiSession; count: () => number } {
  let calls = 0;
  return {
    session: {
      jiraApiVersion: session.jiraApiVersion,
      isConfigured: (area) => session.isConfigured(area),
      resolve: (area, pathOrLink) => session.resolve(area, pathOrLink),
      request: (request) => {
        calls += 1;
        return session.request(request);
      },
      download: (request) => session.download(request),
    },
    count: () => calls,
  };
}

/** A directory of people and groups whose look-ups are counted, for a report's request count. */
export function countedDirectory(session: ApiSession, signal: AbortSignal): { directory: PrincipalDirectory; count: () => number } {
  const { session: countedSession, count } = counted(session);
  return { directory: new PrincipalDirectory(countedSession, signal), count };
}
