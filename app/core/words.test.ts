import { describe, expect, it } from 'vitest';
import { actionLabel } from '../contract/action-labels';
import { TREE_PREVIEW_ACTION } from './confluence/access/tree-change';
import { ACCESS_PREVIEW_ACTION } from './confluence/access/change';
import { CLEANUP_PREVIEW_ACTION } from './confluence/history/cleanup';
import { ROLLBACK_PREVIEW_ACTION } from './confluence/history/rollback';
import { ORPHAN_PREVIEW_ACTION } from './jira/schemes/orphan-cleanup';
import { REVOKE_PREVIEW_ACTION } from './users/token-review';
import { BULK_PREVIEW_ACTION } from './bitbucket/bulk';
import { namesWithMore, previewWords } from './words';

describe('shared wording', () => {
  it('names a few of a list, counting the rest', () => {
    expect(namesWithMore(['A', 'B', 'C'], 3)).toBe('A; B; C');
    expect(namesWithMore(['A', 'B', 'C', 'D'], 2, ', ')).toBe('A, B and 2 more');
  });

  it('says a preview as what it would do, what it leaves alone, and the first five items', () => {
    const named = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];
    expect(previewWords('Would pause 7 webhooks', named, { count: 2, one: 'selected one' })).toBe('Would pause 7 webhooks, and leave 2 selected ones alone: One; Two; Three; Four; Five and 2 more');
    expect(previewWords('Would delete 1 old version from 1 page', ['Page “A”'], { count: 1, one: 'page' })).toBe('Would delete 1 old version from 1 page, and leave 1 page alone: Page “A”');
    expect(previewWords('Would revoke no API tokens', [])).toBe('Would revoke no API tokens');
  });

  it('names every preview in Activity in words of its own, shown as they are', () => {
    const actions = [REVOKE_PREVIEW_ACTION, BULK_PREVIEW_ACTION, ORPHAN_PREVIEW_ACTION, CLEANUP_PREVIEW_ACTION, ROLLBACK_PREVIEW_ACTION, TREE_PREVIEW_ACTION, ACCESS_PREVIEW_ACTION];
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions) {
      expect(action).toMatch(/^Preview of [a-z]/);
      expect(actionLabel(action)).toBe(action);
    }
  });
});
