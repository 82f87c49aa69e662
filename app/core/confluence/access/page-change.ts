import { getPage } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import type { AccessApplied, AccessPreview, AccessUndone, PageRestrictions, RestrictionEdit } from '../../../contract/confluence/access.channels';
import type { CallContext } from '../../../contract/dispatch';
import { AppError, isAppError } from '../../../contract/errors';
import { BoundedStore } from '../../../jobs/bounded-store';
import { accessPreviewWords, actingKeys, beforeAfterWords, differencesOf, editWords, namedRefs, previewOf, writeRestrictions } from './change';
import { PrincipalDirectory } from './directory';
import { notFoundInWords } from './resolve';
import { learnNames, namedRestrictions, readRestrictions, refKey, refsOf, sameRefs, type RawRestrictions, type RestrictionRefs } from './restrictions';
import { groupNamesOf, groupsNamedIn, type AccessSnapshots } from './snapshots';

/** What a change to one page's lists is asked to do, against the hash its preview was made from. */
export interface PageChangeRequest {
  connectionId: string;
  pageId: string;
  edits: readonly RestrictionEdit[];
  /** The hash the preview was made from; a different one now means someone changed the page meanwhile. */
  expectedHash: string | null;
  /** Apply even though it locks the acting admin out or leaves nobody able to edit. */
  override: boolean;
}

/** The Activity log's part of a call: what the change acts on, and what it could not do. */
type ChangeLog = Pick<CallContext, 'signal' | 'describeTarget' | 'reportPartialFailure'>;

/** What each preview saw, so a change someone else made after it can be told in words. */
interface SeenPreview {
  named: PageRestrictions;
  refs: RestrictionRefs;
}

const PREVIEWS_KEPT = 50;

/**
 * One page's staged restriction change: the preview, the change applied only when the lists are still
 * what the preview saw (otherwise nothing is written and the answer says what changed), and Undo from the
 * kept snapshot, refused when the lists changed again since.
 */
export class PageChanges {
  private readonly previews = new BoundedStore<SeenPreview>(PREVIEWS_KEPT, 'The preview is gone.');

  constructor(private readonly snapshots: AccessSnapshots) {}

  /** The change as it would be, and the Activity words of the preview; nothing is written. */
  async preview(session: ApiSession, connectionId: string, pageId: string, edits: readonly RestrictionEdit[], signal: AbortSignal): Promise<{ preview: AccessPreview; words: string }> {
    const { raw, acting, title, directory } = await this.read(session, pageId, signal);
    const { afterRefs: _after, ...preview } = await previewOf(refsOf(raw), edits, directory, acting, raw.hash);
    this.previews.set(previewKey(connectionId, pageId, raw.hash), { named: preview.before, refs: refsOf(raw) });
    return { preview, words: accessPreviewWords(title, preview) };
  }

  async apply(session: ApiSession, request: PageChangeRequest, log: ChangeLog): Promise<AccessApplied> {
    const { raw, acting, title, directory } = await this.read(session, request.pageId, log.signal);
    log.describeTarget(`Restrictions of page “${title}”`);
    const seen = this.previews.peek(previewKey(request.connectionId, request.pageId, request.expectedHash));
    if (!unchangedSincePreview(raw, request.expectedHash, seen)) {
      const current = await namedRestrictions(raw, directory);
      const differences = seen === undefined ? ['Someone changed who can view or edit this page after your preview.'] : differencesOf(seen.named, current);
      log.reportPartialFailure('Nothing was changed: someone else changed the restrictions after the preview.');
      return { status: 'changed', current, differences, restrictionsHash: raw.hash };
    }
    const before = refsOf(raw);
    const preview = await previewOf(before, request.edits, directory, acting, raw.hash);
    const blocking = preview.problems.find((problem) => problem.code === 'no-change' || !request.override);
    if (blocking !== undefined) throw new AppError('VALIDATION', blocking.message);
    log.describeTarget(`Restrictions of page “${title}”: ${beforeAfterWords(preview.before, preview.after)}`);
    await writeRestrictions(session, request.pageId, preview.afterRefs, log.signal);
    // What Confluence kept is what Undo later compares with; a change that locks the admin out leaves a
    // page they can no longer read, and then the lists written stand in.
    const reread = await readRestrictions(session, request.pageId, log.signal).catch((error: unknown) => {
      if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
      throw error;
    });
    const named = new Map([...preview.before.read, ...preview.before.update, ...preview.after.read, ...preview.after.update].map((principal) => [refKey(principal), principal]));
    const snapshotId = await this.snapshots.keep({
      connectionId: request.connectionId,
      pageId: request.pageId,
      pageTitle: title,
      summary: editWords(request.edits, named),
      before,
      after: reread === null ? preview.afterRefs : refsOf(reread),
      groupNames: groupNamesOf(named.values()),
    });
    return { status: 'applied', snapshotId, after: preview.after, restrictionsHash: reread?.hash ?? null };
  }

  async restore(session: ApiSession, connectionId: string, snapshotId: string, log: ChangeLog): Promise<AccessUndone> {
    const snapshot = this.snapshots.get(connectionId, snapshotId);
    const directory = new PrincipalDirectory(session, log.signal);
    log.describeTarget(`Restrictions of page “${snapshot.pageTitle}” put back as they were`);
    if (snapshot.undone) throw new AppError('CONFLICT', 'This change was already undone.');
    const raw = await notFoundInWords(snapshot.pageId, () => readRestrictions(session, snapshot.pageId, log.signal));
    // The lists read now name who is still on them; the snapshot names the groups the change took off.
    learnNames(directory, raw);
    directory.learn({ users: [], groups: groupsNamedIn(snapshot) });
    if (!sameRefs(refsOf(raw), snapshot.after)) {
      const [current, expected] = await Promise.all([namedRestrictions(raw, directory), namedRefs(snapshot.after, directory)]);
      log.reportPartialFailure('Nothing was changed: the restrictions were changed again after this change.');
      return { status: 'changed', current, differences: differencesOf(expected, current), restrictionsHash: raw.hash };
    }
    const [current, restored] = await Promise.all([namedRestrictions(raw, directory), namedRefs(snapshot.before, directory)]);
    log.describeTarget(`Restrictions of page “${snapshot.pageTitle}” put back: ${beforeAfterWords(current, restored)}`);
    await writeRestrictions(session, snapshot.pageId, snapshot.before, log.signal);
    await this.snapshots.markUndone(snapshotId);
    return { status: 'restored', after: restored };
  }

  /** The page's lists, who the admin is and the page's title, read together; the names learnt from the lists. */
  private async read(session: ApiSession, pageId: string, signal: AbortSignal): Promise<{ raw: RawRestrictions; acting: Set<string>; title: string; directory: PrincipalDirectory }> {
    const directory = new PrincipalDirectory(session, signal);
    const [raw, acting, page] = await notFoundInWords(pageId, () => Promise.all([readRestrictions(session, pageId, signal), actingKeys(session, signal), getPage(session, pageId, {}, signal)]));
    learnNames(directory, raw);
    return { raw, acting: acting.keys, title: page.title, directory };
  }
}

function previewKey(connectionId: string, pageId: string, hash: string | null): string {
  return `${connectionId}:${pageId}:${hash ?? ''}`;
}

/** The hash decides when both sides have one; otherwise the lists the preview saw are compared. */
export function unchangedSincePreview(raw: RawRestrictions, expectedHash: string | null, seen: SeenPreview | undefined): boolean {
  if (raw.hash !== null && expectedHash !== null) return raw.hash === expectedHash;
  return seen !== undefined && sameRefs(refsOf(raw), seen.refs);
}
