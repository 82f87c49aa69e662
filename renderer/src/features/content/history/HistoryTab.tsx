import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';
import { channelKey } from '../../../api/hooks';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { allowed, refused } from '../../../shared/availability';
import { CleanupDialog } from './cleanup/CleanupDialog';
import { CompareDialog } from './compare/CompareDialog';
import { DeleteVersionDialog } from './DeleteVersionDialog';
import { RestoreDialog } from './restore/RestoreDialog';
import { useVersionHistory } from './useVersionHistory';
import { VersionGrid } from './VersionGrid';
import { comparePair, currentNumber } from './versionRows';
import { VersionViewDialog } from './view/VersionViewDialog';
import { plural } from '../../../../../app/contract/words';

type Open =
  | { kind: 'view'; version: HistoryVersion }
  | { kind: 'compare'; left: number; right: number }
  | { kind: 'restore'; version: HistoryVersion }
  | { kind: 'delete'; version: HistoryVersion }
  | { kind: 'cleanup' }
  | null;

interface Props {
  connectionId: string;
  pageId: string;
  pageTitle: string;
}

/** A page's versions, to the end however long, and what can be done with them. */
export function HistoryTab({ connectionId, pageId, pageTitle }: Props) {
  const { query, versions, people, complete } = useVersionHistory(connectionId, pageId);
  const [picked, setPicked] = useState<number[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const queryClient = useQueryClient();
  const current = currentNumber(versions);
  const pair = comparePair(picked);
  const close = () => setOpen(null);
  /** After a restore or deletion the history and the page are read again: numbers, title and current version moved. */
  const changed = () => {
    setPicked([]);
    void queryClient.invalidateQueries({ queryKey: channelKey('confluence.versions.list', { connectionId, contentId: pageId }) });
    void queryClient.invalidateQueries({ queryKey: channelKey('confluence.pages.get', { connectionId, pageId }) });
  };

  if (query.isError && versions.length === 0) return <LoadErrorAlert error={query.error} what="The history of this page could not be read." onRetry={() => void query.refetch()} />;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {query.isPending
            ? 'Reading the history…'
            : complete
              ? `${plural(versions.length, 'version')}. Tick two to compare them.`
              : `${plural(versions.length, 'version')} so far, reading the rest…`}
        </Typography>
        <GuardedButton
          variant="outlined"
          startIcon={<CompareArrowsOutlined />}
          availability={pair ? allowed : refused('Tick exactly two versions to compare them.')}
          onClick={() => pair && setOpen({ kind: 'compare', left: pair[0], right: pair[1] })}
        >
          Compare selected
        </GuardedButton>
        <Button variant="outlined" startIcon={<CleaningServicesOutlined />} onClick={() => setOpen({ kind: 'cleanup' })}>
          Clean up history…
        </Button>
      </Stack>
      {query.isError && <LoadErrorAlert error={query.error} what="Part of the history could not be read." onRetry={() => void query.fetchNextPage()} />}
      {versions.length === 1 && <Alert severity="info">This page has only its current version.</Alert>}
      <VersionGrid
        versions={versions}
        people={people}
        current={current}
        loading={query.isPending}
        picked={picked}
        onPicked={setPicked}
        onView={(version) => setOpen({ kind: 'view', version })}
        onCompareWithCurrent={(version) => current !== null && setOpen({ kind: 'compare', left: version.number, right: current })}
        onRestore={(version) => setOpen({ kind: 'restore', version })}
        onDelete={(version) => setOpen({ kind: 'delete', version })}
      />
      {open?.kind === 'view' && (
        <VersionViewDialog
          connectionId={connectionId}
          pageId={pageId}
          version={open.version}
          author={open.version.authorId === null ? undefined : people.get(open.version.authorId)}
          isCurrent={open.version.number === current}
          onCompare={() => current !== null && setOpen({ kind: 'compare', left: open.version.number, right: current })}
          onRestore={() => setOpen({ kind: 'restore', version: open.version })}
          onClose={close}
        />
      )}
      {open?.kind === 'compare' && (
        <CompareDialog connectionId={connectionId} pageId={pageId} versions={versions} people={people} left={open.left} right={open.right} onClose={close} />
      )}
      {open?.kind === 'restore' && (
        <RestoreDialog
          connectionId={connectionId}
          pageId={pageId}
          version={open.version}
          onRestored={changed}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && <DeleteVersionDialog connectionId={connectionId} pageId={pageId} version={open.version} onDeleted={changed} onClose={close} />}
      {open?.kind === 'cleanup' && <CleanupDialog connectionId={connectionId} pageId={pageId} pageTitle={pageTitle} onFinished={changed} onClose={close} />}
    </Stack>
  );
}
