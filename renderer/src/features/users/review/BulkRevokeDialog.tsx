import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { TokenRef } from '../../../../../app/contract/users/token-review.channels';
import { plural } from '../../../../../app/contract/words';
import { channelKey, useCancellableChannelMutation, useChannelMutation } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { DialogError } from '../../../shared/DialogError';
import { FormDialog } from '../../../shared/FormDialog';
import { summarizePlan } from '../revokeOutcomes';
import { RevokePlanView } from './RevokePlanView';
import { RevokeVerdict } from './RevokeVerdict';

interface Props {
  connectionId: string;
  tokens: TokenRef[];
  /** Called with the tokens that were revoked (none when the admin backs out). */
  onClose(revoked: TokenRef[]): void;
}

const TOKEN_WORDS = { one: 'token', many: 'tokens' };
const tokenKey = (ref: TokenRef) => `${ref.accountId}/${ref.tokenId}`;

/** Bulk revoke in three steps: a dry run that lists what would happen, a typed confirmation, the job. */
export function BulkRevokeDialog({ connectionId, tokens, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const plan = useCancellableChannelMutation('users.bulkRevoke.plan');
  const job = useFollowedJob();
  const start = useChannelMutation('users.bulkRevoke.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  const firstJob = start.data?.jobId ?? null;
  // Every token revoked by the run and by its retries, so the scan drops all of them.
  const [revoked, setRevoked] = useState<ReadonlyMap<string, TokenRef>>(new Map());
  const addRevoked = useCallback(
    (refs: TokenRef[]) => setRevoked((current) => (refs.every((ref) => current.has(tokenKey(ref))) ? current : new Map([...current, ...refs.map((ref) => [tokenKey(ref), ref] as const)]))),
    [],
  );

  const { mutate: makePlan, cancel: cancelPlan } = plan;
  useEffect(() => {
    makePlan({ connectionId, tokens });
    // Closing the dialog (Cancel) while the dry run is still checking calls it off in the core as well.
    return cancelPlan;
  }, [connectionId, tokens, makePlan, cancelPlan]);

  const summary = plan.data ? summarizePlan(plan.data.items) : null;
  const revokeCount = summary?.revoke.length ?? 0;

  // The core drops revoked tokens from the scan once the job ends, so the scan is read again then: this
  // runs as the job finishes, or when the dialog goes away first (the admin leaves the page mid-job).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (job.jobId === null || job.finished) return;
    return () => void queryClient.invalidateQueries({ queryKey: channelKey('users.tokenScan.get') });
  }, [job.jobId, job.finished, queryClient]);
  const title = job.jobId === null ? 'Revoke selected API tokens' : job.finished ? 'Bulk revoke finished' : 'Revoking API tokens';
  const close = () => onClose([...revoked.values()]);

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
      onClose={close}
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
          Checking each of the {plural(tokens.length, 'selected token')} again: whether it still exists and whether you may revoke it. Nothing is
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
          <RevokeVerdict jobId={job.jobId} planned={job.jobId === firstJob ? revokeCount : null} stopped={job.stopped} onRevoked={addRevoked} />
        </BulkRun>
      )}
    </FormDialog>
  );
}
