import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HookSecretInput } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelMutation } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { useWebhookList } from '../shared/useWebhooks';
import { verdictTitles } from '../shared/verdictWords';

/**
 * Paste a delivery and its `X-Hub-Signature`, pick the hook (its kept secret) or paste the secret: the
 * core says whether the signature is valid and, if not, why. Nothing is sent to Bitbucket.
 */
export function SignatureCheckerPage({ connectionId }: { connectionId: string }) {
  const list = useWebhookList(connectionId);
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [source, setSource] = useState<'hook' | 'pasted'>('hook');
  const [hookId, setHookId] = useState('');
  const [secret, setSecret] = useState('');
  const check = useChannelMutation('bitbucket.signatures.check');
  const kept = (list.data?.hooks ?? []).filter((hook) => hook.secretKept);
  const secretProblem = source === 'pasted' && secret !== '' ? HookSecretInput.safeParse(secret).error?.issues[0]?.message : undefined;
  const ready = body !== '' && (source === 'hook' ? hookId !== '' : secret !== '' && !secretProblem);
  const verdict = check.data;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Signature checker"
        icon={<VerifiedOutlined />}
        description="Check a delivery’s signature here, computed on this computer: paste what your receiver got and say which secret should have signed it."
      />
      <LoadErrorAlert error={list.error} what="The webhooks could not be read." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      <Stack
        spacing={2.5}
        component="form"
        aria-label="Signature checker"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          check.mutate({ connectionId, body, header, source: source === 'hook' ? { kind: 'hook', hookId } : { kind: 'pasted', secret } });
        }}
      >
        <TextField
          label="Delivery body"
          multiline
          minRows={6}
          maxRows={16}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          helperText="Exactly as received, before any parsing: a reformatted or re-saved body no longer matches its signature."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <TextField
          label="X-Hub-Signature header"
          value={header}
          onChange={(event) => setHeader(event.target.value)}
          placeholder="sha256=…"
          helperText="Leave it empty if the delivery had none."
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <RadioGroup row value={source} onChange={(event) => setSource(event.target.value as 'hook' | 'pasted')} aria-label="Which secret">
          <FormControlLabel value="hook" control={<Radio />} label="The secret Orgdesk keeps for a hook" />
          <FormControlLabel value="pasted" control={<Radio />} label="A secret I paste" />
        </RadioGroup>
        {source === 'hook' ? (
          <TextField
            select
            label="Hook"
            value={hookId}
            onChange={(event) => setHookId(event.target.value)}
            helperText={kept.length === 0 ? 'Orgdesk keeps no hook secret yet: it keeps the ones it makes or is given. Paste the secret instead.' : 'Only hooks whose secret Orgdesk keeps are listed.'}
            disabled={kept.length === 0}
          >
            {kept.map((hook) => (
              <MenuItem key={hook.id} value={hook.id}>
                {hook.description || hook.url}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            type="password"
            label="Secret"
            autoComplete="off"
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={secretProblem !== undefined}
            helperText={secretProblem ?? 'Used for this check only; Orgdesk does not keep it.'}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!ready || check.isPending}>
            Check signature
          </Button>
        </Box>
      </Stack>
      <DialogError error={check.error} />
      <Box aria-live="polite" sx={{ mt: 3 }}>
        {verdict && (
          <Alert severity={verdict.valid ? 'success' : 'error'}>
            <AlertTitle>{verdictTitles[verdict.kind]}</AlertTitle>
            {verdict.reason}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
