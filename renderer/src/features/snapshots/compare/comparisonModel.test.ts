import { describe, expect, it } from 'vitest';
import type { SnapshotChange } from '../../../../../app/contract/snapshots/changes';
import { applyAvailability, applyModeOf, keysStillListed, kindGroups, matching, sideNames, sidesOf, stateCountsWords } from './comparisonModel';

const hook = (key: string, state: SnapshotChange['state'], target: string, lines: string[] = []): SnapshotChange => ({ kind: 'webhook', key, state, target, lines, before: null, after: null });
const version = (key: string, state: SnapshotChange['state']): SnapshotChange => ({ kind: 'version', key, state, target: key, lines: [], before: null, after: null });

const side = (takenAt: string | null) => ({ label: 'x', takenAt, siteUrl: 'https://acme.atlassian.net', connectionName: 'Acme' });

describe('a comparison on screen', () => {
  it('groups the changes by kind in the kinds’ order, keeping kinds looked at without a change and counting each state', () => {
    const groups = kindGroups({
      kinds: ['scheme', 'webhook', 'template'],
      changes: [version('v1', 'removed'), hook('h1', 'added', 'Hook one'), hook('h2', 'changed', 'Hook two'), hook('h3', 'added', 'Hook three')],
    });
    expect(groups.map((group) => [group.kind, group.changes.map((change) => change.key), group.counts])).toEqual([
      ['scheme', [], { added: 0, removed: 0, changed: 0 }],
      ['template', [], { added: 0, removed: 0, changed: 0 }],
      ['webhook', ['h1', 'h2', 'h3'], { added: 2, removed: 0, changed: 1 }],
      ['version', ['v1'], { added: 0, removed: 1, changed: 0 }],
    ]);
  });

  it('groups fifty thousand changes in one pass', () => {
    const many = Array.from({ length: 50_000 }, (_unused, index) => hook(`h${index}`, index % 3 === 0 ? 'added' : 'changed', `Hook ${index}`));
    const [group] = kindGroups({ kinds: ['webhook'], changes: many });
    expect(group?.counts).toEqual({ added: 16_667, removed: 0, changed: 33_333 });
  });

  it('words the states by what is compared, and offers put back only against the same site now, copy only from another site', () => {
    expect(sidesOf({ crossSite: false, other: side(null) })).toBe('restore');
    expect(sidesOf({ crossSite: true, other: side(null) })).toBe('copy');
    expect(sidesOf({ crossSite: false, other: side('2026-11-27T09:00:00Z') })).toBe('snapshots');
    expect(applyModeOf('restore')).toBe('restore');
    expect(applyModeOf('copy')).toBe('copy');
    expect(applyModeOf('snapshots')).toBeNull();
    expect(stateCountsWords({ added: 2, removed: 0, changed: 1200 }, 'restore')).toBe('2 added since, 1,200 changed since');
    expect(stateCountsWords({ added: 0, removed: 3, changed: 0 }, 'copy')).toBe('3 only in the snapshot');
    expect(stateCountsWords({ added: 0, removed: 0, changed: 0 }, 'snapshots')).toBe('No changes');
    const pair = { base: { ...side('2026-11-23T09:00:00Z'), label: 'Monday' }, other: { ...side('2026-11-27T09:00:00Z'), label: 'Friday' } };
    expect(sideNames(pair, 'snapshots')).toEqual({ before: 'Monday', after: 'Friday' });
    expect(sideNames(pair, 'restore')).toEqual({ before: 'In the snapshot', after: 'On the site now' });
  });

  it('finds changes by what they are or by a line of what differs, whatever the case', () => {
    const changes = [hook('h1', 'changed', 'Webhook “Deploy”', ['Active: yes → no']), hook('h2', 'added', 'Webhook “Chat”')];
    expect(matching(changes, 'deploy').map((change) => change.key)).toEqual(['h1']);
    expect(matching(changes, 'ACTIVE').map((change) => change.key)).toEqual(['h1']);
    expect(matching(changes, '  ')).toBe(changes);
  });

  it('undoes only what the run changed and the comparison still lists', () => {
    expect(keysStillListed(['webhook:h1', 'webhook:h9', 'version:v1'], [hook('webhook:h1', 'changed', 'Hook'), version('version:v1', 'added'), hook('webhook:h2', 'added', 'Other')])).toEqual(['webhook:h1', 'version:v1']);
  });

  it('goes on to a dry run with at least one change and at most as many as one run takes', () => {
    expect(applyAvailability(new Set(), 'Put back')).toEqual({ allowed: false, reason: 'Tick at least one change to put back.' });
    expect(applyAvailability(new Set(['a']), 'Copy').allowed).toBe(true);
    const many = new Set(Array.from({ length: 5001 }, (_unused, index) => `version:${index}`));
    expect(applyAvailability(many, 'Put back')).toEqual({ allowed: false, reason: 'Apply at most 5,000 changes at once.' });
  });
});
