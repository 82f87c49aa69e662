import { describe, expect, it } from 'vitest';
import { isTicked, noTicks, phraseFor, statusCounts, toggleTick } from './rollbackModel';

const pages = [
  { pageId: '1', status: 'rollBack' as const },
  { pageId: '2', status: 'rollBack' as const },
  { pageId: '3', status: 'editedAfterwards' as const },
  { pageId: '4', status: 'createdSince' as const },
  { pageId: '5', status: 'unreadable' as const },
];

describe('roll-back ticks', () => {
  it('leaves pages edited afterwards and pages created since out until ticked', () => {
    expect(phraseFor(pages, noTicks)).toEqual({ count: 2, phrase: 'ROLL BACK 2 PAGES' });
    const ticked = toggleTick(toggleTick(noTicks, pages[2]!), pages[3]!);
    expect(ticked).toEqual({ include: ['3'], trash: ['4'] });
    expect(isTicked(ticked, pages[2]!)).toBe(true);
    expect(phraseFor(pages, ticked).phrase).toBe('ROLL BACK 4 PAGES');
    expect(toggleTick(ticked, pages[2]!)).toEqual({ include: [], trash: ['4'] });
  });

  it('never ticks a page it could not read, and counts each kind', () => {
    expect(toggleTick(noTicks, pages[4]!)).toBe(noTicks);
    expect(isTicked(noTicks, pages[4]!)).toBe(false);
    expect(statusCounts(pages)).toEqual({ rollBack: 2, editedAfterwards: 1, createdSince: 1, unreadable: 1 });
  });
});
