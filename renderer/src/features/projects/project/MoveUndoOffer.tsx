import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { relativeTime } from '../../../shared/relativeTime';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';

interface Props {
  connectionId: string;
  projectId: string;
  /** A version was moved back: the versions must be read again. */
  onMoved(): void;
}

/**
 * The newest move of a version in this project that Undo can still put back, also one made before Orgdesk
 * was last started (the change journal keeps it for 90 days), with how old it is.
 */
export function MoveUndoOffer({ connectionId, projectId, onMoved }: Props) {
  const offered = useChannelQuery('jira.versions.getOrderUndo', { connectionId, projectId }, { staleTime: 0 });
  const now = useNow(60_000);
  const notify = useNotify();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const undo = offered.data?.undo ?? null;
  const restore = useChannelMutation('jira.versions.restoreOrder', {
    onSuccess: (result) => {
      setAsking(false);
      onMoved();
      if (!undo) return;
      if (result.restored) notify.success(`“${undo.versionName}” is back ${undo.backTo}.`);
      else notify.info(`“${undo.versionName}” was moved back, but the order read back differs from before your move: someone may have moved a version at the same time.`);
    },
  });
  if (undo === null || undo.undoId === dismissed) return null;

  return (
    <>
      <Alert
        severity="info"
        sx={{ mb: 1.5 }}
        action={
          <Button color="inherit" onClick={() => setAsking(true)}>
            Undo
          </Button>
        }
        onClose={() => setDismissed(undo.undoId)}
      >
        {`Your move of “${undo.versionName}”, ${relativeTime(undo.at, now)}, can still be undone: it goes back ${undo.backTo}.`}
      </Alert>
      <ConfirmDialog
        open={asking}
        title={`Move “${undo.versionName}” back?`}
        confirmLabel="Undo the move"
        busy={restore.isPending}
        error={restore.error}
        onConfirm={() => restore.mutate({ connectionId, undoId: undo.undoId })}
        onClose={() => {
          setAsking(false);
          restore.reset();
        }}
      >
        {`“${undo.versionName}” goes back ${undo.backTo}, where it stood before your move. If the order of the versions changed since, nothing moves and you are told how.`}
      </ConfirmDialog>
    </>
  );
}
