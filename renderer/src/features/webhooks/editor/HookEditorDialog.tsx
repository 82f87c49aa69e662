import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { isContractError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { FormDialog } from '../../../shared/FormDialog';
import { GuardedButton } from '../../../shared/GuardedButton';
import { useNotify } from '../../../shell/NotifyProvider';
import { SecretChoiceFields } from '../secrets/SecretChoiceFields';
import type { CatalogEvent } from '../shared/eventCatalog';
import { EventPicker } from './EventPicker';
import { emptyHookForm, formProblems, hasEdits, hooksAtSameAddress, isDirty, keptAddressWarning, type HookFormProblems, type HookFormValues } from './hookForm';

interface Props {
  connectionId: string;
  catalog: readonly CatalogEvent[];
  /** The workspace's hooks, to warn before a second one sends to the same address. */
  hooks: readonly WebhookSummary[];
  /** The hook to edit, or null to add one. */
  hook: WebhookSummary | null;
  onClose(): void;
  /** After a save; `shownSecret` is a secret Orgdesk made, to show once. */
  onSaved(result: { name: string; shownSecret: string | null }): void;
}

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

const nameOf = (hook: { description: string; url: string }) => hook.description || hook.url;

/** Add or edit a hook: description, address, active, events; a new hook also gets its secret here. */
export function HookEditorDialog({ connectionId, catalog, hooks, hook, onClose, onSaved }: Props) {
  const notify = useNotify();
  const loaded = hook ? { description: hook.description, url: hook.url, active: hook.active, events: hook.events } : null;
  const [values, setValues] = useState<HookFormValues>(loaded ? { ...loaded, events: [...loaded.events], secret: emptyHookForm.secret } : emptyHookForm);
  const [tried, setTried] = useState(false);
  const [askTwice, setAskTwice] = useState(false);
  const create = useChannelMutation('bitbucket.hooks.create', {
    // The answer may carry a made secret: nothing keeps it once the dialog has handed it on.
    gcTime: 0,
    onSuccess: (answer) => onSaved({ name: nameOf(answer.hook), shownSecret: answer.shownSecret }),
  });
  const update = useChannelMutation('bitbucket.hooks.update', {
    onSuccess: (answer) => {
      notify.success(answer.changed.length > 0 ? `Saved “${nameOf(answer.hook)}”: ${answer.changed.join('; ')}.` : 'Bitbucket already had all of this: nothing to save.');
      onSaved({ name: answer.hook.description, shownSecret: null });
    },
  });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const problems = { ...(tried ? formProblems(values, loaded) : {}), ...fieldProblems(error) };
  const unchanged = loaded !== null && !hasEdits(loaded, values);
  const addressWarning = keptAddressWarning(values, loaded);
  const twins = hooksAtSameAddress(values.url, hooks, hook);
  const twinWords =
    twins.length > 0 ? `This address already gets events from ${twins.map((twin) => `“${nameOf(twin)}”`).join(', ')}: a second webhook to it sends the receiver every event they share twice.` : null;

  const write = () => {
    setAskTwice(false);
    const desired = { description: values.description.trim(), url: values.url.trim(), active: values.active, events: values.events };
    if (hook && loaded) {
      update.mutate({ connectionId, workspace: hook.workspace, hookId: hook.id, loaded, desired });
      return;
    }
    const secret = values.secret.mode === 'generate' ? { kind: 'generate' as const } : values.secret.mode === 'paste' ? { kind: 'pasted' as const, value: values.secret.pasted } : { kind: 'none' as const };
    create.mutate({ connectionId, ...desired, secret });
  };
  const save = () => {
    setTried(true);
    if (Object.keys(formProblems(values, loaded)).length > 0) return;
    // A second hook to a receiver that already gets these events is asked about before anything is written.
    if (twinWords) setAskTwice(true);
    else write();
  };

  return (
    <FormDialog
      title={hook ? `Edit “${nameOf(hook)}”` : 'Add a webhook'}
      dirty={isDirty(values, loaded)}
      busy={saving}
      error={error && Object.keys(fieldProblems(error)).length === 0 ? error : null}
      discardNote={hook ? 'The webhook stays as it was.' : 'The new webhook is not added.'}
      maxWidth="md"
      onClose={onClose}
      actions={
        <GuardedButton variant="contained" onClick={save} disabled={saving} availability={unchanged ? refused('Change something first: this is the webhook as it is.') : allowed}>
          {hook ? 'Save changes' : 'Add webhook'}
        </GuardedButton>
      }
    >
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
          helperText={
            problems.url ??
            (addressWarning || twinWords ? (
              <Typography component="span" variant="inherit" sx={{ color: 'warning.main', fontWeight: 600 }}>
                {addressWarning ?? twinWords}
              </Typography>
            ) : (
              'The https address Bitbucket sends each event to. It must be reachable from the internet.'
            ))
          }
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
      <ConfirmDialog
        open={askTwice}
        title="Send to this address twice?"
        confirmLabel={hook ? 'Save anyway' : 'Add anyway'}
        cancelLabel="Go back"
        onConfirm={write}
        onClose={() => setAskTwice(false)}
      >
        {twinWords}
      </ConfirmDialog>
    </FormDialog>
  );
}
