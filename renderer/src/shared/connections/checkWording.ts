import type { AreaCheck } from '../../../../app/contract/app/connections.channels';

export type CheckTone = 'success' | 'warning' | 'error' | 'neutral';

export interface CheckVerdict {
  tone: CheckTone;
  headline: string;
}

/** Turns one AreaCheck into the sentence an admin reads: reachable, signed in, or what is missing. */
export function checkVerdict(check: AreaCheck): CheckVerdict {
  if (!check.configured) return { tone: 'neutral', headline: 'Not set up' };
  if (!check.reachable) return { tone: 'error', headline: 'Can’t be reached' };
  if (!check.authenticated) return { tone: 'error', headline: 'Reachable, but signing in failed' };
  if (check.missing.length > 0) {
    return { tone: 'warning', headline: `Signed in, but missing permissions: ${check.missing.join(', ')}` };
  }
  return { tone: 'success', headline: 'Reachable and signed in' };
}
