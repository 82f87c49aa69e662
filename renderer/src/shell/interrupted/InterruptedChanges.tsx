import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { InterruptedEdit, InterruptedJob } from '../../../../app/contract/app/recovery.channels';
import type { StoppedScan } from '../../../../app/contract/users/stopped-scans.channels';
import { plural } from '../../../../app/contract/words';
import { InterruptedEdits } from './InterruptedEdits';
import { InterruptedJobCard } from './InterruptedJobCard';
import { StoppedScanCard } from './StoppedScanCard';

interface Props {
  /** The stopped jobs as Orgdesk found them on start; each card follows its own one from there. */
  jobs: readonly InterruptedJob[];
  edits: readonly InterruptedEdit[];
  /** Token scans it stopped in the middle of: they changed nothing, and are continued or discarded. */
  scans: readonly StoppedScan[];
  /** Opens the rest of Orgdesk, at `path` when a choice leads somewhere (a continued scan's review). */
  onContinue(path?: string): void;
}

/** "1 change", "2 changes and 1 token scan". */
function stoppedWork(changes: number, scans: number): string {
  const parts = [changes > 0 || scans === 0 ? plural(changes, 'change') : null, scans > 0 ? plural(scans, 'token scan') : null];
  return parts.filter((part) => part !== null).join(' and ');
}

/**
 * What Orgdesk shows before anything else when it finds changes it was stopped in the middle of: each one
 * with what was done and what was not, and the admin's choice for it. The rest of Orgdesk opens once every
 * one has a choice.
 */
export default function InterruptedChanges({ jobs, edits, scans, onContinue }: Props) {
  const [decided, setDecided] = useState(0);
  // Where a continued scan's review is: shown as soon as nothing else waits for a choice.
  const [openAt, setOpenAt] = useState<string | undefined>(undefined);
  const changes = jobs.length + edits.length;
  const waiting = changes + scans.length - decided;
  const onDecided = () => setDecided((count) => count + 1);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1" tabIndex={-1}>
          Orgdesk stopped in the middle of {stoppedWork(changes, scans.length)}
        </Typography>
        {changes > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nothing is lost: Orgdesk writes down each step before it takes it. Here is what was done and what was not. For each change, choose
            whether to finish it, put back what it changed, or leave it as it is.
          </Typography>
        )}
        {scans.length > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            What each token scan read before the stop is kept. Continue it to read only the people not read yet, or discard it.
          </Typography>
        )}
      </div>
      {jobs.map((job) => (
        <InterruptedJobCard key={job.jobId} job={job} onDecided={onDecided} />
      ))}
      {edits.length > 0 && <InterruptedEdits edits={edits} onChecked={onDecided} />}
      {scans.map((scan) => (
        <StoppedScanCard
          key={scan.jobId}
          scan={scan}
          onDiscarded={onDecided}
          onContinued={(path) => {
            onDecided();
            if (waiting === 1) onContinue(path);
            else setOpenAt(path);
          }}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={waiting > 0} onClick={() => onContinue(openAt)}>
          Continue to Orgdesk
        </Button>
        {waiting > 0 && <Typography color="text.secondary">{scans.length === 0 ? plural(waiting, 'change is', 'changes are') : plural(waiting, 'item is', 'items are')} still waiting for your choice.</Typography>}
      </Stack>
    </Stack>
  );
}
