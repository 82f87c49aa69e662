import { describe, expect, it } from 'vitest';
import type { ApplyPlan, ApplyStep, PersonMatch } from '../../../../../app/contract/snapshots/snapshots.channels';
import { chooseFor, groupRow, needingChoiceFirst, matchChoice, noChoices, openChoices, personRow, planSentence, startBlocked, usedByWords } from './applyModel';

const step = (key: string, action: ApplyStep['action']): ApplyStep => ({ key, kind: 'scheme', action, target: key, words: key, lines: [], notes: [], clash: null });
const person = (accountId: string, by: PersonMatch['by']): PersonMatch => ({
  source: { accountId, name: accountId, email: `${accountId}@example.com` },
  target: by === 'none' || by === 'skip' ? null : { accountId: `here-${accountId}`, name: accountId, email: null },
  by,
  usedBy: ['Notification scheme “Release”'],
});
const nobody = { people: new Set<string>(), groups: new Set<string>() };

describe('choosing who stands for whom', () => {
  it('keeps a found match until the admin maps by hand or leaves the person out', () => {
    expect(matchChoice('ada', 'email', {}, new Set())).toBe('match');
    expect(matchChoice('ada', 'email', { ada: null }, new Set())).toBe('skip');
    expect(matchChoice('ada', 'email', { ada: 'here-ann' }, new Set())).toBe('hand');
    expect(matchChoice('ada', 'email', {}, new Set(['ada']))).toBe('hand');
    expect(matchChoice('bob', 'none', {}, new Set())).toBe('undecided');
  });

  it('changes one person’s choice and forgets it when the match is taken again', () => {
    const left = chooseFor({ ada: 'here-ann' }, 'bob', { target: null });
    expect(left).toEqual({ ada: 'here-ann', bob: null });
    expect(chooseFor(left, 'ada', { keep: true })).toEqual({ bob: null });
  });

  it('counts who still needs a choice: unmatched, or mapped by hand with nobody picked yet', () => {
    const plan = { people: [person('ada', 'email'), person('bob', 'none'), person('cy', 'none')], groups: [{ source: 'finance', target: null, by: 'none' as const, usedBy: [] }] };
    expect(openChoices(plan, noChoices(), nobody)).toBe(3);
    expect(openChoices(plan, { ...noChoices(), people: { bob: null } }, nobody)).toBe(2);
    expect(openChoices(plan, { ...noChoices(), people: { bob: null, cy: null }, groups: { finance: null } }, { people: new Set(['ada']), groups: new Set() })).toBe(1);
  });
});

describe('the mapping table', () => {
  it('shows people and groups alike: who they are, who stands for them here and what names them', () => {
    expect(personRow(person('ada', 'email'))).toEqual({ source: 'ada', name: 'ada', email: 'ada@example.com', target: 'ada', by: 'email', usedBy: ['Notification scheme “Release”'] });
    expect(personRow({ ...person('ada', 'name'), target: { accountId: 'x', name: 'Ada L', email: 'ada@prod.example.com' } }).target).toBe('Ada L (ada@prod.example.com)');
    expect(groupRow({ source: 'finance', target: null, by: 'none', usedBy: [] })).toEqual({ source: 'finance', name: 'finance', email: null, target: null, by: 'none', usedBy: [] });
  });

  it('lists who still needs a choice first', () => {
    const rows = [person('ada', 'email'), person('bob', 'none'), person('cy', 'name'), person('dee', 'none')].map(personRow);
    expect(needingChoiceFirst(rows).map((row) => row.source)).toEqual(['bob', 'dee', 'ada', 'cy']);
  });

  it('names the first things a person is used by, and counts the rest', () => {
    expect(usedByWords(['Scheme A', 'Page B', 'Page C', 'Page D'])).toBe('Scheme A, Page B and 2 more');
    expect(usedByWords(['Scheme A'])).toBe('Scheme A');
  });
});

describe('the dry run', () => {
  const plan = (steps: ApplyStep[], extra: Partial<ApplyPlan> = {}): ApplyPlan => ({ planId: 'p', mode: 'copy', steps, people: [], groups: [], refused: [], phrase: 'COPY 3 ITEMS', blockers: [], ...extra });

  it('says what would happen, by action, and how many chosen changes are refused', () => {
    expect(planSentence(plan([step('a', 'update'), step('b', 'create'), step('c', 'update')]), 'restore')).toBe('3 items would be put back on this site: 1 created, 2 updated.');
    expect(planSentence(plan([step('a', 'create')], { refused: [{ key: 'x', target: 'x', reason: 'r' }] }), 'copy')).toBe(
      '1 item would be copied onto this site: 1 created. 1 chosen change cannot be applied (listed below).',
    );
    expect(planSentence(plan([]), 'copy')).toBe('Nothing would be copied onto this site.');
  });

  it('holds the start until the review is fresh, everyone has a choice, no blocker remains and something changes', () => {
    const ready = plan([step('a', 'create')]);
    expect(startBlocked(undefined, true, 0)).toBe('Wait for the review of your latest choices.');
    expect(startBlocked(ready, false, 0)).toBe('Wait for the review of your latest choices.');
    expect(startBlocked(ready, true, 1)).toBe('Choose who stands for 1 person or group first, or leave them out.');
    expect(startBlocked(plan([step('a', 'create')], { blockers: ['The target changed.'] }), true, 0)).toBe('The target changed.');
    expect(startBlocked(plan([], { phrase: null }), true, 0)).toBe('These choices change nothing.');
    expect(startBlocked(ready, true, 0)).toBeNull();
  });
});
