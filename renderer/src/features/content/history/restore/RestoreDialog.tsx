import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { HistoryVersion } from '../../../../../../app/contract/confluence/history.channels';
import { describeError, isContractError } from '../../../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../../../api/hooks';
import { FormDialog } from '../../../../shared/FormDialog';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { useNotify } from '../../../../shell/NotifyProvider';
import { CompareRowView, type ChangeLabels } from '../compare/CompareRowView';
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

/** The preview compares the current version with the one restored: what it adds comes back, what it drops goes. */
const restoreLabels: ChangeLabels = { added: 'Comes back', removed: 'Goes', changed: 'Changes' };

/** Why a restore was refused because the history moved on, and what the admin can do about it. */
function staleReason(error: unknown): 'pageChanged' | 'versionMoved' | null {
  if (!isContractError(error)) return null;
  if (error.reason === 'versionGone' || error.reason === 'renumbered') return 'versionMoved';
  return error.code === 'CONFLICT' ? 'pageChanged' : null;
}

/**
 * Restore in one look: what the page would become (compared with the current version, each block marked
 * as coming back, going or changing), whether the title comes back too (off, as in Confluence), the
 * message. Restoring adds a new version; a page edited since the dialog opened is refused and the admin
 * looks again, and a version deleted or renumbered meanwhile is said to be so.
 */
export function RestoreDialog({ connectionId, pageId, version, onRestored, onClose }: Props) {
  const notify = useNotify();
  const plan = useChannelQuery('confluence.versions.planRestore', { connectionId, pageId, versionNumber: version.number }, { staleTime: 0, gcTime: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [restoreTitle, setRestoreTitle] = useState(false);
  const refusal = useRef<HTMLDivElement>(null);
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
  const stale = staleReason(restore.error);
  // The reason sits at the top, where the eye is, not below the fold under the preview.
  useEffect(() => {
    if (stale) refusal.current?.focus();
  }, [stale]);
  const changedRows = preview?.comparison.rows.filter((row) => row.change !== 'same').slice(0, PREVIEW_ROWS) ?? [];
  const dirty = restoreTitle || (preview !== undefined && message !== null && message !== preview.defaultMessage);

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

  const action =
    stale === 'pageChanged' ? (
      <Button variant="contained" onClick={lookAgain}>
        Look again
      </Button>
    ) : stale === 'versionMoved' ? (
      <Button
        variant="contained"
        onClick={() => {
          onRestored();
          onClose();
        }}
      >
        Back to the history
      </Button>
    ) : (
      <Button variant="contained" onClick={confirm} disabled={!preview || restore.isPending || version.createdAt === null}>
        Restore version {version.number}
      </Button>
    );

  return (
    <FormDialog
      title={`Restore version ${version.number}?`}
      dirty={dirty}
      busy={plan.isFetching || restore.isPending}
      busyLabel="Working"
      error={stale ? null : restore.error}
      discardNote="Nothing has been restored."
      maxWidth="md"
      onClose={onClose}
      actions={action}
    >
      <Stack spacing={2}>
        {stale && (
          <Alert severity="warning" ref={refusal} tabIndex={-1}>
            {describeError(restore.error)}
          </Alert>
        )}
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
              <Box sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }} role="region" aria-label="The differences from the current version" tabIndex={0}>
                {changedRows.map((row, index) => (
                  <CompareRowView key={index} row={row} mode="inline" active={false} labels={restoreLabels} />
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
      </Stack>
    </FormDialog>
  );
}
