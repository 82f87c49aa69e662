import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { SpacesField } from './SpacesField';

const PART = { one: 'part', many: 'parts' };

/** How the job that reads the site ended: read in full (the snapshot is then saved), stopped, or with parts it could not read. */
export type TakeOutcome = { ended: 'read'; label: string; sinceMs: number } | { ended: 'stopped' } | { ended: 'failed'; failed: number };

interface Props {
  connectionId: string;
  onTaken(outcome: TakeOutcome): void;
  onClose(): void;
}

/** A name and the spaces whose page restrictions to take, then the snapshot as a job with its progress and Stop. */
export function TakeSnapshotDialog({ connectionId, onTaken, onClose }: Props) {
  const formId = useId();
  const [label, setLabel] = useState('');
  const [spaceKeys, setSpaceKeys] = useState<string[]>([]);
  const [sinceMs, setSinceMs] = useState(0);
  const take = useChannelMutation('snapshots.snapshot.create');
  const jobId = take.data?.jobId ?? null;
  const job = useJobState(jobId);
  const { state } = job;
  const failed = job.data?.failed ?? 0;
  const ended = state !== undefined && isFinished(state);
  useEffect(() => {
    if (!ended) return;
    onTaken(state === 'cancelled' ? { ended: 'stopped' } : failed > 0 ? { ended: 'failed', failed } : { ended: 'read', label, sinceMs });
  }, [ended, state, failed, label, sinceMs, onTaken]);
  const submit = () => {
    setSinceMs(Date.now());
    take.mutate({ connectionId, label, spaceKeys });
  };
  const running = jobId !== null && !ended;
  return (
    <FormDialog
      title="Take a snapshot"
      dirty={label.trim() !== '' || spaceKeys.length > 0}
      busy={take.isPending}
      busyLabel="Starting the snapshot"
      jobRunning={running}
      error={take.error}
      discardNote="No snapshot is taken."
      cancelLabel={running ? 'Close' : 'Cancel'}
      onClose={onClose}
      actions={
        jobId === null ? (
          <Button variant="contained" type="submit" form={formId} disabled={take.isPending}>
            Take the snapshot
          </Button>
        ) : undefined
      }
    >
      {jobId === null ? (
        <Stack
          spacing={2.5}
          component="form"
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            A snapshot keeps the notification schemes, templates, webhooks and project versions of this site as they are now, and the page restrictions of the spaces you choose. Nothing is changed.
          </Typography>
          <TextField label="Name" value={label} onChange={(event) => setLabel(event.target.value)} required slotProps={{ htmlInput: { maxLength: 200 } }} helperText="What it is for: “Before the Q4 clean-up”." />
          <SpacesField connectionId={connectionId} value={spaceKeys} onChange={setSpaceKeys} />
        </Stack>
      ) : (
        <JobProgressPanel jobId={jobId} title="Taking the snapshot" unit={PART} stopNote="A snapshot stopped before the end is not kept." />
      )}
    </FormDialog>
  );
}
