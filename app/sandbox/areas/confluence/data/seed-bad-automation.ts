import type { Person } from '../../../kit';
import { allocateId, type ContentRecord, type SpaceRecord, type VersionRecord } from '../state';
import { automationBody, curatedBody, followUpBody, runReportBody } from './history-bodies';
import type { GenerationScope } from './scope';

/**
 * A misconfigured automation that overwrote many pages of one space within a minute: the case the bulk
 * roll-back exists for. One of those pages was fixed by hand afterwards (the roll-back must skip it
 * unless asked), and the run also created a report page (offered for the trash, never deleted).
 */
export const BAD_AUTOMATION_RUN = {
  spaceKey: 'MKT',
  pages: 12,
  /** How long before the world's "now" the run started. */
  hoursAgo: 30,
  message: 'Synced from the campaign tracker',
  followUpMessage: 'Put the budget note back',
  reportTitle: 'Content sync report',
  /** Which of the overwritten pages (in id order) a person edited after the run. */
  editedAfterwardsIndex: 2,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Pages anyone with space access can open: no view restriction on the page or any ancestor. */
function openToEveryone(contents: Record<string, ContentRecord>, page: ContentRecord): boolean {
  for (let cursor: ContentRecord | undefined = page; cursor !== undefined; cursor = cursor.parentId === null ? undefined : contents[cursor.parentId]) {
    if (cursor.restrictions.read.userIds.length + cursor.restrictions.read.groupIds.length > 0) return false;
    if (cursor.restrictions.update.userIds.length + cursor.restrictions.update.groupIds.length > 0) return false;
  }
  return true;
}

/** Squeezes a page's history before `limit`, keeping the order and the creation time. */
function endHistoryBefore(versions: VersionRecord[], limit: number): void {
  const first = Date.parse(versions[0]?.createdAt ?? '');
  const last = Date.parse(versions[versions.length - 1]?.createdAt ?? '');
  if (!(last >= limit) || !(first < limit)) return;
  const scale = (limit - first) / Math.max(last - first, 1);
  for (const version of versions) version.createdAt = new Date(first + Math.floor((Date.parse(version.createdAt) - first) * scale)).toISOString();
}

function addVersion(page: ContentRecord, change: Omit<VersionRecord, 'number' | 'bodySeed'>): void {
  const number = (page.versions[page.versions.length - 1]?.number ?? 0) + 1;
  page.versions.push({ number, bodySeed: 0, ...change });
}

function reportPage(scope: GenerationScope, space: SpaceRecord, authorId: string, at: string, updated: number): ContentRecord {
  const siblings = Object.values(scope.state.contents).filter((content) => content.type === 'page' && content.parentId === space.homepageId);
  return {
    id: allocateId(scope.state),
    type: 'page',
    status: 'current',
    spaceId: space.id,
    parentId: space.homepageId,
    position: siblings.length,
    authorId,
    ownerId: authorId,
    createdAt: at,
    versions: [{ number: 1, authorId, createdAt: at, message: BAD_AUTOMATION_RUN.message, minorEdit: false, title: BAD_AUTOMATION_RUN.reportTitle, body: runReportBody(updated), bodySeed: 0 }],
    labelIds: [],
    restrictions: { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } },
    draft: null,
  };
}

export function seedBadAutomation(scope: GenerationScope, people: readonly Person[]): void {
  const { state } = scope;
  const automation = people.find((person) => person.accountType === 'app' && person.status === 'active');
  const space = Object.values(state.spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey);
  if (automation === undefined || space === undefined) return;
  const fixer = scope.authors.find((accountId) => accountId !== scope.adminAccountId && accountId !== automation.accountId) ?? scope.adminAccountId;
  const runAt = Math.floor((scope.now - BAD_AUTOMATION_RUN.hoursAgo * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
  const targets = Object.values(state.contents)
    .filter((page) => page.type === 'page' && page.status === 'current' && page.spaceId === space.id && page.id !== space.homepageId && Date.parse(page.createdAt) < runAt - 2 * HOUR_MS && openToEveryone(state.contents, page))
    .slice(0, BAD_AUTOMATION_RUN.pages);

  targets.forEach((page, index) => {
    endHistoryBefore(page.versions, runAt - HOUR_MS);
    const before = page.versions[page.versions.length - 1];
    if (before === undefined) return;
    before.body = curatedBody(before.title, index);
    const title = index % 4 === 1 ? `[Synced] ${before.title}` : before.title;
    const at = new Date(runAt + index * 4_000 + 2_000).toISOString();
    addVersion(page, { authorId: automation.accountId, createdAt: at, message: BAD_AUTOMATION_RUN.message, minorEdit: false, title, body: automationBody(title) });
    if (index === BAD_AUTOMATION_RUN.editedAfterwardsIndex) {
      const later = new Date(runAt + 3 * HOUR_MS).toISOString();
      addVersion(page, { authorId: fixer, createdAt: later, message: BAD_AUTOMATION_RUN.followUpMessage, minorEdit: false, title, body: followUpBody(title) });
    }
  });
  const report = reportPage(scope, space, automation.accountId, new Date(runAt + 90_000).toISOString(), targets.length);
  state.contents[report.id] = report;
}
