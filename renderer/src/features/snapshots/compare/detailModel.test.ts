import { describe, expect, it } from 'vitest';
import type { SnapshotChange } from '../../../../../app/contract/snapshots/changes';
import type { SnapScheme } from '../../../../../app/contract/snapshots/format';
import { fieldRows, listPrincipals, schemeEventRows } from './detailModel';

const ada = { type: 'user', parameter: 'acc-ada', words: 'User: Ada Lovelace' };
const grace = { type: 'user', parameter: 'acc-grace', words: 'User: Grace Hopper' };
const reporter = { type: 'Reporter', parameter: null, words: 'Reporter' };

const scheme = (events: SnapScheme['events']): SnapScheme => ({ id: '10000', name: 'Default', description: null, projects: [], events });

describe('a scheme’s before and after', () => {
  it('lists per event who is notified now and was not, and who no longer is, leaving out events that did not change', () => {
    const before = scheme([
      { id: '1', name: 'Issue created', recipients: [reporter, ada] },
      { id: '2', name: 'Issue updated', recipients: [reporter] },
      { id: '3', name: 'Issue deleted', recipients: [ada] },
    ]);
    const after = scheme([
      { id: '1', name: 'Issue created', recipients: [reporter, grace] },
      { id: '2', name: 'Issue updated', recipients: [reporter] },
    ]);
    expect(schemeEventRows(before, after, false)).toEqual([
      { eventId: 'id:1', eventName: 'Issue created', added: [grace], removed: [{ id: 'user|acc-ada', recipient: 'User: Ada Lovelace' }], kept: 1 },
      { eventId: 'id:3', eventName: 'Issue deleted', added: [], removed: [{ id: 'user|acc-ada', recipient: 'User: Ada Lovelace' }], kept: 0 },
    ]);
  });

  it('matches events and people by name across sites, where the ids differ', () => {
    const before = scheme([{ id: '1', name: 'Issue created', recipients: [ada] }]);
    const after = scheme([{ id: '9', name: 'Issue created', recipients: [{ ...ada, parameter: 'prod-ada' }] }]);
    expect(schemeEventRows(before, after, true)).toEqual([]);
    expect(schemeEventRows(before, after, false)).toHaveLength(2);
  });

  it('shows a scheme that only one side has as all added or all removed', () => {
    const only = scheme([{ id: '1', name: 'Issue created', recipients: [reporter, ada] }]);
    expect(schemeEventRows(null, only, false)[0]?.added).toHaveLength(2);
    expect(schemeEventRows(only, null, false)[0]?.removed).toHaveLength(2);
  });
});

describe('the other kinds’ before and after', () => {
  it('draws a restriction list as the Access tab does: people, then groups', () => {
    expect(listPrincipals({ users: [{ accountId: 'acc-ada', name: 'Ada Lovelace' }], groups: [{ id: 'g1', name: 'finance' }] })).toEqual([
      { type: 'user', id: 'acc-ada', name: 'Ada Lovelace', email: null, avatarPath: null, status: 'active' },
      { type: 'group', id: 'g1', name: 'finance', email: null, avatarPath: null, status: 'active' },
    ]);
    expect(listPrincipals(undefined)).toEqual([]);
  });

  it('lists a webhook’s fields on both sides and marks those that differ, never a secret', () => {
    const before = { id: 'h1', url: 'https://ci.example.com/hook', description: 'CI', events: ['repo:push'], active: true, hasSecret: true };
    const change: SnapshotChange = { kind: 'webhook', key: 'webhook:h1', state: 'changed', target: 'Webhook “CI”', lines: [], before, after: { ...before, active: false, events: ['repo:push', 'pullrequest:created'] } };
    const rows = fieldRows(change);
    expect(rows.filter((row) => row.differs).map((row) => [row.label, row.before, row.after])).toEqual([
      ['Events', 'repo:push', 'pullrequest:created, repo:push'],
      ['Active', 'Yes', 'No'],
    ]);
    expect(rows.find((row) => row.label === 'Secret')?.after).toBe('Set (never stored in a snapshot)');
  });

  it('does not call a list different when only its order differs', () => {
    const project = (key: string) => ({ id: key, key, name: key });
    const before = { ...scheme([]), projects: [project('MOB'), project('PLAT')] };
    const rows = fieldRows({ kind: 'scheme', key: 'scheme:10000', state: 'changed', target: 'Default', lines: [], before, after: { ...before, projects: [project('PLAT'), project('MOB')] } });
    expect(rows.find((row) => row.label === 'Projects')).toEqual({ label: 'Projects', before: 'MOB (MOB), PLAT (PLAT)', after: 'MOB (MOB), PLAT (PLAT)', differs: false });
  });

  it('shows a dash for the side a thing is missing from', () => {
    const version = { id: 'v1', projectKey: 'PLAT', projectName: 'Platform', name: '2.0', description: null, released: false, archived: false, startDate: null, releaseDate: '2026-12-01' };
    const rows = fieldRows({ kind: 'version', key: 'version:v1', state: 'removed', target: 'Version 2.0', lines: [], before: version, after: null });
    expect(rows.find((row) => row.label === 'Release date')).toEqual({ label: 'Release date', before: '2026-12-01', after: '—', differs: true });
    expect(rows.find((row) => row.label === 'Description')).toEqual({ label: 'Description', before: '—', after: '—', differs: false });
  });
});
