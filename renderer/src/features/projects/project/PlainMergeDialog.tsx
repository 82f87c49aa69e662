import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { mergeTargetFor, versionChoiceLabel } from './mergeTarget';
import { VersionPicker } from './VersionPicker';

interface Props {
  connectionId: string;
  version: JiraVersionView;
  /** Every version of the project, in its order (the one merged among them). */
  versions: readonly JiraVersionView[];
  onDone(into: JiraVersionView): void;
  onClose(): void;
}

/**
 * Jira's own merge, offered only with the warning that it moves fix versions alone. It starts on the
 * nearest version still being worked on, never an archived one while another is left.
 */
export function PlainMergeDialog({ connectionId, version, versions, onDone, onClose }: Props) {
  const others = useMemo(() => versions.filter((candidate) => candidate.id !== version.id), [versions, version.id]);
  const [into, setInto] = useState(() => mergeTargetFor(versions, version.id) ?? '');
  const options = useMemo(() => others.map((other) => ({ id: other.id, label: versionChoiceLabel(other) })), [others]);
  const warning = useChannelQuery('jira.versions.checkMerge', { connectionId, versionId: version.id, intoVersionId: into }, { enabled: into !== '', staleTime: 0 });
  const merge = useChannelMutation('jira.versions.merge', {
    onSuccess: () => {
      const target = others.find((candidate) => candidate.id === into);
      if (target) onDone(target);
    },
  });
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
        <VersionPicker label="Merge into" options={options} value={into === '' ? null : into} onChange={setInto} />
        {warning.data && (
          <Alert severity={warning.data.warning ? 'warning' : 'info'}>
            {warning.data.warning ?? `The fix version moves on ${plural(warning.data.moves, 'issue')}; no other field names “${version.name}”.`}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
