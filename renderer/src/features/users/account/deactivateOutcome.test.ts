import { describe, expect, it } from 'vitest';
import { leftUndone } from './deactivateOutcome';

const failedToken = (tokenId: string) => ({ tokenId, label: tokenId, message: 'Atlassian did not answer.' });

describe('what a deactivate-and-revoke left undone', () => {
  it('is nothing when the account is deactivated and every token revoked', () => {
    expect(leftUndone({ deactivated: true, deactivationProblem: null, revoked: 3, failed: [] })).toBeNull();
  });

  it('says the tokens are gone but the account is still active, and why', () => {
    expect(
      leftUndone({ deactivated: false, deactivationProblem: 'Atlassian is rate limiting; try again in a minute.', revoked: 3, failed: [] }),
    ).toBe('3 API tokens were revoked, but the account is still active: Atlassian is rate limiting; try again in a minute.');
    expect(leftUndone({ deactivated: false, deactivationProblem: 'Managed by SCIM.', revoked: 1, failed: [] })).toBe(
      '1 API token was revoked, but the account is still active: Managed by SCIM.',
    );
    expect(leftUndone({ deactivated: false, deactivationProblem: 'Managed by SCIM.', revoked: 0, failed: [] })).toBe(
      'The account is still active: Managed by SCIM.',
    );
  });

  it('counts the tokens that still work', () => {
    expect(leftUndone({ deactivated: true, deactivationProblem: null, revoked: 1, failed: [failedToken('a'), failedToken('b')] })).toBe(
      'The account is deactivated, but 2 API tokens could not be revoked and still work.',
    );
    expect(leftUndone({ deactivated: false, deactivationProblem: 'Timed out.', revoked: 2, failed: [failedToken('a')] })).toBe(
      '2 API tokens were revoked, but the account is still active: Timed out. 1 API token could not be revoked and still works.',
    );
  });
});
