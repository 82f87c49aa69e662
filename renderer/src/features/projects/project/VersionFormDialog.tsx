import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/channels/jira';
import { versionDatesProblem, versionNameProblem } from '../../../../../app/contract/jira/versions';
import { useChannelMutation } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';

interface Props {
  connectionId: string;
  projectId: string;
  versions: readonly JiraVersionView[];
  /** Null to create one. */
  version: JiraVersionView | null;
  onSaved(name: string): void;
  onClose(): void;
}

/** Create or edit a version: the name is checked against the project's versions, the dates against each other. */
export function VersionFormDialog({ connectionId, projectId, versions, version, onSaved, onClose }: Props) {
  const titleId = useId();
  const [name, setName] = useState(version?.name ?? '');
  const [description, setDescription] = useState(version?.description ?? '');
  const [startDate, setStartDate] = useState(version?.startDate ?? '');
  const [releaseDate, setReleaseDate] = useState(version?.releaseDate ?? '');
  const [tried, setTried] = useState(false);
  const create = useChannelMutation('jira.versions.create', { onSuccess: () => onSaved(name.trim()) });
  const update = useChannelMutation('jira.versions.update', { onSuccess: () => onSaved(name.trim()) });
  const nameProblem = versionNameProblem(name, versions, version?.id);
  const datesProblem = versionDatesProblem(startDate || null, releaseDate || null);
  const busy = create.isPending || update.isPending;

  const save = () => {
    setTried(true);
    if (nameProblem || datesProblem) return;
    const fields = {
      name,
      ...(description.trim() || version?.description ? { description } : {}),
      ...(startDate ? { startDate } : {}),
      ...(releaseDate ? { releaseDate } : {}),
    };
    if (version === null) create.mutate({ connectionId, projectId, ...fields });
    else update.mutate({ connectionId, versionId: version.id, changes: fields });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {busy && <LinearProgress aria-label="Saving" />}
      <DialogTitle id={titleId}>{version ? `Edit “${version.name}”` : 'New version'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ mt: 1 }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={tried && nameProblem !== null} helperText={(tried && nameProblem) || 'Unique in this project, whatever the case.'} required autoFocus />
          <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Start date" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={tried && datesProblem !== null} helperText={tried && datesProblem ? datesProblem : ' '} fullWidth />
            <TextField label="Release date" type="date" value={releaseDate} onChange={(event) => setReleaseDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} helperText={version?.releaseDate ? 'Jira cannot clear a date once set, only change it.' : ' '} fullWidth />
          </Stack>
          <DialogError error={create.error ?? update.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {version ? 'Save' : 'Create version'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
