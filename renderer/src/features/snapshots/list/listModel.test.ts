import { describe, expect, it } from 'vitest';
import type { SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { kindCountsWords } from '../shared/snapshotWords';
import { autoWords, awaitedIn, comparedPair, comparePairAvailability, splitBySite } from './listModel';

const snapshot = (id: string, takenAt: string, sameSite = true): SnapshotSummary => ({
  id,
  label: id,
  takenAt,
  origin: 'admin',
  siteUrl: 'https://acme.atlassian.net',
  connectionName: 'Acme',
  sameSite,
  counts: { scheme: 1, restriction: 0, template: 0, webhook: 0, version: 0 },
  spaces: [],
  gaps: [],
  bytes: 100,
});

describe('the snapshot list', () => {
  it('lists this site’s snapshots newest first, and those of another site apart', () => {
    const split = splitBySite([
      snapshot('monday', '2026-11-23T09:00:00Z'),
      snapshot('staging', '2026-11-25T09:00:00Z', false),
      snapshot('wednesday', '2026-11-25T09:00:00+02:00'),
      snapshot('friday', '2026-11-27T09:00:00Z'),
    ]);
    expect(split.here.map((one) => one.id)).toEqual(['friday', 'wednesday', 'monday']);
    expect(split.elsewhere.map((one) => one.id)).toEqual(['staging']);
  });

  it('compares two ticked snapshots with the older as the base, whichever was ticked first', () => {
    const older = snapshot('monday', '2026-11-23T09:00:00Z');
    const newer = snapshot('friday', '2026-11-27T09:00:00Z');
    expect(comparedPair([newer, older])).toEqual({ baseId: 'monday', otherId: 'friday' });
    expect(comparedPair([older, newer])).toEqual({ baseId: 'monday', otherId: 'friday' });
    expect(comparedPair([older])).toBeNull();
    expect(comparePairAvailability(1, false)).toEqual({ allowed: false, reason: 'Tick exactly two snapshots to compare them.' });
    expect(comparePairAvailability(2, false).allowed).toBe(true);
  });

  it('says what a snapshot holds in the kinds’ order, leaving out what it holds none of', () => {
    expect(kindCountsWords({ webhook: 1, scheme: 3, restriction: 0, template: 1200, version: 0 })).toBe('3 notification schemes, 1,200 templates, 1 webhook');
    expect(kindCountsWords({})).toBe('Nothing');
  });

  it('says how automatic snapshots are set in one sentence', () => {
    expect(autoWords({ enabled: false, keep: 7, spaceKeys: [] })).toBe('Off: snapshots are taken only when you take one.');
    expect(autoWords({ enabled: true, keep: 1, spaceKeys: ['ENG', 'OPS'] })).toBe(
      'On: a snapshot when Orgdesk starts, at most once a day, keeping the last 1 snapshot, with the page restrictions of ENG, OPS.',
    );
  });

  it('finds the snapshot being saved once the list holds it, not an older one of the same name', () => {
    const older = snapshot('Before Q4', '2026-11-23T09:00:00Z');
    const since = Date.parse('2026-11-27T09:00:00Z');
    expect(awaitedIn([older], { label: 'Before Q4 ', sinceMs: since })).toBeNull();
    const fresh = snapshot('Before Q4', '2026-11-27T09:00:05Z');
    expect(awaitedIn([older, fresh], { label: 'Before Q4 ', sinceMs: since })).toBe(fresh);
  });
});
