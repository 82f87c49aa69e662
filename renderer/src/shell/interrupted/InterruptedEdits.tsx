import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { InterruptedEdit } from '../../../../app/contract/app/recovery.channels';
import { describeError } from '../../api/ContractError';
import { useChannelMutation } from '../../api/hooks';
import { exactTime } from '../../shared/relativeTime';

interface Props {
  edits: readonly InterruptedEdit[];
  onChecked(): void;
}

/**
 * Single changes Orgdesk was sending when it stopped: whether each one went through cannot be known without
 * looking, so each is named with where and when, until the admin says they checked it.
 */
export function InterruptedEdits({ edits, onChecked }: Props) {
  const headingId = useId();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const leave = useChannelMutation('app.recovery.leave', {
    onSuccess: (_answer, { jobId }) => {
      setChecked((done) => new Set([...done, jobId]));
      onChecked();
    },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h2">
        Edits that may not have gone through
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Orgdesk was sending these when it stopped. Open each one in Orgdesk or Atlassian to see whether it was made, and make it again if not.
      </Typography>
      <List aria-label="Edits that may not have gone through">
        {edits.map((edit) => (
          <ListItem
            key={edit.id}
            disableGutters
            secondaryAction={
              checked.has(edit.id) ? (
                <Typography color="text.secondary">Checked</Typography>
              ) : (
                <Button onClick={() => leave.mutate({ jobId: edit.id })} disabled={leave.isPending} aria-label={`I have checked: ${edit.label}`}>
                  I have checked it
                </Button>
              )
            }
          >
            <ListItemText primary={edit.label} secondary={`${edit.connectionName ? `On ${edit.connectionName}, ` : ''}${exactTime(edit.at)}`} />
          </ListItem>
        ))}
      </List>
      {leave.isError && <Alert severity="error">{describeError(leave.error)}</Alert>}
    </Paper>
  );
}
