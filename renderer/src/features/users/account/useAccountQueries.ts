import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { personFromProfile } from '../../../../../app/contract/users/people.channels';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';

export function useAccountQueries(connectionId: string, accountId: string) {
  const input = { connectionId, accountId };
  const profile = useChannelQuery('users.profile.get', input);
  const permissions = useChannelQuery('users.permissions.get', input);
  return { profile, permissions };
}

/** After any change to an account, everything shown about it is read again. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const channel of ['users.profile.get', 'users.permissions.get', 'users.tokens.list', 'users.recentPeople.list'] as const) {
      void queryClient.invalidateQueries({ queryKey: channelKey(channel) });
    }
  }, [queryClient]);
}

/** Adds the account to "Recently opened" once its profile has loaded. */
export function useRememberOpened(connectionId: string, profile: AccountProfile | undefined): void {
  const remember = useChannelMutation('users.recentPeople.add');
  const queryClient = useQueryClient();
  // Per connection and account: the same person opened on another connection is remembered there too.
  const remembered = useRef<string | null>(null);
  const { mutate } = remember;
  useEffect(() => {
    if (!profile) return;
    const key = `${connectionId} ${profile.accountId}`;
    if (remembered.current === key) return;
    remembered.current = key;
    mutate(
      {
        connectionId,
        person: personFromProfile(profile, 'recent'),
      },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: channelKey('users.recentPeople.list') }) },
    );
  }, [connectionId, profile, mutate, queryClient]);
}
