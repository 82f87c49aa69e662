import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { WebhookSummary } from '../../../../../app/contract/webhooks';
import { isContractError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { useNotify } from '../../../shell/NotifyProvider';
import { SecretChoiceFields } from '../secrets/SecretChoiceFields';
import type { CatalogEvent } from '../shared/eventCatalog';
import { EventPicker } from './EventPicker';
import { formProblems, hasEdits, type HookFormProblems, type HookFormValues } from './hookForm';

interface Props {
  connectionId: string;
  catalog: readonly CatalogEvent[];
  /** The hook to edit, or null to add one. */
  hook: WebhookSummary | null;
  onClose(): void;
  /** After a save; `shownSecret` is a secret Orgdesk made, to show once. */
  onSaved(result: { name: string; shownSecret: string | null }): void;
}

const emptyForm: HookFormValues = { description: '', url: 'https://', active: true, events: ['repo:push'], secret: { mode: 'generate', pasted: '' } };

/** The field a refusal from the core points at, so its words show under that field. */
function fieldProblems(error: unknown): HookFormProblems {
  if (!isContractError(error)) return {};
  const problems: HookFormProblems = {};
  for (const field of error.fields) {
    const key = field.path === 'secret.value' ? 'secret' : field.path.split('.').pop();
    if (key === 'url' || key === 'events' || key === 'description' || key === 'secret') problems[key] = field.message;
  }
  return problems;
}

/** Add or edit a hook: description, address, active, events; a new hook also gets its secret here. */
export function HookEditorDialog({ connectionId, catalog, hook, onClose, onSaved }: Props) {
  const titleId = useId();
  const notify = useNotify();
  const loaded = hook ? { description: hook.description, url: hook.url, active: hook.active, events: hook.events } : null;
  const [values, setValues] = useState<HookFormValues>(loaded ? { ...loaded, events: [...loaded.events], secret: emptyForm.secret } : emptyForm);
  const [tried, setTried] = useState(false);
  const create = useChannelMutation('bitbucket.hooks.create', {
    // The answer may carry a made secret: nothing keeps it once the dialog has handed it on.
    gcTime: 0,
    onSuccess: (answer) => onSaved({ name: answer.hook.description || answer.hook.url, shownSecret: answer.shownSecret }),
  });
  const update = useChannelMutation('bitbucket.hooks.update', {
    onSuccess: (answer) => {
      notify.success(answer.changed.length > 0 ? `Saved “${answer.hook.description || answer.hook.url}”: ${answer.changed.join('; ')}.` : 'Bitbucket already had all of this: nothing to save.');
      onSaved({ name: answer.hook.description, shownSecret: null });
    },
  });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const problems = { ...(tried ? formProblems(values, hook === null) : {}), ...fieldProblems(error) };
  const unchanged = loaded !== null && !hasEdits(loaded, values);

  const save = () => {
    setTried(true);
    if (Object.keys(formProblems(values, hook === null)).length > 0) return;
    const desired = { description: values.description.trim(), url: values.url.trim(), active: values.active, events: values.events };
    if (hook && loaded) {
      update.mutate({ connectionId, workspace: hook.workspace, hookId: hook.id, loaded, desired });
      return;
    }
    const secret = values.secret.mode === 'generate' ? { kind: 'generate' as const } : values.secret.mode === 'paste' ? { kind: 'pasted' as const, value: values.secret.pasted } : { kind: 'none' as const };
    create.mutate({ connectionId, ...desired, secret });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {saving && <LinearProgress aria-label="Saving" />}
      <DialogTitle id={titleId}>{hook ? `Edit “${hook.description || hook.url}”` : 'Add a webhook'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Description"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
            error={problems.description !== undefined}
            helperText={problems.description ?? 'What receives the events, in a few words: “CI builds”, “Chat notifications”.'}
          />
          <TextField
            label="Address (URL)"
            value={values.url}
            onChange={(event) => setValues({ ...values, url: event.target.value })}
            error={problems.url !== undefined}
            helperText={problems.url ?? 'The https address Bitbucket sends each event to. It must be reachable from the internet.'}
            required
          />
          <FormControlLabel
            control={<Switch checked={values.active} onChange={(event) => setValues({ ...values, active: event.target.checked })} />}
            label={values.active ? 'Active: Bitbucket sends events' : 'Paused: Bitbucket sends nothing'}
          />
          <EventPicker catalog={catalog} selected={values.events} onChange={(events) => setValues({ ...values, events })} error={problems.events} />
          {!hook && (
            <SecretChoiceFields
              mode={values.secret.mode}
              pasted={values.secret.pasted}
              allowNone
              error={problems.secret}
              onChange={(mode, pasted) => setValues({ ...values, secret: { mode, pasted } })}
            />
          )}
        </Stack>
        <DialogError error={error && Object.keys(fieldProblems(error)).length === 0 ? error : null} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <GuardedButton variant="contained" onClick={save} disabled={saving} availability={unchanged ? refused('Change something first: this is the webhook as it is.') : allowed}>
          {hook ? 'Save changes' : 'Add webhook'}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
