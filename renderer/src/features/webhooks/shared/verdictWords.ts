import type { SignatureVerdictKind } from '../../../../../app/contract/bitbucket/webhooks';

/** The verdict in two or three words, for a chip or an alert's title; the reason says the rest. */
export const verdictTitles: Record<SignatureVerdictKind, string> = {
  valid: 'Valid signature',
  unsigned: 'Not signed',
  'wrong-format': 'Wrong format',
  'body-changed': 'Body changed',
  'wrong-secret': 'Wrong secret',
  'no-match': 'Does not match',
  'no-secret-to-check': 'Cannot check',
};
