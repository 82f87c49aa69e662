import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { InterruptedEdit, InterruptedJob } from '../../../../app/contract/app/recovery.channels';
import { plural } from '../../../../app/contract/words';
import { InterruptedEdits } from './InterruptedEdits';
import { InterruptedJobCard } from './InterruptedJobCard';

interface Props {
  /** The stopped jobs as Orgdesk found them on start; each card follows its own one from there. */
  jobs: readonly InterruptedJob[];
  edits: readonly InterruptedEdit[];
  onContinue(): void;
}

/**
 * What Orgdesk shows before anything else when it finds changes it was stopped in the middle of: each one
 * with what was done and what was not, and the admin's choice for it. The rest of Orgdesk opens once every
 * one has a choice.
 */
export default function InterruptedChanges({ jobs, edits, onContinue }: Props) {
  const [decided, setDecided] = useState(0);
  const waiting = jobs.length + edits.length - decided;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1" tabIndex={-1}>
          Orgdesk stopped in the middle of {plural(jobs.length + edits.length, 'change')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Nothing is lost: Orgdesk writes down each step before it takes it. Here is what was done and what was not. For each change, choose
          whether to finish it, put back what it changed, or leave it as it is.
        </Typography>
      </div>
      {jobs.map((job) => (
        <InterruptedJobCard key={job.jobId} job={job} onDecided={() => setDecided((count) => count + 1)} />
      ))}
      {edits.length > 0 && <InterruptedEdits edits={edits} onChecked={() => setDecided((count) => count + 1)} />}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={waiting > 0} onClick={onContinue}>
          Continue to Orgdesk
        </Button>
        {waiting > 0 && <Typography color="text.secondary">{plural(waiting, 'change is', 'changes are')} still waiting for your choice.</Typography>}
      </Stack>
    </Stack>
  );
}
