import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { ListedActivityEntry } from '../../../../app/contract/app/activity.channels';
import { useNow } from '../../shared/useNow';
import { ActivityJobDialog } from './ActivityJobDialog';
import { OutcomeChip } from './OutcomeChip';
import { TimeText } from '../../shared/TimeText';
import { WrapText } from './WrapText';
import { changesLabel, jobSummary } from './jobWords';

type JobEntry = ListedActivityEntry & { job: NonNullable<ListedActivityEntry['job']> };

interface Props {
  /** The page shown, newest first, of `total` entries. */
  entries: ListedActivityEntry[];
  total: number;
  pagination: GridPaginationModel;
  onPaginationChange(model: GridPaginationModel): void;
  loading: boolean;
  /** Changes what an empty table says: nothing matched, rather than nothing happened yet. */
  filtered: boolean;
}

function columns(now: Date, open: (entry: JobEntry) => void): GridColDef<ListedActivityEntry>[] {
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
    {
      field: 'target',
      headerName: 'Target',
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Stack sx={{ py: 0.5, alignItems: 'flex-start' }}>
          <WrapText value={row.target} />
          {row.job && row.job.writes > 0 && (
            <Button size="small" onClick={() => open(row as JobEntry)} sx={{ ml: -0.5 }} aria-label={`${changesLabel(row.job)} of “${row.target}”`}>
              {changesLabel(row.job)}
            </Button>
          )}
        </Stack>
      ),
    },
    {
      field: 'outcome',
      headerName: 'Outcome',
      width: 150,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ py: 0.5, alignItems: 'flex-start' }}>
          <OutcomeChip outcome={row.outcome} />
          {row.job && (
            <Typography variant="caption" color="text.secondary">
              {jobSummary(row.job)}
            </Typography>
          )}
        </Stack>
      ),
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

export function ActivityTable({ entries, total, pagination, onPaginationChange, loading, filtered }: Props) {
  const now = useNow(60_000);
  const [opened, setOpened] = useState<JobEntry | null>(null);
  const columnDefs = useMemo(() => columns(now, setOpened), [now]);
  return (
    <Box sx={{ height: 'max(420px, calc(100vh - 360px))', width: '100%' }}>
      <DataGrid
        rows={entries}
        rowCount={total}
        columns={columnDefs}
        loading={loading}
        getRowHeight={() => 'auto'}
        disableRowSelectionOnClick
        // Newest first, as the core lists them: sorting one page of a million would mislead.
        disableColumnSorting
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={onPaginationChange}
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
      {opened && <ActivityJobDialog entry={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
