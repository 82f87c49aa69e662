import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { effectSentence, OPERATION_WORD } from './accessWords';
import { PrincipalList } from '../../../shared/people/PrincipalList';
import type { StagedEdit } from './stagedEdits';

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
  staged: StagedEdit[];
  onClose(): void;
  onApplied(snapshotId: string): void;
}

/**
 * The staged change before it is written: each list before and after, who gains and who loses, and the
 * reasons to stop. Writing re-reads the page first; if someone changed it meanwhile, nothing is written
 * and the dialog says what changed.
 */
export function ReviewChangeDialog({ connectionId, pageId, pageTitle, staged, onClose, onApplied }: Props) {
  const edits = staged.map((item) => item.edit);
  const plan = useChannelQuery('confluence.access.plan', { connectionId, pageId, edits }, { gcTime: 0 });
  const [override, setOverride] = useState(false);
  const [changed, setChanged] = useState<string[] | null>(null);
  const apply = useChannelMutation('confluence.access.update');
  const problems = plan.data?.problems ?? [];
  const nothing = problems.some((problem) => problem.code === 'no-change');
  const risky = problems.filter((problem) => problem.code !== 'no-change');
  const touched = (['read', 'update'] as const).filter((operation) => edits.some((edit) => edit.operation === operation));
  const canApply = plan.data !== undefined && !nothing && (risky.length === 0 || override) && !apply.isPending;

  const submit = () => {
    if (plan.data === undefined) return;
    apply.mutate(
      { connectionId, pageId, edits, expectedHash: plan.data.restrictionsHash, override },
      {
        onSuccess: (result) => {
          if (result.status === 'applied') onApplied(result.snapshotId);
          else {
            // What the admin confirmed was about the lists as they were: they confirm again for the new ones.
            setChanged(result.differences);
            setOverride(false);
            void plan.refetch();
          }
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Review the change to “${pageTitle}”`}
      dirty={override}
      busy={apply.isPending}
      busyLabel="Applying the change"
      progress={plan.isFetching ? 'Working out the change' : null}
      error={apply.error}
      discardNote="Nothing has been written: the change stays staged on the page."
      maxWidth="md"
      onClose={onClose}
      actions={
        <Button variant="contained" color={risky.length > 0 ? 'error' : 'primary'} onClick={submit} disabled={!canApply}>
          Apply change
        </Button>
      }
    >
      <LoadErrorAlert error={plan.error} what="The change could not be worked out." onRetry={() => void plan.refetch()} sx={{ mb: 2 }} />
      {changed !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Someone changed this page’s restrictions after you opened this review, so nothing was written. {changed.join(' ')} The lists below are read again: check them and apply again.
        </Alert>
      )}
      {plan.data !== undefined && (
        <Stack spacing={2.5}>
          {touched.map((operation) => (
            <Box key={operation} component="section" aria-label={`Who can ${OPERATION_WORD[operation]}: before and after`}>
              <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                Who can {OPERATION_WORD[operation]}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <PrincipalList principals={plan.data.before[operation]} heading="Now" />
                <PrincipalList principals={plan.data.after[operation]} heading="After the change" />
              </Stack>
            </Box>
          ))}
          <Box component="section" aria-label="Who gains and who loses">
            <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
              Who gains and who loses
            </Typography>
            {plan.data.effects.length === 0 ? (
              <Typography variant="body2">Nobody gains or loses access.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {plan.data.effects.map((effect, index) => (
                  <Typography component="li" variant="body2" key={index} color={effect.change === 'loses' ? 'error' : undefined}>
                    {effectSentence(effect)}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
          {nothing && <Alert severity="info">This leaves the restrictions as they are: there is nothing to apply.</Alert>}
          {risky.map((problem) => (
            <Alert key={`${problem.code}:${problem.message}`} severity="error">
              {problem.message}
            </Alert>
          ))}
          {risky.length > 0 && (
            <FormControlLabel
              control={<Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)} />}
              label="I understand. Apply it anyway (another admin may have to restore access)."
            />
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
