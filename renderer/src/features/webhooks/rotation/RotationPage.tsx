import Autorenew from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HookSecretInput, type RotationStage, type RotationView } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { useNotify } from '../../../shell/NotifyProvider';
import { SecretChoiceFields, type SecretMode } from '../secrets/SecretChoiceFields';
import { SecretShownOnce } from '../secrets/SecretShownOnce';
import { useRefreshWebhooks, useWebhookList } from '../shared/useWebhooks';
import { webhooksPath } from '../shared/webhookRoutes';

const stepOf: Record<RotationStage, number> = { started: 0, 'new-hook-created': 1, 'receiver-confirmed': 2, 'old-hook-paused': 3, finished: 4, abandoned: 4 };

const steps = [
  { label: 'Add a hook with the new secret', done: 'A second hook with the new secret sends every event too.' },
  { label: 'Confirm your receiver accepts the new secret', done: 'Your receiver accepts deliveries signed with the new secret.' },
  { label: 'Pause the old hook', done: 'The old hook sends nothing any more.' },
  { label: 'Delete the old hook', done: 'The old hook and its secret are gone.' },
];

/**
 * The rotation wizard: a new secret without a missed delivery. Every step is saved in Orgdesk (never the
 * secret), so the admin can close the window between steps and come back to this page to carry on.
 */
export function RotationPage({ connectionId }: { connectionId: string }) {
  const { rotationId = '' } = useParams();
  const notify = useNotify();
  const refresh = useRefreshWebhooks();
  const list = useWebhookList(connectionId);
  const receiver = useChannelQuery('bitbucket.receiver.get', { connectionId });
  const [ended, setEnded] = useState<RotationView | null>(null);
  const [mode, setMode] = useState<SecretMode>('generate');
  const [pasted, setPasted] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [receiverOk, setReceiverOk] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const after = { onSettled: () => void refresh() };
  const createHook = useChannelMutation('bitbucket.rotations.createHook', { ...after, gcTime: 0, onSuccess: (answer) => setShown(answer.shownSecret) });
  const confirm = useChannelMutation('bitbucket.rotations.checkReceiver', after);
  const pauseOld = useChannelMutation('bitbucket.rotations.pauseOld', after);
  const finish = useChannelMutation('bitbucket.rotations.deleteOld', {
    ...after,
    onSuccess: (rotation) => {
      setConfirmDelete(false);
      setEnded(rotation);
      notify.success(`Rotation finished: “${rotation.oldDescription || rotation.url}” now signs with the new secret.`);
    },
  });
  const cancel = useChannelMutation('bitbucket.rotations.cancel', {
    ...after,
    onSuccess: (rotation) => {
      setConfirmCancel(false);
      setEnded(rotation);
      notify.success('Rotation cancelled: the new hook is gone and the old one sends events again.');
    },
  });

  const rotation = ended ?? list.data?.rotations.find((candidate) => candidate.id === rotationId) ?? null;
  const name = rotation ? rotation.oldDescription || rotation.url : '';
  const active = rotation ? stepOf[rotation.stage] : 0;
  const seenValid = Boolean(rotation?.newHookId && receiver.data?.deliveries.some((delivery) => delivery.hookId === rotation.newHookId && delivery.verdict.valid));
  const input = { connectionId, workspace: rotation?.workspace, rotationId };
  const pastedBad = mode === 'paste' && !HookSecretInput.safeParse(pasted).success;
  const stepError = createHook.error ?? confirm.error ?? pauseOld.error;

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageHeader
        title={rotation ? `Rotate the secret of “${name}”` : 'Rotate a secret'}
        icon={<Autorenew />}
        description="A new secret without missing a delivery: a second hook with the new secret first, your receiver accepts it, then the old hook is paused and deleted. You can leave between steps and carry on later."
        actions={
          <Button component={Link} to={webhooksPath}>
            Back to webhooks
          </Button>
        }
      />
      <LoadErrorAlert error={list.error} what="The rotation could not be read." onRetry={() => void list.refetch()} />
      {list.data && !rotation && (
        <Alert severity="info">This rotation is no longer under way: it was finished or cancelled. The list of webhooks shows where things stand.</Alert>
      )}
      {rotation?.stage === 'finished' && <Alert severity="success" sx={{ mb: 2 }}>Finished. Remove the old secret from your receiver: nothing is signed with it any more.</Alert>}
      {rotation?.stage === 'abandoned' && <Alert severity="info" sx={{ mb: 2 }}>Cancelled. The old hook sends events as before; its secret is unchanged.</Alert>}
      {rotation && (
        <Stepper activeStep={active} orientation="vertical">
          {steps.map((step, index) => (
            <Step key={step.label} completed={index < active && rotation.stage !== 'abandoned'}>
              <StepLabel optional={index < active && rotation.stage !== 'abandoned' ? <Typography variant="caption">{step.done}</Typography> : undefined}>{step.label}</StepLabel>
              <StepContent>
                {index === 0 && (
                  <>
                    <Typography sx={{ mb: 2 }}>
                      Orgdesk adds a second hook to {rotation.url} with the same events and a new secret. From then on your receiver gets every event twice, once signed with each secret, so nothing is missed while you switch.
                    </Typography>
                    <SecretChoiceFields
                      mode={mode}
                      pasted={pasted}
                      allowNone={false}
                      onChange={(next, text) => {
                        setMode(next);
                        setPasted(text);
                      }}
                    />
                    <GuardedButton
                      variant="contained"
                      sx={{ mt: 2 }}
                      availability={pastedBad ? refused('Paste a secret of at most 128 characters first.') : allowed}
                      disabled={createHook.isPending}
                      onClick={() => createHook.mutate({ ...input, secret: mode === 'paste' ? { kind: 'pasted', value: pasted } : { kind: 'generate' } })}
                    >
                      Add the hook with the new secret
                    </GuardedButton>
                  </>
                )}
                {index === 1 && (
                  <>
                    <Typography sx={{ mb: 1 }}>
                      Give your receiver the new secret and let it accept deliveries signed with either secret for now. Then make sure a delivery from the new hook arrives and is accepted.
                    </Typography>
                    <Alert severity={seenValid ? 'success' : 'info'} sx={{ mb: 1.5 }}>
                      {seenValid
                        ? 'Orgdesk’s own receiver got a delivery from the new hook with a valid signature.'
                        : 'To see a delivery here, listen for deliveries on the Test delivery tab; otherwise check your receiver’s log.'}
                    </Alert>
                    <FormControlLabel control={<Checkbox checked={receiverOk} onChange={(event) => setReceiverOk(event.target.checked)} />} label="My receiver accepts deliveries signed with the new secret" />
                    <Box>
                      <GuardedButton variant="contained" availability={receiverOk ? allowed : refused('Tick the box once your receiver accepts the new secret.')} disabled={confirm.isPending} onClick={() => confirm.mutate(input)}>
                        Confirm and continue
                      </GuardedButton>
                    </Box>
                  </>
                )}
                {index === 2 && (
                  <>
                    <Typography sx={{ mb: 1.5 }}>Pausing the old hook stops the double deliveries. If anything breaks, cancel the rotation and the old hook sends again.</Typography>
                    <Button variant="contained" disabled={pauseOld.isPending} onClick={() => pauseOld.mutate(input)}>
                      Pause the old hook
                    </Button>
                  </>
                )}
                {index === 3 && (
                  <>
                    <Typography sx={{ mb: 1.5 }}>Deleting the old hook ends the rotation; the new hook takes its name. This cannot be undone.</Typography>
                    <Button variant="contained" color="error" onClick={() => setConfirmDelete(true)}>
                      Delete the old hook
                    </Button>
                  </>
                )}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      )}
      <DialogError error={stepError} />
      {rotation && active < 4 && (
        <Button color="error" sx={{ mt: 3 }} onClick={() => setConfirmCancel(true)}>
          Cancel the rotation
        </Button>
      )}
      {confirmDelete && rotation && (
        <ConfirmDialog open title={`Delete the old “${name}”?`} confirmLabel="Delete old hook" destructive busy={finish.isPending} error={finish.error} onClose={() => setConfirmDelete(false)} onConfirm={() => finish.mutate(input)}>
          The old hook and Orgdesk’s copy of its secret are deleted. Deliveries go on from the new hook, signed with the new secret.
        </ConfirmDialog>
      )}
      {confirmCancel && rotation && (
        <ConfirmDialog open title="Cancel this rotation?" confirmLabel="Cancel rotation" destructive busy={cancel.isPending} error={cancel.error} onClose={() => setConfirmCancel(false)} onConfirm={() => cancel.mutate(input)}>
          The new hook is deleted{rotation.stage === 'old-hook-paused' ? ' and the old hook is resumed' : ''}. The old secret stays in use.
        </ConfirmDialog>
      )}
      {shown && <SecretShownOnce hookName={`${name} (new secret)`} secret={shown} keptIn={list.data?.secretsKeptIn ?? 'keychain'} onClose={() => setShown(null)} />}
    </Box>
  );
}
