import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApplyResult, GetUndoResult, SchemeDetail } from '../../../../../app/contract/jira/schemes.channels';
import { projectLabel } from '../../../../../app/contract/jira/projects';
import { agreeing, plural } from '../../../../../app/contract/words';
import {
  changesThatStillFit,
  noChanges,
  stageAdd,
  stageRemove,
  unstageAdd,
  unstageRemove,
  type PendingAdd,
  type PendingChanges,
  type SchemeSnapshot,
} from '../../../../../app/contract/jira/scheme-changes';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { allowed, refused } from '../../../shared/availability';
import { relativeTime } from '../../../shared/relativeTime';
import { countWords } from '../../../shared/schemes/changeCounts';
import { useNotify } from '../../../shell/NotifyProvider';
import { comparePath, schemesPath } from '../shared/projectRoutes';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';
import { CopySchemeDialog } from './CopySchemeDialog';
import { DiffReviewDialog } from './DiffReviewDialog';
import { buildMatrix, type MatrixCell, type MatrixColumn, type MatrixRow, type SchemeMatrix as MatrixModel } from './matrixModel';
import { RecipientPickerDialog } from './RecipientPickerDialog';
import { SchemeMatrix } from './SchemeMatrix';
import { SchemeSettingsDialog } from './SchemeSettingsDialog';
import { UndoChangeDialog } from './UndoChangeDialog';

type Dialogs = 'add' | 'review' | 'settings' | 'copy' | 'delete' | null;

interface Undoable {
  undoId: string;
  message: string;
  severity: 'success' | 'warning' | 'info';
  /** The scheme before the change and after it: what Undo puts back, shown before it does. */
  before: SchemeSnapshot;
  after: SchemeSnapshot;
}

function deletable(detail: SchemeDetail) {
  if (detail.isDefault) return refused('This is the default scheme: every new project gets it, so it cannot be deleted.');
  if (detail.projects.length > 0) {
    const names = detail.projects.slice(0, 3).map(projectLabel).join(', ');
    return refused(`Used by ${plural(detail.projects.length, 'project')} (${names}${detail.projects.length > 3 ? '…' : ''}): give them another scheme in Jira first.`);
  }
  return allowed;
}

function resultWords(result: Extract<ApplyResult, { outcome: 'applied' | 'stopped' }>): Undoable | null {
  if (!result.undoId) return null;
  const states = { undoId: result.undoId, before: result.before, after: result.after };
  if (result.outcome === 'stopped') return { ...states, message: result.message, severity: 'warning' };
  return result.verified
    ? { ...states, message: 'Your changes are in Jira, read back and checked.', severity: 'success' }
    : { ...states, message: 'Your changes were sent, but the scheme read back differs: someone may have edited it at the same time.', severity: 'warning' };
}

/** A change made earlier (also before a restart) that Undo can still put back, as the journal keeps it. */
function earlierChange(undo: GetUndoResult['undo']): Undoable | null {
  if (undo === null) return null;
  return { ...undo, message: `Your change to this scheme from ${relativeTime(undo.at)} can still be undone.`, severity: 'info' };
}

function SchemeView({ connectionId, detail }: { connectionId: string; detail: SchemeDetail }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshSchemes();
  const [changes, setChanges] = useState<PendingChanges>(noChanges);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  /** The admin closed the offer of an earlier change, or undid it: it is not offered again on this visit. */
  const [earlierDismissed, setEarlierDismissed] = useState(false);
  const earlier = useChannelQuery('jira.notificationSchemes.getUndo', { connectionId, schemeId: detail.scheme.id }, { staleTime: 0 });
  const offered = undoable ?? (earlierDismissed ? null : earlierChange(earlier.data?.undo ?? null));
  const [askingUndo, setAskingUndo] = useState(false);
  const options = useChannelQuery('jira.notificationRecipients.list', { connectionId }, { staleTime: 60_000 });
  const matrix = useMemo(() => buildMatrix(detail.scheme, detail.events, changes), [detail.scheme, detail.events, changes]);
  // Drawn in a background render React splits into short slices: the page answers clicks while a big matrix appears.
  const drawn = useDeferredValue<MatrixModel | null>(matrix, null);
  const staged = changes.add.length + changes.remove.length;

  const undo = useChannelMutation('jira.notificationSchemes.restoreRecipients', {
    onSuccess: (result) => {
      setUndoable(null);
      setEarlierDismissed(true);
      setAskingUndo(false);
      refresh();
      if (result.outcome === 'applied') notify.success(result.restored ? 'The scheme is back exactly as it was.' : 'Undone, but the scheme differs from before: check it.');
      else if (result.outcome === 'changed-meanwhile') notify.error(`Nothing was undone. ${result.problems.join(' ')} Look at it and change it back by hand.`);
      else notify.error(result.message);
    },
  });
  const remove = useChannelMutation('jira.notificationSchemes.delete', {
    onSuccess: () => {
      refresh();
      notify.success(`Deleted “${detail.scheme.name}”.`);
      void navigate(schemesPath);
    },
  });

  const onToggle = useCallback(
    (row: MatrixRow, column: MatrixColumn, cell: MatrixCell) => {
      setChanges((current) => {
        switch (cell.state) {
          case 'on':
            return stageRemove(current, { eventId: row.eventId, notificationId: cell.notificationId ?? '' });
          case 'removing':
            return unstageRemove(current, row.eventId, cell.notificationId ?? '');
          case 'adding':
            return unstageAdd(current, row.eventId, column.recipient);
          default:
            return stageAdd(detail.scheme, current, { eventId: row.eventId, recipient: column.recipient, words: column.words });
        }
      });
    },
    [detail.scheme],
  );
  const onSelectEvent = useCallback((eventId: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(eventId);
      else next.delete(eventId);
      return next;
    });
  }, []);

  const stageAdditions = (additions: PendingAdd[]) => {
    setChanges((current) => additions.reduce((next, addition) => stageAdd(detail.scheme, next, addition), current));
    setDialog(null);
  };
  const onApplied = (result: Extract<ApplyResult, { outcome: 'applied' | 'stopped' }>) => {
    setDialog(null);
    setChanges(noChanges());
    setUndoable(resultWords(result));
    queryClient.setQueryData(channelKey('jira.notificationSchemes.open', { connectionId, schemeId: detail.scheme.id }), {
      ...detail,
      scheme: result.after,
      fingerprint: result.fingerprint,
    });
    refresh();
  };
  const onChangedMeanwhile = (current: SchemeSnapshot, fingerprint: string) => {
    setDialog(null);
    setChanges((staged) => changesThatStillFit(current, staged));
    queryClient.setQueryData(channelKey('jira.notificationSchemes.open', { connectionId, schemeId: detail.scheme.id }), { ...detail, scheme: current, fingerprint });
    refresh();
    notify.info('This is the scheme as it is now. Your changes that still fit are staged; review them again.');
  };

  /** Throws the staged changes away at once, with Undo in the notice in case it was a slip. */
  const discard = () => {
    const discarded = changes;
    setChanges(noChanges());
    notify.success(`Discarded ${plural(staged, 'staged change')}.`, { label: 'Undo', onClick: () => setChanges(discarded) });
  };

  const description = detail.scheme.description ?? 'No description.';
  return (
    <>
      <LeaveGuard unsaved={staged === 0 ? null : `${plural(staged, 'staged change')} to “${detail.scheme.name}” ${agreeing(staged, 'is', 'are')} not applied yet and will be lost.`} />
      <PageHeader
        title={detail.scheme.name}
        icon={<NotificationsOutlined />}
        description={description}
        actions={
          <>
            <Button startIcon={<EditOutlined />} onClick={() => setDialog('settings')}>
              Rename
            </Button>
            <Button startIcon={<ContentCopyOutlined />} onClick={() => setDialog('copy')}>
              Copy
            </Button>
            <Button startIcon={<CompareArrowsOutlined />} component={Link} to={comparePath(detail.scheme.id)}>
              Compare
            </Button>
            <GuardedButton availability={staged > 0 ? refused('Apply or discard the staged changes first.') : deletable(detail)} color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog('delete')}>
              Delete
            </GuardedButton>
          </>
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {detail.isDefault && <Chip color="primary" label="Default: every new project gets it" />}
        <Chip label={detail.projects.length === 0 ? 'Used by no project' : `Used by ${plural(detail.projects.length, 'project')}`} />
        {detail.projects.slice(0, 6).map((project) => (
          <Chip key={project.id} variant="outlined" label={projectLabel(project)} />
        ))}
        <Chip variant="outlined" label={`${detail.notifications.toLocaleString('en')} recipients over ${detail.scheme.events.length} events`} />
      </Stack>
      {offered && (
        <Alert
          severity={offered.severity}
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => setAskingUndo(true)}>
              Undo
            </Button>
          }
          onClose={() => {
            setUndoable(null);
            setEarlierDismissed(true);
          }}
        >
          {offered.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {staged === 0
            ? 'Click a cell to stage a change, or tick events and add a recipient to all of them. Nothing is sent until you review and apply.'
            : `Staged: ${countWords(changes.add.length, changes.remove.length).toLowerCase()}. Nothing is sent yet.`}
        </Typography>
        <Button startIcon={<AddOutlined />} variant="outlined" disabled={!options.data} onClick={() => setDialog('add')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Add a recipient{selected.size > 0 ? ` to ${plural(selected.size, 'event')}` : ''}
        </Button>
        <Button disabled={staged === 0} onClick={discard}>
          Discard
        </Button>
        <GuardedButton variant="contained" availability={staged === 0 ? refused('Stage a change first.') : allowed} onClick={() => setDialog('review')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Review {staged > 0 ? plural(staged, 'change') : 'changes'}
        </GuardedButton>
      </Stack>
      <LoadErrorAlert error={options.error} what="The groups, roles and fields to choose from could not be read." onRetry={() => void options.refetch()} sx={{ mb: 2 }} />
      {matrix.columns.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This scheme notifies nobody of anything. Add a recipient to start.
        </Alert>
      )}
      {matrix.columns.length > 0 && drawn === null && <LoadingBar active label="Drawing the matrix" />}
      {matrix.columns.length > 0 && drawn !== null && (
        <SchemeMatrix matrix={drawn} selectedEvents={selected} onSelectEvent={onSelectEvent} onToggle={onToggle} label={`Who “${detail.scheme.name}” notifies, by event`} />
      )}
      {offered && askingUndo && (
        <UndoChangeDialog
          schemeName={detail.scheme.name}
          before={offered.before}
          after={offered.after}
          events={detail.events}
          busy={undo.isPending}
          error={undo.error}
          onConfirm={() => undo.mutate({ connectionId, undoId: offered.undoId })}
          onClose={() => {
            setAskingUndo(false);
            undo.reset();
          }}
        />
      )}
      {dialog === 'add' && options.data && (
        <RecipientPickerDialog
          connectionId={connectionId}
          options={options.data}
          events={detail.events}
          initialEvents={selected}
          onAdd={stageAdditions}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'review' && (
        <DiffReviewDialog
          connectionId={connectionId}
          detail={detail}
          changes={changes}
          onApplied={onApplied}
          onChangedMeanwhile={onChangedMeanwhile}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'settings' && (
        <SchemeSettingsDialog
          connectionId={connectionId}
          scheme={detail.scheme}
          onSaved={(_id, name) => {
            setDialog(null);
            refresh();
            notify.success(`Saved “${name}”.`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'copy' && <CopySchemeDialog connectionId={connectionId} scheme={detail.scheme} notifications={detail.notifications} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete “${detail.scheme.name}”?`}
        confirmLabel="Delete scheme"
        destructive
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate({ connectionId, schemeId: detail.scheme.id })}
        onClose={() => setDialog(null)}
      >
        No project uses it. Its {detail.notifications.toLocaleString('en')} recipients go with it, and Jira keeps no copy: this cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/** One notification scheme: the matrix of events and recipients, staged editing, and what can be done with the scheme. */
export function SchemePage({ connectionId }: { connectionId: string }) {
  const { schemeId = '' } = useParams();
  const valid = /^\d{1,18}$/.test(schemeId);
  // The matrix stays as loaded while the admin stages changes; a change made elsewhere meanwhile is caught when applying.
  const detail = useChannelQuery('jira.notificationSchemes.open', { connectionId, schemeId }, { enabled: valid, staleTime: 0, refetchOnWindowFocus: false });
  return (
    <Stack>
      <Button component={Link} to={schemesPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
        Notification schemes
      </Button>
      {!valid && <Alert severity="error">“{schemeId}” is not a notification scheme ID.</Alert>}
      <LoadingBar active={detail.isFetching && !detail.data} label="Loading the scheme" />
      <LoadErrorAlert error={detail.error} what="The scheme could not be read." onRetry={() => void detail.refetch()} />
      {detail.data && <SchemeView key={detail.data.scheme.id} connectionId={connectionId} detail={detail.data} />}
    </Stack>
  );
}
