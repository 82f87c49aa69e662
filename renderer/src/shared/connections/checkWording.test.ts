import { describe, expect, it } from 'vitest';
import type { AreaCheck } from '../../../../app/contract/app/connections.channels';
import { checkVerdict } from './checkWording';

const ok: AreaCheck = { area: 'admin', configured: true, reachable: true, authenticated: true, summary: '', missing: [] };

describe('connection check wording', () => {
  it('reports each stage a check can stop at', () => {
    expect(checkVerdict(ok)).toEqual({ tone: 'success', headline: 'Reachable and signed in' });
    expect(checkVerdict({ ...ok, reachable: false, authenticated: false }).tone).toBe('error');
    expect(checkVerdict({ ...ok, authenticated: false }).headline).toBe('Reachable, but signing in failed');
    expect(checkVerdict({ ...ok, configured: false }).tone).toBe('neutral');
  });

  it('names the missing permissions', () => {
    const verdict = checkVerdict({ ...ok, missing: ['manage users', 'delete tokens'] });
    expect(verdict).toEqual({ tone: 'warning', headline: 'Signed in, but missing permissions: manage users, delete tokens' });
  });
});
