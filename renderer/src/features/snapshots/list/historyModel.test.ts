import { describe, expect, it } from 'vitest';
import { changesByDay } from './historyModel';

const day = (iso: string) => iso.slice(0, 10);

describe('changes by day', () => {
  it('adds up the changes of one day, oldest day first, and leaves out kinds that never changed', () => {
    const chart = changesByDay(
      [
        { takenAt: '2026-11-25T15:00:00', changes: { scheme: 1, webhook: 2 } },
        { takenAt: '2026-11-23T09:00:00', changes: { scheme: 3, restriction: 0, template: 0, webhook: 0, version: 0 } },
        { takenAt: '2026-11-25T09:00:00', changes: { scheme: 2, webhook: 0 } },
      ],
      day,
    );
    expect(chart.days).toEqual(['2026-11-23', '2026-11-25']);
    expect(chart.series).toEqual([
      { kind: 'scheme', title: 'Notification schemes', data: [3, 3] },
      { kind: 'webhook', title: 'Webhooks', data: [0, 2] },
    ]);
  });

  it('draws nothing for a history without changes', () => {
    expect(changesByDay([{ takenAt: '2026-11-23T09:00:00', changes: {} }], day).series).toEqual([]);
    expect(changesByDay([], day)).toEqual({ days: [], series: [] });
  });
});
