import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { stoppedScanName, type StoppedScan } from '../../../../app/contract/users/stopped-scans.channels';
import { plural } from '../../../../app/contract/words';
import { describeError } from '../../api/ContractError';
import { useChannelMutation } from '../../api/hooks';
import { allowed, refused } from '../../shared/availability';
import { tokenReviewPath } from '../../shared/areaLinks';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useConnections } from '../../shared/connections/useConnections';
import { GuardedButton } from '../../shared/GuardedButton';
import { exactTime } from '../../shared/relativeTime';
import { StateBar } from './StateBar';

interface Props {
  scan: StoppedScan;
  /** Continued: where its review is. */
  onContinued(path: string): void;
  onDiscarded(): void;
}

/** "On Acme. Stopped at 43,210 of 100,000 on <time>." */
function whereItStopped(scan: StoppedScan): string {
  const on = scan.resume.offered ? `On ${scan.connectionName ?? 'its connection'}.` : `Its connection${scan.connectionName ? ` “${scan.connectionName}”` : ''} was removed.`;
  return `${on} Stopped at ${scan.settled.toLocaleString('en')} of ${scan.accounts.toLocaleString('en')} on ${exactTime(scan.stoppedAt)}.`;
}

/**
 * A token scan Orgdesk stopped in the middle of: how far it got, and the admin's choice to continue it
 * (reading only the people not read yet) or discard it. A scan only reads, so neither changes anything.
 */
export function StoppedScanCard({ scan, onContinued, onDiscarded }: Props) {
  const headingId = useId();
  const title = stoppedScanName(scan);
  const [asking, setAsking] = useState(false);
  const [decided, setDecided] = useState<'continued' | 'discarded' | null>(null);
  const { active } = useConnections();
  const switchConnection = useChannelMutation('app.connections.switch');
  const resume = useChannelMutation('users.stoppedScans.resume', {
    onSuccess: async ({ jobId, connectionId }) => {
      // The review shows the scans of the connection worked in: continuing another one's scan switches to it.
      if (active?.id !== connectionId) await switchConnection.mutateAsync({ id: connectionId });
      setDecided('continued');
      onContinued(tokenReviewPath(jobId, connectionId));
    },
  });
  const discard = useChannelMutation('users.stoppedScans.remove', {
    onSuccess: () => {
      setAsking(false);
      setDecided('discarded');
      onDiscarded();
    },
  });
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (decided !== null) outcome.current?.focus();
  }, [decided]);

  const busy = resume.isPending || switchConnection.isPending || discard.isPending;
  const left = scan.accounts - scan.settled;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {whereItStopped(scan)} Nothing was changed: a scan only reads.
          </Typography>
        </div>
        <StateBar counts={{ done: scan.settled, notStarted: left, failed: 0, skipped: 0, uncertain: 0 }} />
        {scan.damagedLines > 0 && (
          <Typography color="text.secondary">
            {plural(scan.damagedLines, 'result')} could not be read back after the stop; those people are read again.
          </Typography>
        )}
        {(resume.isError || switchConnection.isError) && <Alert severity="error">The scan could not be continued: {describeError(resume.error ?? switchConnection.error)}</Alert>}
        {decided === null ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <GuardedButton
              variant="contained"
              availability={scan.resume.offered ? allowed : refused(scan.resume.why ?? '')}
              disabled={busy}
              onClick={() => resume.mutate({ connectionId: scan.connectionId, jobId: scan.jobId })}
            >
              Continue scan
            </GuardedButton>
            <Button variant="text" disabled={busy} onClick={() => setAsking(true)}>
              Discard
            </Button>
          </Stack>
        ) : (
          <Stack ref={outcome} tabIndex={-1} sx={{ outline: 'none' }}>
            <Alert severity="info">
              {decided === 'continued' ? `Continued: the scan reads the ${plural(left, 'person', 'people')} not read yet.` : 'Discarded. Activity records the choice.'}
            </Alert>
          </Stack>
        )}
      </Stack>
      {asking && (
        <ConfirmDialog
          open
          title="Discard this stopped scan?"
          confirmLabel="Discard"
          busy={discard.isPending}
          error={discard.error}
          onConfirm={() => discard.mutate({ connectionId: scan.connectionId, jobId: scan.jobId })}
          onClose={() => setAsking(false)}
        >
          What it read of {plural(scan.settled, 'person', 'people')} is forgotten; to review their tokens, scan again. Nothing in your organization changes. Activity records this choice.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
