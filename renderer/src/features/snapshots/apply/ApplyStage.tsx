import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplyMode } from '../../../../../app/contract/snapshots/snapshots.channels';
import { useChannelQuery } from '../../../api/hooks';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { noChoices, type ApplyChoices } from './applyModel';
import { ApplyReview } from './ApplyReview';

/** How long the choices must rest before the dry run is worked out again: a few clicks in a row make one. */
const SETTLE_MS = 600;

interface Props {
  connectionId: string;
  comparisonId: string;
  keys: string[];
  mode: ApplyMode;
  /** The restore undoes an earlier run. */
  undo: boolean;
  onBack(): void;
  onStarted(jobId: string): void;
}

/**
 * The dry run of putting the chosen changes back, or of copying them here, worked out again each time the
 * admin's choices (who stands for whom, what to do on a name clash) settle.
 */
export function ApplyStage({ connectionId, comparisonId, keys, mode, undo, onBack, onStarted }: Props) {
  const [choices, setChoices] = useState<ApplyChoices>(noChoices);
  const settled = useDebouncedValue(choices, SETTLE_MS);
  const plan = useChannelQuery('snapshots.apply.plan', { connectionId, comparisonId, keys, ...settled }, { placeholderData: keepPreviousData, staleTime: 0, gcTime: 0 });
  const fresh = settled === choices && !plan.isPlaceholderData && !plan.isFetching;
  return (
    <Stack spacing={2}>
      <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        Back to the changes
      </Button>
      <ApplyReview
        connectionId={connectionId}
        mode={mode}
        plan={plan.data}
        fresh={fresh}
        loadError={plan.error}
        onReload={() => void plan.refetch()}
        choices={choices}
        onChoices={setChoices}
        onStarted={onStarted}
        undo={undo}
      />
    </Stack>
  );
}
