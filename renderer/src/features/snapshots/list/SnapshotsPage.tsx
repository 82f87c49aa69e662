import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';
import { useExportSnapshot, useRefreshSnapshots, useStartComparison } from '../shared/useSnapshotActions';
import { AutoSnapshotPanel } from './AutoSnapshotPanel';
import { CopySpaceTemplatesDialog } from './CopySpaceTemplatesDialog';
import { HistoryChart } from './HistoryChart';
import { ImportSnapshotDialog } from './ImportSnapshotDialog';
import { awaitedIn, comparedPair, comparePairAvailability, splitBySite, type AwaitedSnapshot } from './listModel';
import { SnapshotGrid, type SnapshotActions } from './SnapshotGrid';
import { TakeSnapshotDialog, type TakeOutcome } from './TakeSnapshotDialog';

const noneTicked: GridRowSelectionModel = { type: 'include', ids: new Set() };
const AWAIT_POLL_MS = 1_000;
/** How long a snapshot read in full may take to be saved before the admin is told it did not show. */
const AWAIT_MAX_MS = 60_000;

/**
 * This site's snapshots, newest first, with what each holds and what it could not read; those of another
 * site apart, to be copied here; files that cannot be read, each with why. Take, import, export, delete,
 * compare with the site now or with each other, and the automatic snapshots' settings.
 */
export function SnapshotsPage({ connectionId }: { connectionId: string }) {
  const notify = useNotify();
  const now = useNow(60_000);
  // A snapshot whose site was read is saved just after its job ends: the list is read again until it shows.
  const [awaited, setAwaited] = useState<AwaitedSnapshot | null>(null);
  const list = useChannelQuery('snapshots.snapshots.list', { connectionId }, { staleTime: 0, refetchInterval: awaited ? AWAIT_POLL_MS : false });
  const refresh = useRefreshSnapshots();
  const comparison = useStartComparison(connectionId);
  const exporting = useExportSnapshot(connectionId);
  const [dialog, setDialog] = useState<'take' | 'import' | 'spaceTemplates' | null>(null);
  const [deleting, setDeleting] = useState<SnapshotSummary | null>(null);
  const [ticked, setTicked] = useState<GridRowSelectionModel>(noneTicked);
  const remove = useChannelMutation('snapshots.snapshot.delete', {
    onSuccess: () => {
      notify.success(`Deleted the snapshot “${deleting?.label ?? ''}”.`);
      setDeleting(null);
      refresh();
    },
  });

  const split = useMemo(() => splitBySite(list.data?.snapshots ?? []), [list.data]);
  const withSpaces = split.here.filter((snapshot) => snapshot.spaces.length > 0);
  const tickedSnapshots = split.here.filter((snapshot) => ticked.ids.has(snapshot.id));
  const pair = comparedPair(tickedSnapshots);
  const { compare } = comparison;
  const exportSnapshot = exporting.run;
  const actions: SnapshotActions = useMemo(
    () => ({ onCompare: (snapshot) => compare(snapshot.id, null), onExport: (snapshot) => exportSnapshot(snapshot.id), onDelete: setDeleting, comparing: comparison.isPending }),
    [compare, exportSnapshot, comparison.isPending],
  );
  const taken = useCallback(
    (outcome: TakeOutcome) => {
      setDialog(null);
      if (outcome.ended === 'stopped') notify.error('The snapshot was stopped before the end, so it was not kept.');
      else if (outcome.ended === 'failed') notify.error(`${plural(outcome.failed, 'part')} of the site could not be read, so the snapshot was not kept. Activity lists why; try again.`);
      else setAwaited({ label: outcome.label, sinceMs: outcome.sinceMs });
    },
    [notify],
  );
  const arrived = awaited && list.data ? awaitedIn(list.data.snapshots, awaited) : null;
  useEffect(() => {
    if (!arrived) return;
    setAwaited(null);
    refresh();
    notify.success(`The snapshot “${arrived.label}” was taken. It is at the top of the list.`);
  }, [arrived, notify, refresh]);
  useEffect(() => {
    if (!awaited) return;
    const timer = setTimeout(() => {
      setAwaited(null);
      notify.error('The site was read, but the snapshot has not appeared in the list. Activity may say why; take it again if it does not show.');
    }, AWAIT_MAX_MS);
    return () => clearTimeout(timer);
  }, [awaited, notify]);

  return (
    <>
      <PageHeader
        title="Snapshots"
        icon={<SettingsBackupRestoreOutlined />}
        description="Snapshots of this site’s notification schemes, page restrictions, templates, webhooks and project versions: see what changed since, put it back, or copy it from another site."
        actions={
          <>
            <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setDialog('import')} sx={{ whiteSpace: 'nowrap' }}>
              Import…
            </Button>
            <Button variant="contained" startIcon={<AddAPhotoOutlined />} onClick={() => setDialog('take')} sx={{ whiteSpace: 'nowrap' }}>
              Take a snapshot
            </Button>
          </>
        }
      />
      <LoadingBar
        active={list.isFetching || comparison.isPending || awaited !== null}
        label={comparison.isPending ? 'Starting the comparison' : awaited ? 'Saving the snapshot' : 'Loading the snapshots'}
      />
      <LoadErrorAlert error={list.error} what="The snapshots could not be listed." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      {list.data && (
        <Stack spacing={3}>
          {list.data.unreadable.length > 0 && (
            <Alert severity="warning" aria-label="Snapshot files that cannot be read">
              <AlertTitle>These snapshot files in the data folder cannot be read</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {list.data.unreadable.map((file) => (
                  <li key={file.fileName}>
                    <strong>{file.fileName}</strong>: {file.problem}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <AutoSnapshotPanel
            connectionId={connectionId}
            auto={list.data.auto}
            onSaved={() => {
              notify.success('Automatic snapshots are saved.');
              refresh();
            }}
          />
          {split.here.length >= 2 && <HistoryChart connectionId={connectionId} />}
          <Box component="section" aria-labelledby="snapshots-here">
            <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h2" id="snapshots-here" sx={{ flexGrow: 1 }}>
                This site
              </Typography>
              {withSpaces.length > 0 && (
                <Button startIcon={<ContentCopyOutlined />} onClick={() => setDialog('spaceTemplates')} sx={{ whiteSpace: 'nowrap' }}>
                  Copy a space’s templates…
                </Button>
              )}
              <GuardedButton
                startIcon={<CompareArrowsOutlined />}
                availability={comparePairAvailability(tickedSnapshots.length, comparison.isPending)}
                onClick={() => pair && compare(pair.baseId, pair.otherId)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Compare the two
              </GuardedButton>
            </Stack>
            <SnapshotGrid snapshots={split.here} now={now} actions={actions} selection={ticked} onSelectionChange={setTicked} label="Snapshots of this site" />
          </Box>
          {split.elsewhere.length > 0 && (
            <Box component="section" aria-labelledby="snapshots-elsewhere">
              <Typography variant="h2" id="snapshots-elsewhere">
                Taken on another site
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                Imported, or taken through another connection. Copying one compares it with this site first; you choose what to copy and see a dry run before anything changes.
              </Typography>
              <SnapshotGrid snapshots={split.elsewhere} now={now} elsewhere actions={actions} label="Snapshots taken on another site" />
            </Box>
          )}
        </Stack>
      )}
      {dialog === 'take' && <TakeSnapshotDialog connectionId={connectionId} onTaken={taken} onClose={() => setDialog(null)} />}
      {dialog === 'spaceTemplates' && <CopySpaceTemplatesDialog connectionId={connectionId} snapshots={withSpaces} onClose={() => setDialog(null)} />}
      {dialog === 'import' && (
        <ImportSnapshotDialog
          connectionId={connectionId}
          onImported={(snapshot) => {
            setDialog(null);
            refresh();
            notify.success(snapshot.sameSite ? `Imported “${snapshot.label}”.` : `Imported “${snapshot.label}”. It was taken on another site, so it is listed under “Taken on another site”.`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the snapshot “${deleting?.label ?? ''}”?`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate({ connectionId, snapshotId: deleting.id })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        Its file is removed from the data folder. Nothing on the site changes. Export it first if you may need it again.
      </ConfirmDialog>
    </>
  );
}
