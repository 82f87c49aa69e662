import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { ActivityEntry } from '../../../../app/contract/app/activity.channels';
import { useNow } from '../../shared/useNow';
import { OutcomeChip } from './OutcomeChip';
import { TimeText } from '../../shared/TimeText';

interface Props {
  entries: ActivityEntry[];
  loading: boolean;
  /** Changes what an empty table says: nothing matched, rather than nothing happened yet. */
  filtered: boolean;
}

/** Names, targets and problems carry e-mail addresses and page titles: they wrap, and break anywhere, rather than widen the table. */
function WrapText({ value, color }: { value?: string | null; color?: string }) {
  return value ? (
    <Typography variant="body2" color={color} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 }}>
      {value}
    </Typography>
  ) : null;
}

function columns(now: Date): GridColDef<ActivityEntry>[] {
  return [
    {
      field: 'time',
      headerName: 'When',
      width: 110,
      renderCell: ({ row }) => <TimeText iso={row.time} now={now} fallback="" />,
    },
    {
      field: 'connectionName',
      headerName: 'Connection',
      width: 120,
      valueGetter: (value: string | null) => value ?? '—',
      renderCell: ({ value }: { value?: string }) => <WrapText value={value} />,
    },
    {
      field: 'label',
      headerName: 'Action',
      width: 150,
      renderCell: ({ value }: { value?: string }) => <WrapText value={value} />,
    },
    { field: 'target', headerName: 'Target', flex: 2, minWidth: 200, renderCell: ({ value }: { value?: string }) => <WrapText value={value} /> },
    {
      field: 'outcome',
      headerName: 'Outcome',
      width: 130,
      renderCell: ({ row }) => <OutcomeChip outcome={row.outcome} />,
    },
    {
      field: 'errorMessage',
      headerName: 'Problem',
      flex: 1,
      minWidth: 130,
      sortable: false,
      renderCell: ({ value }: { value?: string | null }) => <WrapText value={value} color="error" />,
    },
  ];
}

export function ActivityTable({ entries, loading, filtered }: Props) {
  const now = useNow(60_000);
  const columnDefs = useMemo(() => columns(now), [now]);
  return (
    <Box sx={{ height: 'max(420px, calc(100vh - 360px))', width: '100%' }}>
      <DataGrid
        rows={entries}
        columns={columnDefs}
        loading={loading}
        getRowHeight={() => 'auto'}
        disableRowSelectionOnClick
        initialState={{
          sorting: { sortModel: [{ field: 'time', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50, 100]}
        localeText={{
          noRowsLabel: filtered
            ? 'No entries match these filters.'
            : 'Nothing here yet. Every change Orgdesk makes, and every attempt that fails, is listed here.',
        }}
        aria-label="Activity entries"
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 3,
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        }}
      />
    </Box>
  );
}
