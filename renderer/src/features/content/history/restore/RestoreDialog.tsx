import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { HistoryVersion } from '../../../../../../app/contract/channels/confluence-history';
import { isContractError } from '../../../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../../../api/hooks';
import { DialogError } from '../../../../shared/DialogError';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { useNotify } from '../../../../shell/NotifyProvider';
import { RenderedHtml } from '../../shared/RenderedHtml';
import { savedAt } from '../versionWords';

interface Props {
  connectionId: string;
  pageId: string;
  version: HistoryVersion;
  onRestored(): void;
  onClose(): void;
}

/** Changed blocks shown in the dialog before the full comparison is needed. */
const PREVIEW_ROWS = 30;

/**
 * Restore in one look: what the page would become (compared with the current version), whether the
 * title comes back too (off, as in Confluence), the message. Restoring adds a new version; a page edited
 * or a history renumbered since the dialog opened is refused, and the admin looks again.
 */
export function RestoreDialog({ connectionId, pageId, version, onRestored, onClose }: Props) {
  const titleId = useId();
  const notify = useNotify();
  const plan = useChannelQuery('confluence.versions.planRestore', { connectionId, pageId, versionNumber: version.number }, { staleTime: 0, gcTime: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [restoreTitle, setRestoreTitle] = useState(false);
  const restore = useChannelMutation('confluence.versions.restore', {
    onSuccess: (restored) => {
      notify.success(`Version ${version.number} is back, as the new version ${restored.number}.`);
      onRestored();
      onClose();
    },
  });
  const preview = plan.data;
  useEffect(() => {
    if (preview && message === null) setMessage(preview.defaultMessage);
  }, [preview, message]);
  const stale = isContractError(restore.error) && (restore.error.code === 'CONFLICT' || restore.error.reason === 'versionGone');
  const changedRows = preview?.comparison.rows.filter((row) => row.change !== 'same').slice(0, PREVIEW_ROWS) ?? [];

  const lookAgain = () => {
    restore.reset();
    void plan.refetch();
    onRestored();
  };

  const confirm = () => {
    if (!preview || version.createdAt === null || preview.current.version.createdAt === null) return;
    restore.mutate({
      connectionId,
      contentId: pageId,
      versionNumber: version.number,
      savedAt: version.createdAt,
      basedOn: { number: preview.current.version.number, createdAt: preview.current.version.createdAt },
      message: message ?? preview.defaultMessage,
      restoreTitle,
    });
  };

  return (
    <Dialog open onClose={restore.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {(plan.isFetching || restore.isPending) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>Restore version {version.number}?</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            Version {version.number} was saved {savedAt(version.createdAt)}. Restoring it makes a new version with its content, on top of the
            current one{preview ? ` (version ${preview.current.version.number})` : ''}. Nothing in the history is lost.
          </Typography>
          <LoadErrorAlert error={plan.error} what="Orgdesk could not prepare the restore." onRetry={() => void plan.refetch()} />
          {preview && (
            <>
              <Alert severity="info" icon={false}>
                <Typography sx={{ fontWeight: 600 }}>What restoring changes: {preview.comparison.summary.text}</Typography>
              </Alert>
              {changedRows.length > 0 && (
                <Box sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, px: 2 }} role="region" aria-label="The differences from the current version" tabIndex={0}>
                  {changedRows.map((row, index) => (
                    <Box key={index} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                      <RenderedHtml html={(row.change === 'changed' ? row.inline : row.change === 'added' ? row.right : row.left) ?? ''} />
                    </Box>
                  ))}
                </Box>
              )}
              {preview.comparison.titleChange ? (
                <FormControlLabel
                  control={<Checkbox checked={restoreTitle} onChange={(event) => setRestoreTitle(event.target.checked)} />}
                  label={`Also bring back its title “${preview.comparison.titleChange.after}” (now “${preview.comparison.titleChange.before}”)`}
                />
              ) : (
                <Typography color="text.secondary">The title is the same in both versions.</Typography>
              )}
              <TextField
                label="Message for the new version"
                value={message ?? ''}
                onChange={(event) => setMessage(event.target.value)}
                helperText="Shown in the page history next to the new version."
                slotProps={{ htmlInput: { maxLength: 1000 } }}
                fullWidth
              />
            </>
          )}
          <DialogError error={restore.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={restore.isPending}>
          Cancel
        </Button>
        {stale ? (
          <Button variant="contained" onClick={lookAgain}>
            Look again
          </Button>
        ) : (
          <Button variant="contained" onClick={confirm} disabled={!preview || restore.isPending || version.createdAt === null}>
            Restore version {version.number}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
