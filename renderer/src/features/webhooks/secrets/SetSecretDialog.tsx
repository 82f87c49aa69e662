import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { HookSecretInput, type WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { SecretChoiceFields, type SecretMode } from './SecretChoiceFields';

interface Props {
  connectionId: string;
  hook: WebhookSummary;
  onClose(): void;
  onSaved(shownSecret: string | null): void;
}

/** Sets a secret on an unsigned hook, or replaces one at once (the rotation wizard is the gentler way). */
export function SetSecretDialog({ connectionId, hook, onClose, onSaved }: Props) {
  const [mode, setMode] = useState<SecretMode>('generate');
  const [pasted, setPasted] = useState('');
  const [tried, setTried] = useState(false);
  // The answer may carry a made secret: nothing keeps it once the dialog has handed it on.
  const save = useChannelMutation('bitbucket.hookSecrets.update', { gcTime: 0, onSuccess: (answer) => onSaved(answer.shownSecret) });
  const pastedProblem = mode === 'paste' && tried ? HookSecretInput.safeParse(pasted).error?.issues[0]?.message : undefined;
  const name = hook.description || hook.url;
  const submit = () => {
    setTried(true);
    if (mode === 'paste' && !HookSecretInput.safeParse(pasted).success) return;
    save.mutate({ connectionId, workspace: hook.workspace, hookId: hook.id, secret: mode === 'paste' ? { kind: 'pasted', value: pasted } : { kind: 'generate' } });
  };
  return (
    <FormDialog
      title={hook.secretSaved ? `Replace the secret of “${name}”?` : `Give “${name}” a secret`}
      // Choosing to paste, or pasting, is work to keep; the default choice alone is not.
      dirty={mode !== 'generate' || pasted !== ''}
      busy={save.isPending}
      error={save.error}
      discardNote={hook.secretSaved ? 'The webhook keeps its secret.' : 'The webhook stays unsigned.'}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {hook.secretSaved ? 'Replace secret' : 'Set secret'}
        </Button>
      }
    >
      {hook.secretSaved ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The new secret applies at once: until your receiver has it, it rejects every delivery signed with it. To change secrets without missing a delivery, use Rotate secret instead.
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          From now on Bitbucket signs every delivery, and your receiver can check each one really comes from Bitbucket.
        </Alert>
      )}
      <SecretChoiceFields
        mode={mode}
        pasted={pasted}
        allowNone={false}
        error={pastedProblem}
        onChange={(nextMode, nextPasted) => {
          setMode(nextMode);
          setPasted(nextPasted);
        }}
      />
    </FormDialog>
  );
}
