import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { TokenRef } from '../../../../../app/contract/channels/users';
import { describeError } from '../../../api/ContractError';
import { channelKey, useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { GuardedButton } from '../../../shared/GuardedButton';
import { allowed, refused } from '../../../shared/availability';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { isFinished } from '../../../shared/jobs/jobWords';
import { summarizePlan } from '../revokeOutcomes';
import { RevokeConfirmField, RevokePlanView } from './RevokePlanView';
import { RevokeSummary } from './RevokeSummary';

interface Props {
  connectionId: string;
  tokens: TokenRef[];
  /** Called with the tokens that were revoked (none when the admin backs out). */
  onClose(revoked: TokenRef[]): void;
}

/** Bulk revoke in three steps: a dry run that lists what would happen, a typed confirmation, the job. */
export function BulkRevokeDialog({ connectionId, tokens, onClose }: Props) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const plan = useCancellableChannelMutation('users.bulkRevoke.plan');
  const start = useChannelMutation('users.bulkRevoke.start');
  const jobId = start.data?.jobId ?? null;
  const jobState = useJobState(jobId);
  const running = jobId !== null && !(jobState.state && isFinished(jobState.state));
  const [revoked, setRevoked] = useState<TokenRef[]>([]);

  const { mutate: makePlan, cancel: cancelPlan } = plan;
  useEffect(() => {
    makePlan({ connectionId, tokens });
    // Closing the dialog (Cancel) while the dry run is still checking calls it off in the core as well.
    return cancelPlan;
  }, [connectionId, tokens, makePlan, cancelPlan]);

  const summary = plan.data ? summarizePlan(plan.data.items) : null;
  const revokeCount = summary?.revoke.length ?? 0;
  const finished = jobId !== null && !running;

  // The core drops revoked tokens from the scan once the job ends, so the scan is read again then: this
  // runs as the job finishes, or when the dialog goes away first (the admin leaves the page mid-job).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (jobId === null || finished) return;
    return () => void queryClient.invalidateQueries({ queryKey: channelKey('users.tokenScan.get') });
  }, [jobId, finished, queryClient]);
  const title = jobId === null ? 'Revoke selected API tokens' : finished ? 'Bulk revoke finished' : 'Revoking API tokens';

  return (
    <Dialog open onClose={running || plan.isPending || start.isPending ? undefined : () => onClose(revoked)} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {(plan.isPending || start.isPending) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {plan.isPending && (
          <Typography>
            Checking each of the {tokens.length.toLocaleString()} selected tokens again: whether it still exists and whether you may
            revoke it. Nothing is changed yet.
          </Typography>
        )}
        {plan.isError && <Alert severity="error">{describeError(plan.error)}</Alert>}
        {start.isPending && (
          <Typography role="status" sx={{ mb: 2 }}>
            Starting the revoke. Progress shows here in a moment.
          </Typography>
        )}
        {summary && jobId === null && <RevokePlanView summary={summary} />}
        {jobId !== null && (
          <JobProgressPanel jobId={jobId} title="Revoking API tokens" unit="tokens" stopNote="Tokens already revoked stay revoked." />
        )}
        {finished && summary && (
          <RevokeSummary jobId={jobId} planned={revokeCount} stopped={jobState.state === 'cancelled'} onRevoked={setRevoked} />
        )}
      </DialogContent>
      {jobId === null && revokeCount > 0 && plan.data && (
        <RevokeConfirmField phrase={plan.data.confirmationPhrase} typed={typed} onTyped={setTyped} startError={start.error ? describeError(start.error) : null} />
      )}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {jobId === null ? (
          <>
            <Button onClick={() => onClose([])} disabled={start.isPending} autoFocus>
              Cancel
            </Button>
            {revokeCount > 0 && plan.data && (
              <GuardedButton
                variant="contained"
                color="error"
                availability={
                  start.isPending
                    ? refused('Starting: the first tokens are being handed to the job.')
                    : typed.trim() !== plan.data.confirmationPhrase
                      ? refused(`Type ${plan.data.confirmationPhrase} in the box above first.`)
                      : allowed
                }
                onClick={() => plan.data && start.mutate({ connectionId, planId: plan.data.planId, confirmation: typed.trim() })}
              >
                {start.isPending ? 'Starting…' : `Revoke ${revokeCount.toLocaleString()} ${revokeCount === 1 ? 'token' : 'tokens'}`}
              </GuardedButton>
            )}
          </>
        ) : (
          <Button variant="contained" onClick={() => onClose(revoked)} disabled={running}>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
