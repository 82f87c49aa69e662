import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { copyName, schemeNameProblem } from '../../../../../app/contract/jira/scheme-name';
import { useChannelMutation } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { schemePath } from '../shared/projectRoutes';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';
import { useSchemeList } from '../shared/useSchemeList';

interface Props {
  connectionId: string;
  scheme: { id: string; name: string; description: string | null };
  notifications: number;
  onClose(): void;
}

/** Copies a scheme under a new name: read once, then written 1,000 recipients a request; says what it left out. */
export function CopySchemeDialog({ connectionId, scheme, notifications, onClose }: Props) {
  const titleId = useId();
  const list = useSchemeList(connectionId);
  const others = list.data?.schemes ?? [];
  const [name, setName] = useState<string | null>(null);
  const shown = name ?? (list.data ? copyName(scheme.name, others) : '');
  const problem = list.data ? schemeNameProblem(shown, others) : null;
  const refresh = useRefreshSchemes();
  const copy = useChannelMutation('jira.notificationSchemes.createCopy', { onSuccess: refresh });
  const done = copy.data;
  const writes = Math.max(1, Math.ceil(notifications / 1000));

  return (
    <Dialog open onClose={copy.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {(copy.isPending || list.isLoading) && <LinearProgress aria-label={copy.isPending ? 'Copying' : 'Loading the scheme names'} />}
      <DialogTitle id={titleId}>Copy “{scheme.name}”</DialogTitle>
      <DialogContent>
        {done ? (
          <Stack spacing={2}>
            <Alert severity={done.verified ? 'success' : 'warning'}>
              {done.verified
                ? `“${done.name}” holds the same ${done.notifications.toLocaleString('en')} recipients, written in ${done.writeRequests} request${done.writeRequests === 1 ? '' : 's'} and read back to check.`
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
        ) : (
          <Stack spacing={2.5} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {notifications.toLocaleString('en')} recipients will be copied in {writes} request{writes === 1 ? '' : 's'} (Jira takes at most 1,000 at a time). The copy is used by no project until you give it one in Jira.
            </Typography>
            <TextField
              label="Name of the copy"
              value={shown}
              onChange={(event) => setName(event.target.value)}
              error={problem !== null}
              helperText={problem ?? ' '}
              disabled={!list.data}
              required
            />
            <DialogError error={copy.error ?? list.error} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {done ? (
          <>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" component={Link} to={schemePath(done.id)} onClick={onClose}>
              Open the copy
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={copy.isPending}>
              Cancel
            </Button>
            <Button variant="contained" disabled={copy.isPending || !list.data || problem !== null} onClick={() => copy.mutate({ connectionId, schemeId: scheme.id, name: shown })}>
              Copy
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
