import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccessSnapshot } from '../../../../../app/contract/channels/confluence-access';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { exactTime } from '../../../shared/relativeTime';
import { useNotify } from '../../../shell/NotifyProvider';

/** The restriction changes made to this page from Orgdesk, newest first, each with Undo until it is undone. */
export function ChangeHistory({ connectionId, pageId, onChanged }: { connectionId: string; pageId: string; onChanged(): void }) {
  const snapshots = useChannelQuery('confluence.access.listSnapshots', { connectionId, pageId });
  const [undoing, setUndoing] = useState<AccessSnapshot | null>(null);
  const restore = useChannelMutation('confluence.access.restore');
  const notify = useNotify();
  const list = snapshots.data?.snapshots ?? [];
  if (snapshots.isError) return <LoadErrorAlert error={snapshots.error} what="The changes made here could not be listed, so Undo is not offered." onRetry={() => void snapshots.refetch()} />;
  if (list.length === 0) return null;

  const confirm = () => {
    if (undoing === null) return;
    restore.mutate(
      { connectionId, snapshotId: undoing.id },
      {
        onSuccess: (result) => {
          setUndoing(null);
          if (result.status === 'restored') notify.success('The restrictions are back as they were before that change.');
          else notify.error(`Nothing was undone: the restrictions were changed again since. ${result.differences.join(' ')}`);
          void snapshots.refetch();
          onChanged();
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="changes-heading">
      <Typography id="changes-heading" variant="h6" component="h2">
        Changes made here
      </Typography>
      <List dense aria-label="Restriction changes made from Orgdesk">
        {list.map((snapshot) => (
          <ListItem
            key={snapshot.id}
            divider
            secondaryAction={
              snapshot.undone ? (
                <Typography variant="body2" color="text.secondary">
                  Undone
                </Typography>
              ) : (
                <Button size="small" onClick={() => setUndoing(snapshot)} aria-label={`Undo the change of ${exactTime(snapshot.at)}`}>
                  Undo
                </Button>
              )
            }
            sx={{ pr: 12 }}
          >
            <ListItemText primary={snapshot.summary.join('; ')} secondary={exactTime(snapshot.at)} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={undoing !== null}
        title="Undo this change?"
        confirmLabel="Undo change"
        busy={restore.isPending}
        error={restore.error}
        onConfirm={confirm}
        onClose={() => {
          setUndoing(null);
          restore.reset();
        }}
      >
        The page’s view and edit lists go back exactly to what they were before: {undoing?.summary.join('; ')}. If someone changed them since, nothing is changed and you are told what differs.
      </ConfirmDialog>
    </Paper>
  );
}
