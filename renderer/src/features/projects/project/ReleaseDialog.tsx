import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { VersionPicker } from './VersionPicker';

/** Releases a version, first saying how many of its issues are unresolved and offering to move them. */
export function ReleaseDialog({ connectionId, version, onDone, onClose }: { connectionId: string; version: JiraVersionView; onDone(): void; onClose(): void }) {
  const check = useChannelQuery('jira.versions.checkRelease', { connectionId, versionId: version.id }, { staleTime: 0 });
  const [move, setMove] = useState(false);
  const [target, setTarget] = useState('');
  const release = useChannelMutation('jira.versions.update', { onSuccess: onDone });
  const unresolved = check.data?.unresolved ?? 0;
  return (
    <ConfirmDialog
      open
      title={`Release “${version.name}”?`}
      confirmLabel="Release"
      busy={release.isPending || check.isLoading}
      error={release.error}
      onConfirm={() => {
        if (move && target === '') return;
        release.mutate({ connectionId, versionId: version.id, changes: { released: true, ...(move ? { moveUnfixedIssuesTo: target } : {}) } });
      }}
      onClose={onClose}
    >
      <LoadErrorAlert error={check.error} what="The unresolved issues could not be counted." onRetry={() => void check.refetch()} />
      {check.data && (
        <Stack spacing={1.5}>
          <Typography>
            {unresolved === 0
              ? `All ${check.data.issues} issues fixed in this version are resolved.`
              : `${unresolved} of the ${check.data.issues} issues fixed in this version are not resolved yet.`}
          </Typography>
          {unresolved > 0 && (
            <RadioGroup value={move ? 'move' : 'keep'} onChange={(event) => setMove(event.target.value === 'move')} aria-label="The unresolved issues">
              <FormControlLabel value="keep" control={<Radio />} label="Leave them in this version" />
              <FormControlLabel value="move" control={<Radio />} label="Move them to another unreleased version" disabled={check.data.moveTargets.length === 0} />
            </RadioGroup>
          )}
          {move && (
            <VersionPicker
              label="Move them to"
              options={check.data.moveTargets.map((candidate) => ({ id: candidate.id, label: candidate.name }))}
              value={target === '' ? null : target}
              onChange={setTarget}
              error={target === ''}
              helperText={target === '' ? 'Choose a version.' : ' '}
            />
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
