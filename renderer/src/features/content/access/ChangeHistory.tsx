import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { AccessSnapshot } from '../../../../../app/contract/confluence/access.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { GuardedButton } from '../../../shared/GuardedButton';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { PAGE_WORDS } from '../../../shared/bulk/bulkWords';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { exactTime, relativeTime } from '../../../shared/relativeTime';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';
import { TreeRollbackDialog } from './TreeRollbackDialog';

/** A tree change or its rollback, followed on the page while it runs and with its results after. */
export interface FollowedJob {
  jobId: string;
  kind: 'change' | 'rollback';
}

const FOLLOWED_WORDS = {
  change: { title: 'Changing the restrictions of the pages below', stopNote: 'Pages already changed stay changed; “Roll back” puts them back.' },
  rollback: { title: 'Rolling back the tree change', stopNote: 'Pages already put back stay put back.' },
} as const;

/** How old the change is, and when exactly: a change from before a restart may be days old. */
function when(snapshot: AccessSnapshot, now: Date): string {
  const at = `${relativeTime(snapshot.at, now)} · ${exactTime(snapshot.at)}`;
  return snapshot.kind === 'tree' ? `${at} · this page and the pages below it, ${plural(snapshot.pages, 'page')}` : at;
}

/**
 * The restriction changes made to this page from Orgdesk, newest first: a change to this page alone with
 * Undo, and a change to this page and every page below it with its rollback (a job), until undone.
 */
interface Props {
  connectionId: string;
  pageId: string;
  followed: FollowedJob | null;
  onFollow(job: FollowedJob): void;
  /** The page's lists may have changed: read them again. */
  onChanged(): void;
  /** A change whose Undo was asked for elsewhere (the notice after applying): its confirmation opens here. */
  undoAsked: string | null;
  onUndoAsked(): void;
}

export function ChangeHistory({ connectionId, pageId, followed, onFollow, onChanged, undoAsked, onUndoAsked }: Props) {
  const snapshots = useChannelQuery('confluence.access.listSnapshots', { connectionId, pageId });
  const [undoing, setUndoing] = useState<AccessSnapshot | null>(null);
  const restore = useChannelMutation('confluence.access.restore');
  const followedState = useJobState(followed?.jobId ?? null);
  const followedDone = followedState.state !== undefined && isFinished(followedState.state);
  const notify = useNotify();
  const now = useNow(60_000);
  const list = snapshots.data?.snapshots ?? [];

  // A job the admin just started is where their attention goes (the button that started it is gone or disabled).
  const followedPanel = useRef<HTMLDivElement>(null);
  const followedId = followed?.jobId;
  useEffect(() => {
    if (followedId !== undefined) followedPanel.current?.focus();
  }, [followedId]);

  // Undo asked for from the notice: the same confirmation as here, once the change is in the list.
  const asked = undoAsked === null ? undefined : list.find((snapshot) => snapshot.id === undoAsked);
  useEffect(() => {
    if (asked === undefined) return;
    setUndoing(asked);
    onUndoAsked();
  }, [asked, onUndoAsked]);

  // Once a tree change or its rollback ends, the lists changed and the rollback is (or no longer is) offered.
  useEffect(() => {
    if (followedDone) onChanged();
  }, [followedDone, onChanged]);

  if (snapshots.isError) return <LoadErrorAlert error={snapshots.error} what="The changes made here could not be listed, so Undo is not offered." onRetry={() => void snapshots.refetch()} />;
  if (list.length === 0 && followed === null) return null;

  // A tree change is rolled back after its own preview of every page; a change to this page alone after a question.
  const rollingBack = undoing?.kind === 'tree' && undoing.runId !== null ? { ...undoing, runId: undoing.runId } : null;
  const undoingPage = undoing?.kind === 'page' ? undoing : null;
  const confirm = () => {
    if (undoingPage === null) return;
    restore.mutate(
      { connectionId, snapshotId: undoingPage.id },
      {
        onSuccess: (result) => {
          setUndoing(null);
          if (result.status === 'restored') notify.success('The restrictions are back as they were before that change.');
          else notify.error(`Nothing was undone: the restrictions were changed again since. ${result.differences.join(' ')}`);
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
        {list.map((snapshot) => {
          const verb = snapshot.kind === 'tree' ? 'Roll back' : 'Undo';
          return (
            <ListItem key={snapshot.id} divider sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <ListItemText primary={snapshot.summary.join('; ')} secondary={when(snapshot, now)} />
              <Box sx={{ flexShrink: 0 }}>
                {snapshot.undone ? (
                  <Typography variant="body2" color="text.secondary">
                    {snapshot.kind === 'tree' ? 'Rolled back' : 'Undone'}
                  </Typography>
                ) : (
                  <GuardedButton
                    size="small"
                    availability={snapshot.undoUnavailable === null ? allowed : refused(snapshot.undoUnavailable)}
                    onClick={() => setUndoing(snapshot)}
                    aria-label={`${verb} the change of ${exactTime(snapshot.at)}`}
                  >
                    {verb}
                  </GuardedButton>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
      {followed !== null && (
        <Stack ref={followedPanel} tabIndex={-1} spacing={2} sx={{ mt: 2, outline: 'none' }}>
          <BulkRun
            jobId={followed.jobId}
            finished={followedDone}
            title={FOLLOWED_WORDS[followed.kind].title}
            unit={PAGE_WORDS}
            stopNote={FOLLOWED_WORDS[followed.kind].stopNote}
            onRetry={(jobId) => onFollow({ jobId, kind: followed.kind })}
          />
        </Stack>
      )}
      {rollingBack !== null && (
        <TreeRollbackDialog
          connectionId={connectionId}
          change={rollingBack}
          onClose={() => setUndoing(null)}
          onStarted={(jobId) => {
            setUndoing(null);
            onFollow({ jobId, kind: 'rollback' });
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={undoingPage !== null}
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
        {`The page’s view and edit lists go back exactly to what they were before: ${undoingPage?.summary.join('; ') ?? ''}. If someone changed them since, nothing is changed and you are told what differs.`}
      </ConfirmDialog>
    </Paper>
  );
}
