import { describe, expect, it } from 'vitest';
import type { RestrictionEdit } from '../../../../../app/contract/confluence/access.channels';
import { effectSentence, stageEdit } from './accessWords';

const ana = { type: 'user' as const, id: '5b10ac8d82e05b22cc7d4ef5', name: 'Ana Diaz', email: null, avatarPath: null, status: 'active' as const };

describe('access words', () => {
  it('says who gains and who loses in plain sentences', () => {
    expect(effectSentence({ operation: 'read', change: 'loses', principal: null })).toBe('Everyone not named loses view access, even with space permission.');
    expect(effectSentence({ operation: 'update', change: 'gains', principal: ana })).toBe('Ana Diaz can edit it, if they can also view it.');
    expect(effectSentence({ operation: 'read', change: 'gains', principal: null })).toBe('This page no longer limits who can view it: the space and any page above decide again.');
    expect(effectSentence({ operation: 'read', change: 'loses', principal: { ...ana, type: 'group', name: 'finance' } })).toBe('The group finance can no longer view it through this list.');
  });

  it('stages edits so a repeated entry replaces the earlier one and opposite edits cancel', () => {
    const addEdit: RestrictionEdit = { operation: 'read', action: 'add', principal: { type: 'user', id: ana.id } };
    const add = { edit: addEdit };
    const remove = { edit: { ...addEdit, action: 'remove' as const } };
    const edit = { edit: { ...addEdit, operation: 'update' as const } };
    expect(stageEdit([add], add)).toEqual([add]);
    expect(stageEdit([add, edit], remove)).toEqual([edit]);
    expect(stageEdit([], edit)).toEqual([edit]);
  });
});
