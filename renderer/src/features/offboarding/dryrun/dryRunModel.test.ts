import { describe, expect, it } from 'vitest';
import type { OffboardStep } from '../../../../../app/contract/offboarding/leavers.channels';
import { startBlocked, stepsByPhase, warningsByKey } from './dryRunModel';
import { dryRunSentence } from './dryRunSummary';

const step = (key: string, phase: OffboardStep['phase']): OffboardStep => ({
  key,
  leaverId: 'a',
  leaverName: 'Ana',
  product: 'confluence',
  phase,
  kind: 'owner',
  target: key,
  change: 'Hand over ownership to Priya',
  before: 'Ana',
  after: 'Priya',
  undoable: true,
  link: null,
});

describe('the dry run', () => {
  it('lists the steps by phase in the order of the run, whatever order they came in', () => {
    const phases = stepsByPhase([step('deactivate', 'access'), step('page', 'handover'), step('token', 'tokens'), step('lead', 'handover')]);
    expect(phases.map((phase) => [phase.title, phase.steps.map((one) => one.key)])).toEqual([
      ['Hand over', ['page', 'lead']],
      ['Revoke tokens', ['token']],
      ['Remove access', ['deactivate']],
    ]);
  });

  it('finds every warning about a finding by its key', () => {
    const first = { text: 'Priya cannot view Engineering.', keys: ['a', 'b'], fix: 'chooseSuccessor' as const };
    const second = { text: 'Nobody could edit it.', keys: ['b'], fix: 'keep' as const };
    const byKey = warningsByKey([first, second]);
    expect(byKey.get('a')).toEqual([first]);
    expect(byKey.get('b')).toEqual([first, second]);
  });

  it('says why the start is off: an old review, problems, nobody picked, nothing to do', () => {
    const ready = { problems: [], phrase: 'OFFBOARD 1 PERSON' };
    expect(startBlocked(ready, 0, false)).toBe('Wait for the review of your latest choices.');
    expect(startBlocked({ ...ready, problems: ['Priya is leaving too.'] }, 0, true)).toBe('Fix the problems listed above first.');
    expect(startBlocked(ready, 2, true)).toBe('Pick who takes over everything you chose to hand over first.');
    expect(startBlocked({ problems: [], phrase: null }, 0, true)).toBe('These choices change nothing.');
    expect(startBlocked(ready, 0, true)).toBeNull();
  });
});

describe('the dry run in one sentence', () => {
  it('counts the changes by phase and says how many cannot be undone', () => {
    const token = { ...step('token', 'tokens'), undoable: false };
    expect(dryRunSentence([step('page', 'handover'), step('lead', 'handover'), token, step('deactivate', 'access')], 1)).toBe(
      '4 changes for 1 person: 2 to hand over, 1 token to revoke, 1 account to deactivate. 1 cannot be undone.',
    );
    expect(dryRunSentence([], 2)).toBe('These choices change nothing.');
  });
});
