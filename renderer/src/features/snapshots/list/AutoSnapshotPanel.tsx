import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AutoSnapshot } from '../../../../../app/contract/snapshots/snapshots.channels';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { autoWords } from './listModel';
import { SpacesField } from './SpacesField';

interface Props {
  connectionId: string;
  auto: AutoSnapshot;
  onSaved(auto: AutoSnapshot): void;
}

/** How automatic snapshots are set for this connection, and the dialog that changes it. */
export function AutoSnapshotPanel({ connectionId, auto, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} component="section" aria-labelledby="auto-snapshots">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <ScheduleOutlined color="action" aria-hidden />
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id="auto-snapshots" sx={{ fontWeight: 600 }}>
            Automatic snapshots
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {autoWords(auto)}
          </Typography>
        </Stack>
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          Change…
        </Button>
      </Stack>
      {editing && (
        <AutoSnapshotDialog
          connectionId={connectionId}
          auto={auto}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}

const KEEP_MAX = 60;

function AutoSnapshotDialog({ connectionId, auto, onSaved, onClose }: Props & { onClose(): void }) {
  const [enabled, setEnabled] = useState(auto.enabled);
  const [keep, setKeep] = useState(String(auto.keep));
  const [spaceKeys, setSpaceKeys] = useState<string[]>(auto.spaceKeys);
  const save = useChannelMutation('snapshots.autoSnapshot.update', { onSuccess: onSaved });
  const keepNumber = Number(keep);
  const keepProblem = Number.isInteger(keepNumber) && keepNumber >= 1 && keepNumber <= KEEP_MAX ? null : `Keep between 1 and ${KEEP_MAX} automatic snapshots.`;
  const dirty = enabled !== auto.enabled || keep !== String(auto.keep) || spaceKeys.join() !== auto.spaceKeys.join();
  return (
    <FormDialog
      title="Automatic snapshots"
      dirty={dirty}
      busy={save.isPending}
      error={save.error}
      discardNote="The settings stay as they were."
      onClose={onClose}
      actions={
        <Button variant="contained" disabled={save.isPending || keepProblem !== null} onClick={() => save.mutate({ connectionId, auto: { enabled, keep: keepNumber, spaceKeys } })}>
          Save
        </Button>
      }
    >
      <Stack spacing={2.5}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(_event, on) => setEnabled(on)} />}
          label="Take a snapshot of this site when Orgdesk starts, at most once a day"
        />
        <TextField
          label="Automatic snapshots to keep"
          type="number"
          value={keep}
          onChange={(event) => setKeep(event.target.value)}
          error={keepProblem !== null}
          helperText={keepProblem ?? 'The oldest automatic snapshot goes when a new one is taken. Snapshots you take yourself are kept.'}
          slotProps={{ htmlInput: { min: 1, max: KEEP_MAX } }}
          sx={{ maxWidth: 280 }}
        />
        <SpacesField connectionId={connectionId} value={spaceKeys} onChange={setSpaceKeys} />
      </Stack>
    </FormDialog>
  );
}
