import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { agreeing, plural } from '../../../../../app/contract/words';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { exactTime } from '../../../shared/relativeTime';
import { useNotify } from '../../../shell/NotifyProvider';
import { pageAccessPath } from '../shared/contentRoutes';
import { stageEdit } from './accessWords';
import { ChangeEditor } from './ChangeEditor';
import { ChangeHistory, type FollowedJob } from './ChangeHistory';
import { ReviewChangeDialog } from './ReviewChangeDialog';
import { TreeChangeDialog } from './TreeChangeDialog';
import type { StagedEdit } from './stagedEdits';
import { WhoCanSection } from './WhoCanSection';
import { WhyPanel } from './WhyPanel';

/**
 * Who can view and edit one page, and why: its own lists, the ancestors' view lists it inherits and the
 * space behind them; a check for one person or group; and staged changes, reviewed before they are written.
 */
export function AccessTab({ connectionId, pageId }: { connectionId: string; pageId: string }) {
  const access = useChannelQuery('confluence.access.get', { connectionId, pageId });
  const [staged, setStaged] = useState<StagedEdit[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [treeReview, setTreeReview] = useState(false);
  const [followed, setFollowed] = useState<FollowedJob | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remember = useChannelMutation('confluence.recentPages.add');
  const { mutate: rememberPage } = remember;
  // Undo from the notice asks first, in the same dialog as Undo in the list of changes.
  const [undoAsked, setUndoAsked] = useState<string | null>(null);

  useEffect(() => {
    rememberPage({ connectionId, pageId }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: channelKey('confluence.recentPages.list') }) });
  }, [connectionId, pageId, rememberPage, queryClient]);

  const reread = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: channelKey('confluence.access.get') });
    void queryClient.invalidateQueries({ queryKey: channelKey('confluence.access.check') });
    void queryClient.invalidateQueries({ queryKey: channelKey('confluence.access.listSnapshots') });
  }, [queryClient]);

  if (access.isPending) return <LoadingBar active label="Reading who can view and edit this page" />;
  if (access.isError) return <LoadErrorAlert error={access.error} what="Who can view and edit this page could not be read." onRetry={() => void access.refetch()} />;
  const data = access.data;
  const page = data.page;

  return (
    <Stack spacing={2}>
      <LeaveGuard unsaved={staged.length === 0 ? null : `${plural(staged.length, 'staged change')} to who can view or edit “${page.title}” ${agreeing(staged.length, 'is', 'are')} not applied yet. Leaving discards ${agreeing(staged.length, 'it', 'them')}.`} />
      <Stack spacing={0.5}>
        <Breadcrumbs aria-label="Where this page is">
          <Typography color="text.secondary">{page.spaceName ?? 'Space'}</Typography>
          {data.ancestors.map((ancestor) => (
            <Link key={ancestor.id} component={RouterLink} to={pageAccessPath(ancestor.id)} underline="hover">
              {ancestor.title}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page">
            {page.title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="body2" color="text.secondary">
          {[page.authorName === null ? null : `Created by ${page.authorName}`, page.lastChangedAt === null ? null : `last changed ${exactTime(page.lastChangedAt)}${page.lastChangedBy === null ? '' : ` by ${page.lastChangedBy}`}`]
            .filter(Boolean)
            .join(', ')}
          {page.isSpaceHome ? '. This is the space’s home page: restricting it hides the whole space from those left out.' : ''}
        </Typography>
      </Stack>
      {access.isFetching && <LoadingBar active label="Reading again" />}
      <WhoCanSection access={data} />
      <WhyPanel connectionId={connectionId} access={data} onStage={(item) => setStaged((current) => stageEdit(current, item))} />
      <ChangeEditor connectionId={connectionId} access={data} staged={staged} onStaged={setStaged} onReview={() => setReviewing(true)} onReviewTree={() => setTreeReview(true)} />
      <ChangeHistory
        connectionId={connectionId}
        pageId={pageId}
        followed={followed}
        onFollow={setFollowed}
        onChanged={reread}
        undoAsked={undoAsked}
        onUndoAsked={() => setUndoAsked(null)}
      />
      {treeReview && (
        <TreeChangeDialog
          connectionId={connectionId}
          pageId={pageId}
          pageTitle={page.title}
          staged={staged}
          onClose={() => setTreeReview(false)}
          onStarted={(jobId) => {
            // The change is under way: it is no longer staged, and the page follows it among its changes.
            setTreeReview(false);
            setStaged([]);
            setFollowed({ jobId, kind: 'change' });
            reread();
          }}
        />
      )}
      {reviewing && (
        <ReviewChangeDialog
          connectionId={connectionId}
          pageId={pageId}
          pageTitle={page.title}
          staged={staged}
          onClose={() => setReviewing(false)}
          onApplied={(snapshotId) => {
            setReviewing(false);
            setStaged([]);
            notify.success('The restrictions are changed.', { label: 'Undo', onClick: () => setUndoAsked(snapshotId) });
            reread();
          }}
        />
      )}
    </Stack>
  );
}
