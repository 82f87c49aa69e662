import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { ContentTemplate } from '../../../../../app/contract/confluence/templates.channels';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useNotify } from '../../../shell/NotifyProvider';
import { RenderedHtml } from '../shared/RenderedHtml';
import { VersionNotes } from '../shared/VersionNotes';
import { DESCRIPTION_LIMIT, labelsOf, templateProblem, type TemplateField, type TemplateForm } from './templateForm';

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

/** What is wrong and where: a field of the form, or the "global template" acknowledgement. */
type Problem = { field: TemplateField | 'global'; message: string };

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** Name, description, labels and the body in storage format, with a preview of how it will look. */
export function TemplateEditorDialog({ connectionId, template, spaceKey, spaceName, onSaved, onClose }: Props) {
  const notify = useNotify();
  const globalHelpId = useId();
  const mode = template === null ? 'create' : 'update';
  const [initial] = useState<TemplateForm>(() => ({
    name: template?.name ?? '',
    description: template?.description ?? '',
    labels: template?.labels.join(', ') ?? '',
    body: template?.body ?? '<h2>Heading</h2>\n<p>Write the page here.</p>',
  }));
  const [form, setForm] = useState<TemplateForm>(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [globalUnderstood, setGlobalUnderstood] = useState(false);
  // Where the problem is, so focus moves there and the admin sees it next to its cause.
  const fields = useRef<Partial<Record<Problem['field'], HTMLInputElement | null>>>({});
  useEffect(() => {
    if (problem) fields.current[problem.field]?.focus();
  }, [problem]);
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
  const dirty = globalUnderstood || (Object.keys(initial) as (keyof TemplateForm)[]).some((key) => form[key] !== initial[key]);

  const save = () => {
    const found = templateProblem(form, mode);
    if (found !== null) return setProblem(found);
    if (mode === 'create' && global && !globalUnderstood) return setProblem({ field: 'global', message: 'Tick this to confirm the template will be global.' });
    setProblem(null);
    const fields = { connectionId, name: form.name.trim(), description: form.description, labels: labelsOf(form.labels), body: { value: form.body, representation: 'storage' as const } };
    if (template === null) create.mutate({ ...fields, ...(spaceKey === null ? {} : { spaceKey }) });
    else update.mutate({ ...fields, templateId: template.templateId, ...(template.spaceKey === null ? {} : { spaceKey: template.spaceKey }) });
  };
  const problemOf = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  const edit = (field: keyof TemplateForm, value: string) => {
    setForm({ ...form, [field]: value });
    if (problem?.field === field) setProblem(null);
  };
  const fieldRef = (field: Problem['field']) => (element: HTMLInputElement | null) => {
    fields.current[field] = element;
  };

  return (
    <FormDialog
      title={template === null ? `New template ${global ? '(global)' : `in ${spaceName ?? spaceKey ?? ''}`}` : `Edit “${template.name}”`}
      dirty={dirty}
      busy={busy}
      error={create.error ?? update.error}
      discardNote={template === null ? 'The new template is not created.' : 'The template stays as it was.'}
      maxWidth="lg"
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={save} disabled={busy}>
          {template === null ? 'Create template' : 'Save template'}
        </Button>
      }
    >
      <Stack spacing={2}>
        {global && (
          <Alert severity="warning">
            This is a global template: people in every space of the site can pick it when they create a page.
            {template === null && (
              <>
                <FormControlLabel
                  sx={{ display: 'block', mt: 1 }}
                  control={
                    <Checkbox
                      checked={globalUnderstood}
                      slotProps={{ input: { ref: fieldRef('global'), 'aria-invalid': problemOf('global') !== null, 'aria-describedby': globalHelpId } }}
                      onChange={(event) => {
                        setGlobalUnderstood(event.target.checked);
                        if (event.target.checked && problem?.field === 'global') setProblem(null);
                      }}
                    />
                  }
                  label="I understand: make it available in every space"
                />
                <FormHelperText id={globalHelpId} error role={problemOf('global') ? 'alert' : undefined} sx={{ fontWeight: 600 }}>
                  {problemOf('global')}
                </FormHelperText>
              </>
            )}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="Name"
            value={form.name}
            inputRef={fieldRef('name')}
            onChange={(event) => edit('name', event.target.value)}
            error={problemOf('name') !== null}
            helperText={problemOf('name')}
            required
            sx={{ flex: 1 }}
          />
          <TextField label="Labels" value={form.labels} onChange={(event) => edit('labels', event.target.value)} helperText="Separated by commas or spaces" sx={{ flex: 1 }} />
        </Stack>
        <TextField
          label="Description"
          value={form.description}
          inputRef={fieldRef('description')}
          onChange={(event) => edit('description', event.target.value)}
          helperText={problemOf('description') ?? `${form.description.length} of ${DESCRIPTION_LIMIT[mode]} characters`}
          error={problemOf('description') !== null || form.description.length > DESCRIPTION_LIMIT[mode]}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label="Body (Confluence storage format)"
            value={form.body}
            inputRef={fieldRef('body')}
            onChange={(event) => edit('body', event.target.value)}
            error={problemOf('body') !== null}
            helperText={problemOf('body') ?? 'The page as Confluence stores it: HTML tags such as <h2>, <p> and <ul>, plus Confluence’s own tags for macros. The preview beside it shows how it will look.'}
            multiline
            minRows={14}
            maxRows={24}
            slotProps={{ htmlInput: { spellCheck: false, style: monospace } }}
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
      </Stack>
    </FormDialog>
  );
}
