import { keepPreviousData } from '@tanstack/react-query';
import type { HandoverChoices } from '../../../../../app/contract/offboarding/leavers.channels';
import { useChannelQuery } from '../../../api/hooks';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';

/** How long the choices must rest before they are checked again: a few clicks in a row make one dry run. */
const SETTLE_MS = 600;

/**
 * The dry run of the admin's choices, worked out again each time they settle. `fresh` says whether the
 * answer on screen is the one for the choices on screen; only then may the run start.
 */
export function useDryRun(connectionId: string, planId: string, choices: HandoverChoices) {
  const settled = useDebouncedValue(choices, SETTLE_MS);
  const query = useChannelQuery('offboarding.handoverDryRun.get', { connectionId, planId, choices: settled }, { placeholderData: keepPreviousData, staleTime: 0 });
  const fresh = settled === choices && !query.isPlaceholderData && !query.isFetching;
  return { ...query, fresh };
}
