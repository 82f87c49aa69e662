import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SCHEME_DESCRIPTION_MAX, schemeNameProblem } from '../../../../../app/contract/jira/scheme-name';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { useSchemeList } from '../shared/useSchemeList';

interface Props {
  connectionId: string;
  /** Null to create a new scheme. */
  scheme: { id: string; name: string; description: string | null } | null;
  onSaved(id: string, name: string): void;
  onClose(): void;
}

/** Create a scheme, or rename and describe one: names are checked against every scheme before sending. */
export function SchemeSettingsDialog({ connectionId, scheme, onSaved, onClose }: Props) {
  const [name, setName] = useState(scheme?.name ?? '');
  const [description, setDescription] = useState(scheme?.description ?? '');
  const [touched, setTouched] = useState(false);
  const list = useSchemeList(connectionId);
  const problem = schemeNameProblem(name, list.data?.schemes ?? [], scheme?.id);
  const create = useChannelMutation('jira.notificationSchemes.create', { onSuccess: ({ id }) => onSaved(id, name.trim()) });
  const update = useChannelMutation('jira.notificationSchemes.update', { onSuccess: () => onSaved(scheme?.id ?? '', name.trim()) });
  const busy = create.isPending || update.isPending;
  const dirty = name !== (scheme?.name ?? '') || description !== (scheme?.description ?? '');
  const descriptionProblem = description.length > SCHEME_DESCRIPTION_MAX ? `A description has at most ${SCHEME_DESCRIPTION_MAX.toLocaleString('en')} characters.` : null;

  const save = () => {
    setTouched(true);
    if (problem || descriptionProblem) return;
    if (scheme === null) create.mutate({ connectionId, name, ...(description.trim() ? { description } : {}) });
    else {
      const changed = {
        ...(name.trim() !== scheme.name ? { name } : {}),
        ...(description !== (scheme.description ?? '') ? { description } : {}),
      };
      if (Object.keys(changed).length === 0) onClose();
      else update.mutate({ connectionId, schemeId: scheme.id, ...changed });
    }
  };

  return (
    <FormDialog
      title={scheme ? `Rename or describe “${scheme.name}”` : 'New notification scheme'}
      dirty={dirty}
      busy={busy}
      error={create.error ?? update.error}
      discardNote={scheme ? 'The scheme stays as it was.' : 'The new scheme is not created.'}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={save} disabled={busy}>
          {scheme ? 'Save' : 'Create scheme'}
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ mt: 1 }}>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={(touched && problem) || 'Unique among the site’s schemes, whatever the case; up to 255 characters.'}
          required
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionProblem !== null}
          helperText={descriptionProblem ?? 'Optional: who this scheme is for.'}
          multiline
          minRows={2}
        />
      </Stack>
    </FormDialog>
  );
}
