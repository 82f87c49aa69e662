import { describe, expect, it } from 'vitest';
import { noChanges, stageAdd, stageRemove, type SchemeSnapshot } from '../../../../../app/contract/jira/scheme-changes';
import { buildMatrix } from './matrixModel';

const scheme: SchemeSnapshot = {
  id: '10001',
  name: 'Platform',
  description: null,
  events: [
    {
      eventId: '1',
      eventName: 'Issue Created',
      notifications: [
        { id: '11', type: 'Reporter', parameter: null, recipient: 'Reporter', missing: false },
        { id: '12', type: 'Group', parameter: 'finance', recipient: 'Group: finance', missing: false },
        { id: '13', type: 'User', parameter: 'acc-1', recipient: 'Ada Lovelace', missing: false },
      ],
    },
    { eventId: '2', eventName: 'Issue Updated', notifications: [{ id: '21', type: 'CurrentAssignee', parameter: null, recipient: 'Assignee', missing: false }] },
  ],
};
const events = [
  { id: '1', name: 'Issue Created' },
  { id: '2', name: 'Issue Updated' },
  { id: '10000', name: 'Release Notes Ready' },
];

describe('the scheme matrix', () => {
  it('has a row per event Jira knows and a column per recipient, issue people first, people last', () => {
    const matrix = buildMatrix(scheme, events, noChanges());
    expect(matrix.rows.map((row) => [row.eventName, row.notified, row.custom])).toEqual([
      ['Issue Created', 3, false],
      ['Issue Updated', 1, false],
      ['Release Notes Ready', 0, true],
    ]);
    expect(matrix.columns.map((column) => column.words)).toEqual(['Assignee', 'Reporter', 'Group: finance', 'Ada Lovelace']);
    expect(matrix.groups).toEqual([
      { group: 'On the issue', span: 2 },
      { group: 'Groups', span: 1 },
      { group: 'People', span: 1 },
    ]);
    expect(matrix.rows[0]?.cells.get('Reporter')).toEqual({ state: 'on', notificationId: '11' });
    expect(matrix.rows[1]?.cells.get('Reporter')).toBeUndefined();
  });

  it('draws staged additions and removals, new recipients as new columns', () => {
    let changes = stageRemove(noChanges(), { eventId: '1', notificationId: '12' });
    changes = stageAdd(scheme, changes, { eventId: '10000', recipient: { type: 'ProjectRole', parameter: '10003' }, words: 'Role: Developers' });
    const matrix = buildMatrix(scheme, events, changes);
    expect(matrix.rows[0]?.cells.get('Group:finance')?.state).toBe('removing');
    expect(matrix.rows[0]?.notified).toBe(2);
    expect(matrix.rows[2]?.cells.get('ProjectRole:10003')?.state).toBe('adding');
    expect(matrix.columns.map((column) => column.group)).toEqual(['On the issue', 'On the issue', 'Roles', 'Groups', 'People']);
  });

  it('keeps an event the scheme has but Jira no longer lists', () => {
    const matrix = buildMatrix(scheme, events.slice(0, 1), noChanges());
    expect(matrix.rows.map((row) => row.eventName)).toEqual(['Issue Created', 'Issue Updated']);
  });
});
