import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { OffboardRecord } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation } from '../../../api/hooks';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { FormDialog } from '../../../shared/FormDialog';
import { StepsGrid } from '../shared/StepsGrid';

interface Props {
  connectionId: string;
  record: OffboardRecord;
  onStarted(jobId: string): void;
  onClose(): void;
}

/** What rolling back a run would put back, and what it cannot (revoked tokens), then the typed phrase and the start. */
export function RollbackDialog({ connectionId, record, onStarted, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const plan = useChannelMutation('offboarding.handoverRollback.plan');
  const start = useChannelMutation('offboarding.handoverRollback.start', { onSuccess: (answer) => onStarted(answer.jobId) });
  const { mutate } = plan;
  useEffect(() => mutate({ connectionId, runId: record.runId }), [mutate, connectionId, record.runId]);
  const answer = plan.data;
  const lost = record.steps.filter((step) => step.outcome === 'done' && !step.undoable);
  const blocked = !answer ? 'Wait for the preview.' : answer.problems.length > 0 ? 'Fix the problems listed above first.' : null;
  return (
    <FormDialog
      title="Roll back this offboarding"
      dirty={typed !== ''}
      busy={start.isPending}
      busyLabel="Starting the roll back"
      progress={plan.isPending ? 'Working out what can be put back' : null}
      error={plan.error ?? start.error}
      maxWidth="lg"
      onClose={onClose}
      footer={
        answer?.phrase ? (
          <BulkConfirm
            phrase={answer.phrase}
            typed={typed}
            onTyped={setTyped}
            why="Owners, restrictions, scheme recipients, project leads and accounts go back to how they were."
            starting={start.isPending}
            blocked={blocked}
            color="primary"
            onStart={(confirmation) => answer && start.mutate({ connectionId, planId: answer.planId, confirmation })}
          >
            Roll back {plural(answer.steps.length, 'step')}
          </BulkConfirm>
        ) : undefined
      }
    >
      {plan.isPending && <LinearProgress aria-label="Working out what can be put back" />}
      {answer && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {answer.problems.map((problem) => (
            <Alert key={problem} severity="error">
              {problem}
            </Alert>
          ))}
          <Typography>
            {answer.steps.length === 0 ? 'Nothing of this run can be put back.' : `${plural(answer.steps.length, 'change')} will be put back, the latest first:`}
          </Typography>
          {answer.steps.length > 0 && <StepsGrid steps={answer.steps} label="What the roll back puts back" leavers={record.leavers.length > 1} withUndo={false} />}
          {lost.length > 0 && (
            <Alert severity="warning">
              {plural(lost.length, 'revoked token')} cannot be put back: {lost.map((step) => step.target).join(', ')}. Their owners need new tokens if they come back.
            </Alert>
          )}
        </Box>
      )}
    </FormDialog>
  );
}
