import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/channels/jira';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';

/** Jira's own merge, offered only with the warning that it moves fix versions alone. */
export function PlainMergeDialog({ connectionId, version, others, onDone, onClose }: { connectionId: string; version: JiraVersionView; others: readonly JiraVersionView[]; onDone(): void; onClose(): void }) {
  const [into, setInto] = useState(others[0]?.id ?? '');
  const warning = useChannelQuery('jira.versions.checkMerge', { connectionId, versionId: version.id, intoVersionId: into }, { enabled: into !== '', staleTime: 0 });
  const merge = useChannelMutation('jira.versions.merge', { onSuccess: onDone });
  return (
    <ConfirmDialog
      open
      title={`Merge “${version.name}” (fix versions only)`}
      confirmLabel="Merge anyway"
      destructive
      busy={merge.isPending || warning.isFetching}
      error={merge.error ?? warning.error}
      onConfirm={() => merge.mutate({ connectionId, versionId: version.id, intoVersionId: into })}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField select label="Merge into" value={into} onChange={(event) => setInto(event.target.value)}>
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {other.name}
            </MenuItem>
          ))}
        </TextField>
        {warning.data && (
          <Alert severity={warning.data.warning ? 'warning' : 'info'}>
            {warning.data.warning ?? `${warning.data.moves} fix-version issues move; no other field names “${version.name}”.`}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
