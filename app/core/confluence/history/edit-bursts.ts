import type { ApiSession } from '../../../api/http/session';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import type { EditBurst, PageScope } from '../../../contract/confluence/history.channels';
import { pagesChangedSince } from '../shared/page-set';

/**
 * Where a roll-back is likely aimed: runs of edits one account made to many pages within minutes (an
 * automation, an import, a bulk edit), read from each page's last change. An admin who does not know
 * when a bad run happened picks it from these instead of guessing a time window.
 */

/** Edits further apart than this belong to different runs. */
const BURST_GAP_MS = 15 * 60_000;
/** A run touches at least this many pages; fewer is everyday editing. */
const BURST_MIN_PAGES = 3;
/** How far back the history is read for runs. */
export const BURST_LOOK_BACK_MS = 14 * 86_400_000;
const BURSTS_SHOWN = 5;

interface LastChange {
  authorId: string;
  at: number;
}

/** Groups last changes into runs per account, the largest (then the latest) first. */
export function findBursts(changes: readonly LastChange[]): EditBurst[] {
  const byAuthor = new Map<string, number[]>();
  for (const change of changes) byAuthor.set(change.authorId, [...(byAuthor.get(change.authorId) ?? []), change.at]);
  const bursts: EditBurst[] = [];
  for (const [authorId, times] of byAuthor) {
    times.sort((a, b) => a - b);
    let start = 0;
    for (let index = 1; index <= times.length; index += 1) {
      const ends = index === times.length || (times[index] ?? 0) - (times[index - 1] ?? 0) > BURST_GAP_MS;
      if (!ends) continue;
      const run = times.slice(start, index);
      if (run.length >= BURST_MIN_PAGES) {
        bursts.push({ authorId, from: new Date(run[0] ?? 0).toISOString(), to: new Date(run[run.length - 1] ?? 0).toISOString(), pages: run.length });
      }
      start = index;
    }
  }
  return bursts.sort((a, b) => b.pages - a.pages || Date.parse(b.to) - Date.parse(a.to)).slice(0, BURSTS_SHOWN);
}

function lastChangeOf(page: ConfluencePage): LastChange | null {
  const at = Date.parse(page.version?.createdAt ?? '');
  const authorId = page.version?.authorId ?? null;
  return authorId === null || Number.isNaN(at) ? null : { authorId, at };
}

/** The runs of edits in the scope over the last two weeks (one listing, read newest first until then). */
export async function recentEditBursts(session: ApiSession, scope: PageScope, now: number, signal?: AbortSignal): Promise<EditBurst[]> {
  const pages = await pagesChangedSince(session, scope, now - BURST_LOOK_BACK_MS, signal);
  return findBursts(pages.flatMap((page) => lastChangeOf(page) ?? []));
}
