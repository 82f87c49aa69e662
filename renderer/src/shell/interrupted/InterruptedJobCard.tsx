import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { InterruptedJob } from '../../../../app/contract/app/recovery.channels';
import { plural } from '../../../../app/contract/words';
import { describeError } from '../../api/ContractError';
import { useChannelMutation } from '../../api/hooks';
import { allowed, refused } from '../../shared/availability';
import { BulkRun } from '../../shared/bulk/BulkRun';
import { useFollowedJob } from '../../shared/bulk/useFollowedJob';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { GuardedButton } from '../../shared/GuardedButton';
import { exactTime, laterTime } from '../../shared/relativeTime';
import { JobItems } from './JobItems';
import { choiceWords, ITEM_WORDS } from './recoveryWords';
import { StateBar } from './StateBar';

type Choice = keyof typeof choiceWords;

/** What became of the card once the admin chose. */
type Decided = { choice: 'leave' } | { choice: 'resume' | 'rollBack'; jobId: string };

interface Props {
  job: InterruptedJob;
  onDecided(): void;
}

/**
 * One change Orgdesk was stopped in the middle of: what was done, what was being changed (checked against
 * the live state as soon as the card shows), what did not start; then finish it, put it back, or leave it.
 */
export function InterruptedJobCard({ job: listed, onDecided }: Props) {
  const headingId = useId();
  const [job, setJob] = useState(listed);
  const [asking, setAsking] = useState<Choice | null>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
  const followed = useFollowedJob();
  const check = useChannelMutation('app.recovery.check', { onSuccess: setJob });
  const chose = (next: Decided) => {
    setAsking(null);
    setDecided(next);
    if (next.choice !== 'leave') followed.follow(next.jobId);
    onDecided();
  };
  const resume = useChannelMutation('app.recovery.resume', { onSuccess: ({ jobId }) => chose({ choice: 'resume', jobId }) });
  const rollBack = useChannelMutation('app.recovery.rollBack', { onSuccess: ({ jobId }) => chose({ choice: 'rollBack', jobId }) });
  const leave = useChannelMutation('app.recovery.leave', { onSuccess: () => chose({ choice: 'leave' }) });
  const mutations = { resume, rollBack, leave };

  // Once chosen, what it leads to is where attention goes: the button that was pressed is gone.
  const outcome = useRef<HTMLDivElement>(null);
  const chosen = decided?.choice;
  useEffect(() => {
    if (chosen !== undefined) outcome.current?.focus();
  }, [chosen]);

  const needsCheck = listed.counts.uncertain > 0;
  const { mutate: runCheck } = check;
  useEffect(() => {
    if (needsCheck) runCheck({ jobId: listed.jobId });
  }, [needsCheck, runCheck, listed.jobId]);

  const checking = check.isPending || (needsCheck && check.isIdle);
  const busy = checking || resume.isPending || rollBack.isPending || leave.isPending;
  const offer = (choice: 'resume' | 'rollBack') => (checking ? refused('Orgdesk is still checking the items it was changing.') : job[choice].offered ? allowed : refused(job[choice].why ?? ''));
  const pending = asking === null ? null : mutations[asking];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h2">
            {job.title}
          </Typography>
          <Typography color="text.secondary">
            {job.connectionName ? `On ${job.connectionName}. ` : 'Its connection was removed. '}Started {exactTime(job.startedAt)}; {job.paused ? 'you paused it when you quit' : 'Orgdesk stopped'} {laterTime(job.startedAt, job.stoppedAt)}.
          </Typography>
        </div>
        <StateBar counts={job.counts} />
        {checking && (
          <Stack spacing={1} role="status">
            <Typography>Checking the {plural(listed.counts.uncertain, 'item')} Orgdesk was changing when it stopped…</Typography>
            <LinearProgress aria-label="Checking" />
          </Stack>
        )}
        {check.isError && (
          <Alert severity="error" action={<Button onClick={() => runCheck({ jobId: listed.jobId })}>Check again</Button>}>
            The items Orgdesk was changing could not be checked: {describeError(check.error)}
          </Alert>
        )}
        <JobItems title={job.title} items={job.items} />
        {decided === null ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <GuardedButton variant="contained" availability={offer('resume')} disabled={busy} onClick={() => setAsking('resume')}>
              Finish it
            </GuardedButton>
            <GuardedButton variant="outlined" color="error" availability={offer('rollBack')} disabled={busy} onClick={() => setAsking('rollBack')}>
              Put it back
            </GuardedButton>
            <Button variant="text" disabled={busy} onClick={() => setAsking('leave')}>
              Leave it as it is
            </Button>
          </Stack>
        ) : (
          <Stack ref={outcome} tabIndex={-1} sx={{ outline: 'none' }}>
            {decided.choice === 'leave' ? (
              <Alert severity="info">Left as it was. Activity records the choice.</Alert>
            ) : (
              <BulkRun
                jobId={followed.jobId ?? decided.jobId}
                finished={followed.finished}
                title={choiceWords[decided.choice].running(job)}
                unit={ITEM_WORDS}
                stopNote="What is already done stays done."
                onRetry={followed.follow}
              />
            )}
          </Stack>
        )}
      </Stack>
      {asking !== null && pending !== null && (
        <ConfirmDialog
          open
          title={choiceWords[asking].title(job)}
          confirmLabel={choiceWords[asking].confirm}
          destructive={asking === 'rollBack'}
          busy={pending.isPending}
          error={pending.error}
          onConfirm={() => pending.mutate({ jobId: job.jobId })}
          onClose={() => setAsking(null)}
        >
          {choiceWords[asking].body(job)}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
