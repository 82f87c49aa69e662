import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MatchingTokens, TokenRef } from '../../../../../app/contract/users/token-review.channels';
import { plural } from '../../../../../app/contract/words';
import { useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { DialogError } from '../../../shared/DialogError';
import { FormDialog } from '../../../shared/FormDialog';
import { summarizePlan } from '../revokeOutcomes';
import { RevokePlanView } from './RevokePlanView';
import { RevokeVerdict } from './RevokeVerdict';
import { readScanAgain } from './readScanAgain';

/** What the admin asks to revoke: tokens by reference, or every token of a scan its filters match (less the unticked). */
export interface RevokeAsk {
  count: number;
  pick: { tokens: TokenRef[] } | { matching: MatchingTokens };
}

interface Props {
  connectionId: string;
  ask: RevokeAsk;
  onClose(): void;
}

const TOKEN_WORDS = { one: 'token', many: 'tokens' };

/** Bulk revoke in three steps: a dry run that lists what would happen, a typed confirmation, the job. */
export function BulkRevokeDialog({ connectionId, ask, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const plan = useCancellableChannelMutation('users.bulkRevoke.plan');
  const job = useFollowedJob();
  const start = useChannelMutation('users.bulkRevoke.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  const firstJob = start.data?.jobId ?? null;

  const { mutate: makePlan, cancel: cancelPlan } = plan;
  useEffect(() => {
    makePlan({ connectionId, ...ask.pick });
    // Closing the dialog (Cancel) while the dry run is still checking calls it off in the core as well.
    return cancelPlan;
  }, [connectionId, ask, makePlan, cancelPlan]);

  const summary = plan.data ? summarizePlan(plan.data.items) : null;
  const revokeCount = summary?.revoke.length ?? 0;

  // The core drops each revoked token from the scan, so the scan is read again when the job ends: this
  // runs as the job finishes, or when the dialog goes away first (the admin leaves the page mid-job).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (job.jobId === null || job.finished) return;
    return () => readScanAgain(queryClient);
  }, [job.jobId, job.finished, queryClient]);
  const title = job.jobId === null ? 'Revoke selected API tokens' : job.finished ? 'Bulk revoke finished' : 'Revoking API tokens';

  return (
    <FormDialog
      title={title}
      dirty={job.jobId === null && typed !== ''}
      busy={start.isPending}
      busyLabel="Starting the revocation"
      progress={plan.isPending ? 'Checking the selected tokens' : null}
      jobRunning={job.running}
      error={plan.error}
      discardNote="Nothing has been revoked."
      maxWidth="md"
      cancelLabel={job.jobId === null ? 'Cancel' : 'Close'}
      onClose={onClose}
      footer={
        job.jobId === null &&
        revokeCount > 0 &&
        plan.data && (
          // Kept in view under the list, however long the list, next to the button it unlocks.
          <>
            <BulkConfirm
              phrase={plan.data.confirmationPhrase}
              typed={typed}
              onTyped={setTyped}
              why="Revocation is permanent: scripts and integrations using these tokens stop working at once."
              starting={start.isPending}
              onStart={(confirmation) => plan.data && start.mutate({ connectionId, planId: plan.data.planId, confirmation })}
            >
              Revoke {plural(revokeCount, 'token')}
            </BulkConfirm>
            <DialogError error={start.error} />
          </>
        )
      }
    >
      {plan.isPending && (
        <Typography>
          Checking each of the {plural(ask.count, 'selected token')} again: whether it still exists and whether you may revoke it. Nothing is
          changed yet.
        </Typography>
      )}
      {summary && job.jobId === null && <RevokePlanView summary={summary} />}
      {job.jobId !== null && (
        <BulkRun
          jobId={job.jobId}
          finished={job.finished}
          title="Revoking API tokens"
          unit={TOKEN_WORDS}
          doneWord="revoked"
          stopNote="Tokens already revoked stay revoked."
          onRetry={job.follow}
        >
          <RevokeVerdict jobId={job.jobId} planned={job.jobId === firstJob ? revokeCount : null} stopped={job.stopped} />
        </BulkRun>
      )}
    </FormDialog>
  );
}
