import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogFrame, type LeaveQuestion } from '../../../shared/DialogFrame';

interface Props {
  /** Which hook the secret belongs to, in words. */
  hookName: string;
  secret: string;
  /** Where Orgdesk keeps its copy on this computer. */
  keptIn: 'keychain' | 'memory';
  onClose(): void;
}

/** Asked on the way out unless the secret went to the clipboard: closing loses it for good. */
const notCopiedQuestion = (hookName: string): LeaveQuestion => ({
  title: 'Have you copied it?',
  body: `Once this window closes, Orgdesk will not show the secret of “${hookName}” again. A receiver without it cannot check that deliveries come from Bitbucket, and you would have to set a new secret.`,
  leaveLabel: 'I have copied it',
  stayLabel: 'Go back',
  destructive: true,
});

/**
 * The one time a secret Orgdesk made is shown. The parent holds it only while this is open and drops it
 * on close; no list or later answer ever carries it again.
 */
export function SecretShownOnce({ hookName, secret, keptIn, onClose }: Props) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <DialogFrame
      title={`Copy the secret of “${hookName}” now`}
      leaveQuestion={copied === 'yes' ? null : notCopiedQuestion(hookName)}
      closeVariant="text"
      onClose={onClose}
      actions={
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} autoFocus>
          Copy secret
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        This is the only time Orgdesk shows this secret. Put it into your receiver before you close this window: Orgdesk will not show it again.
      </Alert>
      <Box
        component="output"
        aria-label="New webhook secret"
        sx={{ display: 'block', p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '1rem', overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {secret}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {keptIn === 'keychain'
          ? 'Orgdesk keeps a copy in the system keychain, so it can check the signatures of deliveries later.'
          : 'Orgdesk keeps a copy in memory until it closes (this session keeps no secret on disk), so it can check the signatures of deliveries meanwhile.'}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em', color: copied === 'failed' ? 'error.main' : 'success.main' }}>
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The clipboard refused it: select the secret and copy it yourself.' : ''}
      </Typography>
    </DialogFrame>
  );
}
