import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ContentTemplate } from '../../../../../app/contract/channels/confluence';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useNotify } from '../../../shell/NotifyProvider';
import { RenderedHtml } from '../shared/RenderedHtml';
import { VersionNotes } from '../shared/VersionNotes';
import { DESCRIPTION_LIMIT, labelsOf, templateProblem, type TemplateForm } from './templateForm';

interface Props {
  connectionId: string;
  /** The template to edit (its body read), or null for a new one. */
  template: ContentTemplate | null;
  /** Where a new template goes: a space key, or null for a global template. */
  spaceKey: string | null;
  spaceName: string | null;
  onSaved(): void;
  onClose(): void;
}

/** Name, description, labels and the body in storage format, with a preview of how it will look. */
export function TemplateEditorDialog({ connectionId, template, spaceKey, spaceName, onSaved, onClose }: Props) {
  const titleId = useId();
  const notify = useNotify();
  const mode = template === null ? 'create' : 'update';
  const [form, setForm] = useState<TemplateForm>({
    name: template?.name ?? '',
    description: template?.description ?? '',
    labels: template?.labels.join(', ') ?? '',
    body: template?.body ?? '<h2>Heading</h2>\n<p>Write the page here.</p>',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [globalUnderstood, setGlobalUnderstood] = useState(false);
  const body = useDebouncedValue(form.body, 400);
  const preview = useChannelQuery('confluence.markup.getPreview', { connectionId, storage: body }, { enabled: body.trim() !== '', placeholderData: (previous) => previous });
  const saved = (name: string) => {
    notify.success(mode === 'create' ? `Template “${name}” was created.` : `Template “${name}” was saved.`);
    onSaved();
    onClose();
  };
  const create = useChannelMutation('confluence.templates.create', { onSuccess: (answer) => saved(answer.name) });
  const update = useChannelMutation('confluence.templates.update', { onSuccess: (answer) => saved(answer.name) });
  const busy = create.isPending || update.isPending;
  const global = template === null ? spaceKey === null : template.spaceKey === null;

  const save = () => {
    const found = templateProblem(form, mode);
    if (found !== null) return setProblem(found);
    if (mode === 'create' && global && !globalUnderstood) return setProblem('Tick that you understand the template will be global.');
    setProblem(null);
    const fields = { connectionId, name: form.name.trim(), description: form.description, labels: labelsOf(form.labels), body: { value: form.body, representation: 'storage' as const } };
    if (template === null) create.mutate({ ...fields, ...(spaceKey === null ? {} : { spaceKey }) });
    else update.mutate({ ...fields, templateId: template.templateId, ...(template.spaceKey === null ? {} : { spaceKey: template.spaceKey }) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth scroll="paper">
      {busy && <LinearProgress aria-label="Saving" />}
      <DialogTitle id={titleId}>{template === null ? `New template ${global ? '(global)' : `in ${spaceName ?? spaceKey ?? ''}`}` : `Edit “${template.name}”`}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {global && (
            <Alert severity="warning">
              This is a global template: people in every space of the site can pick it when they create a page.
              {template === null && (
                <FormControlLabel
                  sx={{ display: 'block', mt: 1 }}
                  control={<Checkbox checked={globalUnderstood} onChange={(event) => setGlobalUnderstood(event.target.checked)} />}
                  label="I understand: make it available in every space"
                />
              )}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField label="Name" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} required sx={{ flex: 1 }} />
            <TextField
              label="Labels"
              value={form.labels}
              onChange={(event) => setForm({ ...form, labels: event.target.value })}
              helperText="Separated by commas or spaces"
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label="Description"
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            helperText={`${form.description.length} of ${DESCRIPTION_LIMIT[mode]} characters`}
            error={form.description.length > DESCRIPTION_LIMIT[mode]}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <TextField
              label="Body (Confluence storage format)"
              value={form.body}
              onChange={(event) => setForm({ ...form, body: event.target.value })}
              multiline
              minRows={14}
              maxRows={24}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } } }}
            />
            <Box role="region" aria-label="Preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, minHeight: 200, overflowY: 'auto', maxHeight: 480 }}>
              <Typography variant="overline" color="text.secondary">
                Preview
              </Typography>
              {preview.data && <VersionNotes notes={preview.data.notes.filter((note) => !note.startsWith('This version has no content'))} />}
              {preview.data && <RenderedHtml html={preview.data.html} />}
              {preview.isError && <Alert severity="warning">The preview could not be made: {preview.error.message}</Alert>}
            </Box>
          </Box>
          {problem && <Alert severity="warning">{problem}</Alert>}
          <DialogError error={create.error ?? update.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {template === null ? 'Create template' : 'Save template'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
