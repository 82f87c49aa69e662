import { describe, expect, it } from 'vitest';
import { peopleSearchOf } from './peopleSearchModel';

describe('people search', () => {
  it('takes project keys for the assignable search, an issue or project key for the browse search', () => {
    expect(peopleSearchOf('assignable', ' plat, mob ,PLAT')).toEqual({ kind: 'assignable', projectKeys: ['PLAT', 'MOB'] });
    expect(peopleSearchOf('can-see', 'plat-42')).toEqual({ kind: 'can-see', issueKey: 'PLAT-42' });
    expect(peopleSearchOf('can-see', 'OPS')).toEqual({ kind: 'can-see', projectKey: 'OPS' });
    expect(peopleSearchOf('text', 'anything')).toEqual({ kind: 'text' });
  });

  it('waits while the keys are missing or malformed', () => {
    expect(peopleSearchOf('assignable', '')).toBeNull();
    expect(peopleSearchOf('assignable', 'PLAT, 42')).toBeNull();
    expect(peopleSearchOf('can-see', 'not a key!')).toBeNull();
  });
});
