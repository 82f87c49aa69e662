import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo, useState, type MouseEvent } from 'react';
import type { HistoryPerson } from '../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../app/contract/confluence/history.channels';
import { keepKeysInCell } from '../../../shared/cellControls';
import { gridLook } from '../../../shared/gridLook';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';
import { TimeText } from '../../../shared/TimeText';
import { useNow } from '../../../shared/useNow';
import { deleteRefusal, restoreRefusal } from './versionRows';

interface Actions {
  onView(version: HistoryVersion): void;
  onCompareWithCurrent(version: HistoryVersion): void;
  onRestore(version: HistoryVersion): void;
  onDelete(version: HistoryVersion): void;
}

interface Props extends Actions {
  versions: HistoryVersion[];
  people: Map<string, HistoryPerson>;
  current: number | null;
  loading: boolean;
  picked: number[];
  onPicked(numbers: number[]): void;
}

/** Every action of a version in one menu; the ones it refuses stay listed with the reason. */
function VersionMenu({ version, current, actions }: { version: HistoryVersion; current: number | null; actions: Actions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isCurrent = version.number === current;
  const restore = restoreRefusal(version, current);
  const remove = deleteRefusal(version, current);
  const pick = (action: (version: HistoryVersion) => void) => () => {
    setAnchor(null);
    action(version);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for version ${version.number}`}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onKeyDown={keepKeysInCell}
        size="small"
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(actions.onView)}>View this version</MenuItem>
        {!isCurrent && <MenuItem onClick={pick(actions.onCompareWithCurrent)}>Compare with the current version</MenuItem>}
        <MenuItem onClick={pick(actions.onRestore)} disabled={restore !== null}>
          <ListItemText primary="Restore this version…" secondary={restore} />
        </MenuItem>
        <MenuItem onClick={pick(actions.onDelete)} disabled={remove !== null}>
          <ListItemText primary="Delete this version…" secondary={remove} slotProps={{ primary: { color: remove === null ? 'error' : undefined } }} />
        </MenuItem>
      </Menu>
    </>
  );
}

function columns(people: Map<string, HistoryPerson>, current: number | null, now: Date, actions: Actions): GridColDef<HistoryVersion>[] {
  return [
    {
      field: 'number',
      headerName: 'Version',
      width: 130,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {row.number}
          </Typography>
          {row.number === current && <Chip size="small" color="primary" label="Current" />}
        </Box>
      ),
    },
    {
      field: 'authorId',
      headerName: 'Author',
      flex: 1,
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => {
        const person = row.authorId === null ? undefined : people.get(row.authorId);
        const name = person?.name ?? (row.authorId === null ? 'Unknown person' : '…');
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            <PersonAvatar accountId={row.authorId ?? 'unknown'} name={name} url={person?.avatarUrl ?? null} size={28} />
            <Typography component="span" noWrap>
              {name}
            </Typography>
            {person?.isApp && <Chip size="small" variant="outlined" label="App" />}
          </Box>
        );
      },
    },
    {
      field: 'createdAt',
      headerName: 'Saved',
      width: 150,
      renderCell: ({ row }) => <TimeText iso={row.createdAt} now={now} fallback="Unknown" />,
    },
    {
      field: 'message',
      headerName: 'Message',
      flex: 1.2,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          {row.minorEdit && <Chip size="small" variant="outlined" label="Minor edit" />}
          <Typography component="span" noWrap color={row.message ? 'text.primary' : 'text.secondary'}>
            {row.message || 'No message'}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'actions',
      headerName: '',
      width: 64,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => <VersionMenu version={row} current={current} actions={actions} />,
    },
  ];
}

const getRowId = (version: HistoryVersion) => version.number;

/** The history, newest first. The MIT grid pages by 100 and virtualizes rows, so 5,000 versions draw as fast as ten. */
export const VersionGrid = memo(function VersionGrid({ versions, people, current, loading, picked, onPicked, ...actions }: Props) {
  const now = useNow(60_000);
  const { onView, onCompareWithCurrent, onRestore, onDelete } = actions;
  const columnDefs = useMemo(
    () => columns(people, current, now, { onView, onCompareWithCurrent, onRestore, onDelete }),
    [people, current, now, onView, onCompareWithCurrent, onRestore, onDelete],
  );
  const selection: GridRowSelectionModel = useMemo(() => ({ type: 'include', ids: new Set(picked) }), [picked]);
  return (
    <Box sx={{ height: 'max(420px, calc(100vh - 330px))', width: '100%' }}>
      <DataGrid
        rows={versions}
        columns={columnDefs}
        getRowId={getRowId}
        loading={loading}
        checkboxSelection
        disableRowSelectionOnClick
        disableRowSelectionExcludeModel
        disableColumnFilter
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => onPicked([...model.ids].map(Number))}
        rowHeight={52}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[25, 50, 100]}
        localeText={{ noRowsLabel: 'No versions to show.' }}
        aria-label="Versions of this page, newest first"
        sx={gridLook}
      />
    </Box>
  );
});
