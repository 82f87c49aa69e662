import { agreeing, plural } from '../../../../../../app/contract/words';
import { rollbackCount, rollbackPhrase, type RollbackPagePlan, type RollbackStatus } from '../../../../../../app/contract/confluence/history.channels';

export interface RollbackTicks {
  include: string[];
  trash: string[];
}

export const noTicks: RollbackTicks = { include: [], trash: [] };

/** Ticks or unticks a page the dry run left out by default (edited afterwards, created since). */
export function toggleTick(ticks: RollbackTicks, page: Pick<RollbackPagePlan, 'pageId' | 'status'>): RollbackTicks {
  const list = page.status === 'createdSince' ? 'trash' : page.status === 'editedAfterwards' ? 'include' : null;
  if (list === null) return ticks;
  const current = ticks[list];
  return { ...ticks, [list]: current.includes(page.pageId) ? current.filter((id) => id !== page.pageId) : [...current, page.pageId] };
}

export function isTicked(ticks: RollbackTicks, page: Pick<RollbackPagePlan, 'pageId' | 'status'>): boolean {
  if (page.status === 'rollBack') return true;
  if (page.status === 'editedAfterwards') return ticks.include.includes(page.pageId);
  if (page.status === 'createdSince') return ticks.trash.includes(page.pageId);
  return false;
}

export function phraseFor(pages: readonly Pick<RollbackPagePlan, 'pageId' | 'status'>[], ticks: RollbackTicks): { count: number; phrase: string } {
  const count = rollbackCount(pages, ticks);
  return { count, phrase: rollbackPhrase(count) };
}

export const statusWords: Record<RollbackStatus, string> = {
  rollBack: 'Goes back',
  editedAfterwards: 'Edited afterwards',
  createdSince: 'Created since',
  unreadable: 'Could not be read',
};

/** How many pages of each kind the dry run found, for the summary line. */
export function statusCounts(pages: readonly Pick<RollbackPagePlan, 'status'>[]): Record<RollbackStatus, number> {
  const counts: Record<RollbackStatus, number> = { rollBack: 0, editedAfterwards: 0, createdSince: 0, unreadable: 0 };
  for (const page of pages) counts[page.status] += 1;
  return counts;
}

/** The preview's sentence: what goes back, what is left alone unless ticked, what is offered for the trash. */
export function summarySentence(counts: Record<RollbackStatus, number>, pages: number): string {
  if (pages === 0) return 'Nothing was changed in that time.';
  const isAre = (count: number) => agreeing(count, 'is', 'are');
  return (
    `${plural(counts.rollBack, 'page goes', 'pages go')} back. ` +
    `${counts.editedAfterwards.toLocaleString('en')} edited afterwards by someone else ${isAre(counts.editedAfterwards)} left alone unless ticked. ` +
    `${counts.createdSince.toLocaleString('en')} created since ${isAre(counts.createdSince)} offered for the trash (never deleted).` +
    (counts.unreadable > 0 ? ` ${counts.unreadable.toLocaleString('en')} could not be read.` : '')
  );
}
