import { describe, expect, it } from 'vitest';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import { unchangedSincePreview } from './page-change';
import { refsOf, type RawRestrictions } from './restrictions';

const person = (accountId: string): ConfluenceUser => ({
  accountId,
  type: 'known',
  accountType: 'atlassian',
  displayName: accountId,
  publicName: accountId,
  email: null,
  profilePicturePath: null,
  timeZone: null,
  isGuest: false,
});

/** A page whose view list names these people, read at this hash. */
const viewList = (accountIds: string[], hash: string | null): RawRestrictions => ({ read: { users: accountIds.map(person), groups: [] }, update: { users: [], groups: [] }, hash });

const seenAs = (raw: RawRestrictions) => ({ named: { read: [], update: [] }, refs: refsOf(raw) });

describe('whether a page changed since its preview', () => {
  it('goes by the hash when the page and the preview both have one', () => {
    const previewed = viewList(['ada'], 'h1');
    expect(unchangedSincePreview(viewList(['ada'], 'h1'), 'h1', seenAs(previewed))).toBe(true);
    expect(unchangedSincePreview(viewList(['ada'], 'h2'), 'h1', seenAs(previewed))).toBe(false);
  });

  it('compares the lists the preview saw when there is no hash to go by', () => {
    const previewed = viewList(['ada', 'grace'], null);
    expect(unchangedSincePreview(viewList(['grace', 'ada'], null), null, seenAs(previewed))).toBe(true);
    expect(unchangedSincePreview(viewList(['ada'], null), null, seenAs(previewed))).toBe(false);
  });

  it('counts a change as made elsewhere when the preview is gone and no hash says otherwise', () => {
    expect(unchangedSincePreview(viewList(['ada'], null), null, undefined)).toBe(false);
    expect(unchangedSincePreview(viewList(['ada'], 'h1'), null, undefined)).toBe(false);
  });
});
