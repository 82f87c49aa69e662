import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { ApplyResult, SchemeDetail } from '../../../../../app/contract/jira/schemes.channels';
import { changesBetween, diffOf, requestCount, type PendingChanges, type SchemeSnapshot } from '../../../../../app/contract/jira/scheme-changes';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { countWords } from '../../../shared/schemes/changeCounts';
import { EventChanges } from '../../../shared/schemes/EventChanges';
import { affectsWords } from './diffWords';

interface Props {
  connectionId: string;
  detail: SchemeDetail;
  changes: PendingChanges;
  onApplied(result: Extract<ApplyResult, { outcome: 'applied' | 'stopped' }>): void;
  /** Someone changed the scheme meanwhile: the screen takes the current scheme and asks again. */
  onChangedMeanwhile(current: SchemeSnapshot, fingerprint: string): void;
  onClose(): void;
}

/** What changed meanwhile, event by event, to show before asking again. */
function MeanwhileList({ before, now }: { before: SchemeSnapshot; now: SchemeSnapshot }) {
  const names = new Map([...before.events, ...now.events].map((event) => [event.eventId, event.eventName]));
  const rows = diffOf(before, changesBetween(before, now), names);
  if (rows.length === 0) return <Typography variant="body2">Its name or description changed; the recipients are as they were.</Typography>;
  return (
    <Box component="ul" sx={{ pl: 2, my: 1 }}>
      {rows.map((row) => (
        <li key={row.eventId}>
          <Typography variant="body2">
            {row.eventName}: {countWords(row.added.length, row.removed.length).toLowerCase()}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * The staged changes before anything is sent: per event what is added (green) and removed (red), whom
 * it affects and in how many steps Jira takes it. Applying answers one of three ways: done, stopped part-way,
 * or refused because someone else changed the scheme meanwhile (shown here, then asked again).
 */
export function DiffReviewDialog({ connectionId, detail, changes, onApplied, onChangedMeanwhile, onClose }: Props) {
  const names = useMemo(() => new Map(detail.events.map((event) => [event.id, event.name])), [detail.events]);
  const rows = useMemo(() => diffOf(detail.scheme, changes, names), [detail.scheme, changes, names]);
  const apply = useChannelMutation('jira.notificationSchemes.updateRecipients', {
    onSuccess: (result) => {
      if (result.outcome !== 'changed-meanwhile') onApplied(result);
    },
  });
  const meanwhile = apply.data?.outcome === 'changed-meanwhile' ? apply.data : null;
  const steps = requestCount(changes);

  return (
    <FormDialog
      title={`Review changes to “${detail.scheme.name}”`}
      // Nothing to type or choose here: the changes stay staged on the scheme, whichever way the admin leaves.
      dirty={false}
      busy={apply.isPending}
      busyLabel="Applying"
      error={apply.error}
      maxWidth="md"
      cancelLabel={meanwhile ? 'Close' : 'Keep editing'}
      onClose={onClose}
      actions={
        meanwhile ? (
          <Button variant="contained" onClick={() => onChangedMeanwhile(meanwhile.current, meanwhile.fingerprint)}>
            Review against the current scheme
          </Button>
        ) : (
          <Button variant="contained" disabled={apply.isPending} onClick={() => apply.mutate({ connectionId, schemeId: detail.scheme.id, basedOn: detail.fingerprint, changes })}>
            Apply {countWords(changes.add.length, changes.remove.length).toLowerCase()}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Alert severity={detail.projects.length > 0 || detail.isDefault ? 'warning' : 'info'}>
          {affectsWords(detail.projects, detail.isDefault)} Nothing is sent until you apply. Jira takes it in {plural(steps, 'step')}.
        </Alert>
        {meanwhile && (
          <Alert severity="error">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Someone changed this scheme after you opened it. Nothing was sent.
            </Typography>
            <MeanwhileList before={detail.scheme} now={meanwhile.current} />
            {meanwhile.problems.map((problem) => (
              <Typography key={problem} variant="body2">
                {problem}
              </Typography>
            ))}
            <Typography variant="body2">Look at the scheme as it is now; the changes that still fit stay staged.</Typography>
          </Alert>
        )}
        <EventChanges rows={rows} label="Changes by event" />
      </Stack>
    </FormDialog>
  );
}
