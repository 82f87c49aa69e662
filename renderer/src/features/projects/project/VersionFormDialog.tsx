import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { versionDatesProblem, versionNameProblem } from '../../../../../app/contract/jira/versions';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';

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
  const initial = { name: version?.name ?? '', description: version?.description ?? '', startDate: version?.startDate ?? '', releaseDate: version?.releaseDate ?? '' };
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [startDate, setStartDate] = useState(initial.startDate);
  const [releaseDate, setReleaseDate] = useState(initial.releaseDate);
  const [tried, setTried] = useState(false);
  const create = useChannelMutation('jira.versions.create', { onSuccess: () => onSaved(name.trim()) });
  const update = useChannelMutation('jira.versions.update', { onSuccess: () => onSaved(name.trim()) });
  const nameProblem = versionNameProblem(name, versions, version?.id);
  const datesProblem = versionDatesProblem(startDate || null, releaseDate || null);
  const busy = create.isPending || update.isPending;
  const dirty = name !== initial.name || description !== initial.description || startDate !== initial.startDate || releaseDate !== initial.releaseDate;

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
    <FormDialog
      title={version ? `Edit “${version.name}”` : 'New version'}
      dirty={dirty}
      busy={busy}
      error={create.error ?? update.error}
      discardNote={version ? 'The version stays as it was.' : 'The new version is not created.'}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={save} disabled={busy}>
          {version ? 'Save' : 'Create version'}
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ mt: 1 }}>
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={tried && nameProblem !== null} helperText={(tried && nameProblem) || 'Unique in this project, whatever the case.'} required />
        <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Start date" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={tried && datesProblem !== null} helperText={tried && datesProblem ? datesProblem : ' '} fullWidth />
          <TextField label="Release date" type="date" value={releaseDate} onChange={(event) => setReleaseDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} helperText={version?.releaseDate ? 'Jira cannot clear a date once set, only change it.' : ' '} fullWidth />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
