import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../../api/ContractError';
import { channelKey, useChannelMutation } from '../../../api/hooks';
import { downloadTextFile } from '../../../shared/downloadFile';
import { useNotify } from '../../../shell/NotifyProvider';
import { comparisonPath } from './snapshotRoutes';

/** Reads the list (and the chart of changes) again after a snapshot was taken, imported, deleted or applied. */
export function useRefreshSnapshots() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: channelKey('snapshots.snapshots.list') });
    void queryClient.invalidateQueries({ queryKey: channelKey('snapshots.history.get') });
  }, [queryClient]);
}

/**
 * Starts a comparison (a job that reads the site when the other side is the site now) and opens its screen,
 * which follows the job. A refusal goes to the snackbar: the buttons that start it are on the list.
 */
export function useStartComparison(connectionId: string) {
  const navigate = useNavigate();
  const notify = useNotify();
  // The run being undone, when the comparison is the first step of an undo.
  const undoing = useRef<string | null>(null);
  const mutation = useChannelMutation('snapshots.comparison.start', {
    onSuccess: (answer) => void navigate(comparisonPath(answer.jobId, undoing.current)),
    onError: (error) => notify.error(`The comparison could not start. ${describeError(error)}`),
  });
  const { mutate } = mutation;
  /** The other side: a snapshot, or null for the site as it is now; `undoOf`, the run an undo is for. */
  const compare = useCallback(
    (baseId: string, otherId: string | null, undoOf: string | null = null) => {
      undoing.current = undoOf;
      mutate({ connectionId, baseId, otherId });
    },
    [mutate, connectionId],
  );
  return { compare, isPending: mutation.isPending };
}

/** Saves a snapshot's file where the browser saves downloads, as offboarding's CSV export does. */
export function useExportSnapshot(connectionId: string) {
  const notify = useNotify();
  const mutation = useChannelMutation('snapshots.snapshot.export', {
    onSuccess: ({ fileName, text }) => {
      downloadTextFile(fileName, text, 'application/json;charset=utf-8');
      notify.success(`Saved the snapshot to ${fileName}.`);
    },
    onError: (error) => notify.error(`The snapshot could not be exported. ${describeError(error)}`),
  });
  const { mutate } = mutation;
  const run = useCallback((snapshotId: string) => mutate({ connectionId, snapshotId }), [mutate, connectionId]);
  return { run, isPending: mutation.isPending };
}
