import { describe, expect, it } from 'vitest';
import { allowed, firstRefusal, refused } from './availability';

describe('availability', () => {
  it('gives the first refusal of several checks, in the order given', () => {
    expect(firstRefusal(allowed, refused('Not your domain.'), refused('Closed.'))).toEqual({ allowed: false, reason: 'Not your domain.' });
  });

  it('allows when every check allows, and when there is nothing to check', () => {
    expect(firstRefusal(allowed, allowed)).toEqual(allowed);
    expect(firstRefusal()).toEqual(allowed);
  });
});
