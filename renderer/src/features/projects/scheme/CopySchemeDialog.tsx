import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Output } from '../../../../../app/contract';
import { plural } from '../../../../../app/contract/words';
import { copyName, schemeNameProblem } from '../../../../../app/contract/jira/scheme-name';
import { useChannelMutation } from '../../../api/hooks';
import { DialogFrame } from '../../../shared/DialogFrame';
import { FormDialog } from '../../../shared/FormDialog';
import { schemePath } from '../shared/projectRoutes';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';
import { useSchemeList } from '../shared/useSchemeList';

interface Props {
  connectionId: string;
  scheme: { id: string; name: string; description: string | null };
  notifications: number;
  onClose(): void;
}

/** Jira takes at most this many recipients in one go. */
const PER_BATCH = 1000;

/** What the copy holds, checked by reading it back, and what Jira would not take. */
function CopyResult({ done, onClose }: { done: Output<'jira.notificationSchemes.createCopy'>; onClose(): void }) {
  return (
    <DialogFrame
      title={`Copied as “${done.name}”`}
      closeVariant="text"
      onClose={onClose}
      actions={
        <Button variant="contained" component={Link} to={schemePath(done.id)} onClick={onClose}>
          Open the copy
        </Button>
      }
    >
      <Stack spacing={2}>
        <Alert severity={done.verified ? 'success' : 'warning'}>
          {done.verified
            ? `“${done.name}” holds the same ${plural(done.notifications, 'recipient')}, written in ${plural(done.writeRequests, 'batch', 'batches')} and read back to check.`
            : (done.incomplete ?? `“${done.name}” was created, but it does not hold exactly the recipients sent. Compare it with the original.`)}
        </Alert>
        {done.leftOut.length > 0 && (
          <div>
            <Typography variant="subtitle2">Left out, because Jira would refuse them:</Typography>
            <ul>
              {done.leftOut.map((entry) => (
                <li key={`${entry.eventName}/${entry.recipient}`}>
                  <Typography variant="body2">
                    {entry.recipient} on “{entry.eventName}”: {entry.reason}
                  </Typography>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Stack>
    </DialogFrame>
  );
}

/** Copies a scheme under a new name: read once, then written 1,000 recipients at a time; says what it left out. */
export function CopySchemeDialog({ connectionId, scheme, notifications, onClose }: Props) {
  const list = useSchemeList(connectionId);
  const others = list.data?.schemes ?? [];
  const [name, setName] = useState<string | null>(null);
  const suggested = list.data ? copyName(scheme.name, others) : '';
  const shown = name ?? suggested;
  const problem = list.data ? schemeNameProblem(shown, others) : null;
  const refresh = useRefreshSchemes();
  const copy = useChannelMutation('jira.notificationSchemes.createCopy', { onSuccess: refresh });
  const batches = Math.max(1, Math.ceil(notifications / PER_BATCH));

  if (copy.data) return <CopyResult done={copy.data} onClose={onClose} />;
  return (
    <FormDialog
      title={`Copy “${scheme.name}”`}
      dirty={name !== null && name !== suggested}
      busy={copy.isPending || list.isLoading}
      busyLabel={copy.isPending ? 'Copying' : 'Loading the scheme names'}
      error={copy.error ?? list.error}
      discardNote="No copy is made."
      onClose={onClose}
      actions={
        <Button variant="contained" disabled={copy.isPending || !list.data || problem !== null} onClick={() => copy.mutate({ connectionId, schemeId: scheme.id, name: shown })}>
          Copy
        </Button>
      }
    >
    <Stack spacing={2.5} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {plural(notifications, 'recipient')} will be copied in {plural(batches, 'batch', 'batches')} (Jira takes at most {PER_BATCH.toLocaleString('en')} at a time). The copy is used by no project until you give it one in Jira.
      </Typography>
      <TextField label="Name of the copy" value={shown} onChange={(event) => setName(event.target.value)} error={problem !== null} helperText={problem ?? ' '} disabled={!list.data} required />
    </Stack>
  </FormDialog>
);
}
