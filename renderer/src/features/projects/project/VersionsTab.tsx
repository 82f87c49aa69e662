import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useRef, useState } from 'react';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { versionActionLabels, versionStatus, versionStatusLabels, type VersionStatus } from '../../../../../app/contract/jira/versions';
import { describeError } from '../../../api/ContractError';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { SearchField } from '../../../shared/SearchField';
import { MoveUndoOffer } from './MoveUndoOffer';
import { useNotify } from '../../../shell/NotifyProvider';
import { PlainMergeDialog } from './PlainMergeDialog';
import { ReleaseDialog } from './ReleaseDialog';
import { RemoveVersionWizard } from './RemoveVersionWizard';
import { useRowsInView } from './useRowsInView';
import { VersionFormDialog } from './VersionFormDialog';
import { VersionIssues } from './VersionIssues';
import { VERSIONS_PER_PAGE, versionsShown } from './versionList';

const statusColour: Record<VersionStatus, 'default' | 'success' | 'error' | 'primary'> = { archived: 'default', released: 'success', overdue: 'error', unreleased: 'primary' };
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const day = (value: string | null) => (value ? dayFormat.format(new Date(`${value}T00:00:00Z`)) : '—');

type Action = 'edit' | 'release' | 'archive' | 'remove' | 'merge';

type MenuAnchor = { anchor: HTMLElement; version: JiraVersionView };

interface RowProps {
  connectionId: string;
  version: JiraVersionView;
  first: boolean;
  last: boolean;
  inView: boolean;
  moving: boolean;
  onMove(input: { connectionId: string; versionId: string; to: { position: 'Earlier' | 'Later' } }): void;
  onMenu(menu: MenuAnchor): void;
}

/** One version's row; drawn again only when what it shows changes, not when a menu or dialog of the tab opens. */
const VersionRow = memo(function VersionRow({ connectionId, version, first, last, inView, moving, onMove, onMenu }: RowProps) {
  const status = versionStatus(version);
  return (
    <TableRow hover data-row-key={version.id}>
      <TableCell sx={{ minWidth: 170, maxWidth: 300 }}>
        <Typography sx={{ fontWeight: 600 }}>{version.name}</Typography>
        {version.description && (
          <Typography variant="body2" color="text.secondary">
            {version.description}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" color={statusColour[status]} variant={status === 'overdue' ? 'filled' : 'outlined'} label={versionStatusLabels[status]} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(version.startDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: status === 'overdue' ? 'error.main' : undefined, fontWeight: status === 'overdue' ? 600 : undefined }}>{day(version.releaseDate)}</TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <VersionIssues connectionId={connectionId} version={version} inView={inView} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={`Move ${version.name} up`} disabled={first || moving} onClick={() => onMove({ connectionId, versionId: version.id, to: { position: 'Earlier' } })}>
          <ArrowUpwardOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Move ${version.name} down`} disabled={last || moving} onClick={() => onMove({ connectionId, versionId: version.id, to: { position: 'Later' } })}>
          <ArrowDownwardOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`More for ${version.name}`} aria-haspopup="menu" onClick={(event) => onMenu({ anchor: event.currentTarget, version })}>
          <MoreVertOutlined fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

/**
 * A project's versions with their status, dates and how far each is done (its issues counted while its row
 * is on screen, as Jira's Releases page shows them), and what can be done to each.
 */
export function VersionsTab({ connectionId, projectKey, projectId }: { connectionId: string; projectKey: string; projectId: string | null }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = { connectionId, projectIdOrKey: projectKey };
  const list = useChannelQuery('jira.versions.list', input);
  const versions = useMemo(() => list.data?.versions ?? [], [list.data]);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const shown = useMemo(() => versionsShown(versions, text, page), [versions, text, page]);
  const paged = versions.length > VERSIONS_PER_PAGE;
  const rows = useRef<HTMLTableSectionElement>(null);
  const inView = useRowsInView(
    rows,
    shown.rows.map(({ version }) => version.id),
  );
  const [menu, setMenu] = useState<MenuAnchor | null>(null);
  const [action, setAction] = useState<{ kind: Action | 'create'; version: JiraVersionView | null } | null>(null);
  /** Reads the versions and their counts again; a removed version's counts are dropped, not read (it has none). */
  const reload = (removedId?: string) => {
    if (removedId !== undefined) queryClient.removeQueries({ queryKey: channelKey('jira.versions.countByField', { connectionId, versionId: removedId }), exact: true });
    void queryClient.invalidateQueries({ queryKey: channelKey('jira.versions.list') });
    void queryClient.invalidateQueries({ queryKey: channelKey('jira.versions.countByField') });
    void queryClient.invalidateQueries({ queryKey: channelKey('jira.versions.getOrderUndo') });
  };
  const done = (message: string) => () => {
    setAction(null);
    reload();
    notify.success(message);
  };
  const { mutate: moveVersion, isPending: moving } = useChannelMutation('jira.versions.updateOrder', { onSuccess: () => reload(), onError: (error) => notify.error(describeError(error)) });
  const archive = useChannelMutation('jira.versions.update', {
    onSuccess: (version) => done(version.archived ? `Archived “${version.name}”.` : `“${version.name}” is no longer archived.`)(),
  });
  const others = (version: JiraVersionView) => versions.filter((candidate) => candidate.id !== version.id);
  const merged = (version: JiraVersionView) => (into: JiraVersionView) => {
    // The merged version is gone: its counts go with it, and the version it went into is counted again.
    setAction(null);
    reload(version.id);
    notify.success(`Merged “${version.name}” into “${into.name}”.`);
  };
  const open = (kind: Action) => {
    if (menu) setAction({ kind, version: menu.version });
    setMenu(null);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          In the project’s own order, each with how many of the issues it fixes are resolved.
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} disabled={projectId === null || !list.data} onClick={() => setAction({ kind: 'create', version: null })} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          New version
        </Button>
      </Stack>
      {projectId !== null && <MoveUndoOffer connectionId={connectionId} projectId={projectId} onMoved={() => reload()} />}
      <LoadingBar active={list.isFetching} label="Loading the versions" />
      <LoadErrorAlert error={list.error} what="The versions could not be read." onRetry={() => void list.refetch()} sx={{ mb: 2 }} />
      {list.data && versions.length === 0 && <Typography>This project has no versions yet.</Typography>}
      {(paged || text !== '') && (
        <SearchField
          size="small"
          label="Filter by name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(0);
          }}
          sx={{ mb: 1.5, width: 320, maxWidth: '100%' }}
        />
      )}
      {shown.matching === 0 && versions.length > 0 && <Typography>No version’s name has “{text.trim()}”.</Typography>}
      {shown.rows.length > 0 && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Table size="small" aria-label={`Versions of ${projectKey}`} sx={{ '& th, & td': { px: 1.25 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Start</TableCell>
                <TableCell>Release</TableCell>
                <TableCell>Issues</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody ref={rows}>
              {shown.rows.map(({ version, index }) => (
                <VersionRow
                  key={version.id}
                  connectionId={connectionId}
                  version={version}
                  first={index === 0}
                  last={index === versions.length - 1}
                  inView={inView.has(version.id)}
                  moving={moving}
                  onMove={moveVersion}
                  onMenu={setMenu}
                />
              ))}
            </TableBody>
          </Table>
          {paged && (
            <TablePagination
              component="div"
              count={shown.matching}
              page={shown.page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={VERSIONS_PER_PAGE}
              rowsPerPageOptions={[]}
            />
          )}
        </TableContainer>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => open('edit')}>Edit</MenuItem>
        {menu && !menu.version.released && <MenuItem onClick={() => open('release')}>Release…</MenuItem>}
        <MenuItem onClick={() => open('archive')}>{menu?.version.archived ? 'Unarchive' : 'Archive'}</MenuItem>
        <MenuItem onClick={() => open('remove')}>{versionActionLabels.removeMovingIssues}</MenuItem>
        <MenuItem onClick={() => open('merge')} disabled={versions.length < 2}>
          {versionActionLabels.plainMerge}
        </MenuItem>
      </Menu>
      {action && (action.kind === 'create' || action.kind === 'edit') && projectId !== null && (
        <VersionFormDialog
          connectionId={connectionId}
          projectId={projectId}
          versions={versions}
          version={action.version}
          onSaved={(name) => done(action.version ? `Saved “${name}”.` : `Created “${name}”.`)()}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'release' && action.version && (
        <ReleaseDialog connectionId={connectionId} version={action.version} onDone={done(`Released “${action.version.name}”.`)} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'archive' && action.version && (
        <ConfirmDialog
          open
          title={action.version.archived ? `Unarchive “${action.version.name}”?` : `Archive “${action.version.name}”?`}
          confirmLabel={action.version.archived ? 'Unarchive' : 'Archive'}
          busy={archive.isPending}
          error={archive.error}
          onConfirm={() => action.version && archive.mutate({ connectionId, versionId: action.version.id, changes: { archived: !action.version.archived } })}
          onClose={() => setAction(null)}
        >
          {action.version.archived ? 'It shows again where versions are chosen.' : 'Archived versions stay on their issues but are no longer offered when issues are edited.'}
        </ConfirmDialog>
      )}
      {action?.kind === 'remove' && action.version && (
        <RemoveVersionWizard connectionId={connectionId} version={action.version} others={others(action.version)} onDone={() => action.version && reload(action.version.id)} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'merge' && action.version && (
        <PlainMergeDialog connectionId={connectionId} version={action.version} versions={versions} onDone={merged(action.version)} onClose={() => setAction(null)} />
      )}
    </Box>
  );
}
