import { describe, expect, it } from 'vitest';
import { countsByProduct, countsSentence, totalCounts, type RecordStep } from './recordModel';

const step = (key: string, product: RecordStep['product'], outcome: RecordStep['outcome']): RecordStep => ({
  key,
  leaverId: 'a',
  leaverName: 'Ana',
  product,
  phase: 'handover',
  kind: 'owner',
  target: key,
  change: 'Hand over',
  before: 'Ana',
  after: 'Priya',
  undoable: true,
  link: null,
  outcome,
  reason: null,
});

const steps = [step('a', 'jira', 'done'), step('b', 'confluence', 'done'), step('c', 'confluence', 'failed'), step('d', 'admin', 'rolledBack')];

describe('the record’s counts', () => {
  it('counts each product’s steps by outcome, in the order Admin, Confluence, Jira', () => {
    expect(countsByProduct(steps).map(({ product, counts }) => [product, counts.done, counts.failed, counts.rolledBack])).toEqual([
      ['admin', 0, 0, 1],
      ['confluence', 1, 1, 0],
      ['jira', 1, 0, 0],
    ]);
  });

  it('says the totals in words, naming only what happened', () => {
    expect(countsSentence(totalCounts(steps))).toBe('4 steps: 2 done, 1 failed, 1 rolled back.');
    expect(countsSentence(totalCounts([]))).toBe('0 steps.');
  });
});
