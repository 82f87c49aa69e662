import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { useAllSpaces } from '../../../shared/spaces/useAllSpaces';
import { comparisonPath } from '../shared/snapshotRoutes';

interface Props {
  connectionId: string;
  /** This site's snapshots that took at least one space. */
  snapshots: readonly SnapshotSummary[];
  onClose(): void;
}

/**
 * Copies the templates one space had in a snapshot into another space of this site: the comparison of the
 * two by template name opens, where the admin chooses what to copy and sees the dry run.
 */
export function CopySpaceTemplatesDialog({ connectionId, snapshots, onClose }: Props) {
  const formId = useId();
  const navigate = useNavigate();
  const [snapshotId, setSnapshotId] = useState(snapshots[0]?.id ?? '');
  const snapshot = snapshots.find((candidate) => candidate.id === snapshotId);
  const [from, setFrom] = useState(snapshot?.spaces[0] ?? '');
  const [to, setTo] = useState('');
  const spaces = useAllSpaces(connectionId, false);
  const targets = (spaces.data ?? []).filter((space) => space.key !== from);
  const start = useChannelMutation('snapshots.comparison.start', { onSuccess: (answer) => void navigate(comparisonPath(answer.jobId)) });
  return (
    <FormDialog
      title="Copy a space’s templates into another space"
      dirty={to !== ''}
      busy={start.isPending}
      busyLabel="Comparing the two spaces"
      error={start.error}
      discardNote="Nothing is copied."
      onClose={onClose}
      actions={
        <Button variant="contained" type="submit" form={formId} disabled={start.isPending || !snapshot || from === '' || to === ''}>
          Compare the templates
        </Button>
      }
    >
      <Stack
        spacing={2.5}
        component="form"
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (snapshot && from !== '' && to !== '') start.mutate({ connectionId, baseId: snapshot.id, otherId: null, spaceCopy: { from, to } });
        }}
      >
        <Typography variant="body2" color="text.secondary">
          The templates the first space had in the snapshot are compared by name with those of the second space now. You then choose which to copy and see every step before anything changes.
        </Typography>
        <TextField
          select
          label="Snapshot"
          value={snapshotId}
          onChange={(event) => {
            const chosen = snapshots.find((candidate) => candidate.id === event.target.value);
            setSnapshotId(event.target.value);
            setFrom(chosen?.spaces[0] ?? '');
          }}
        >
          {snapshots.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Templates of this space in the snapshot" value={from} onChange={(event) => setFrom(event.target.value)}>
          {(snapshot?.spaces ?? []).map((key) => (
            <MenuItem key={key} value={key}>
              {spaces.data?.find((space) => space.key === key)?.name ?? key} ({key})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Into this space"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={spaces.isError}
          helperText={spaces.isError ? `The spaces could not be listed. ${describeError(spaces.error)}` : 'A space of this site as it is now.'}
        >
          {targets.map((space) => (
            <MenuItem key={space.key} value={space.key}>
              {space.name} ({space.key})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
