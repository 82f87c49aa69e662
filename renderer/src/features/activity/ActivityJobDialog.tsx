import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ActivityItem, ListedActivityEntry } from '../../../../app/contract/app/activity.channels';
import { useChannelQuery } from '../../api/hooks';
import { DialogFrame } from '../../shared/DialogFrame';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { TimeText } from '../../shared/TimeText';
import { useNow } from '../../shared/useNow';
import { OutcomeChip } from './OutcomeChip';
import { WrapText } from './WrapText';
import { jobSummary } from './jobWords';

const PAGE_SIZES = [25, 100];

function columns(now: Date): GridColDef<ActivityItem>[] {
  const text = (field: 'label' | 'target' | 'before' | 'after', headerName: string, flex: number): GridColDef<ActivityItem> => ({
    field,
    headerName,
    flex,
    minWidth: 120,
    sortable: false,
    renderCell: ({ value }: { value?: string }) => <WrapText value={value ?? '—'} />,
  });
  return [
    { field: 'time', headerName: 'When', width: 110, sortable: false, renderCell: ({ row }) => <TimeText iso={row.time} now={now} fallback="" /> },
    text('target', 'Thing changed', 2),
    text('label', 'Change', 2),
    text('before', 'Before', 1),
    text('after', 'After', 1),
    { field: 'outcome', headerName: 'Outcome', width: 130, sortable: false, renderCell: ({ row }) => <OutcomeChip outcome={row.outcome} /> },
    { field: 'errorMessage', headerName: 'Problem', flex: 1, minWidth: 120, sortable: false, renderCell: ({ value }: { value?: string | null }) => <WrapText value={value} color="error" /> },
  ];
}

/** A bulk change opened: what it was, how far it got, and each change it made, a page at a time from the core. */
export function ActivityJobDialog({ entry, onClose }: { entry: ListedActivityEntry & { job: NonNullable<ListedActivityEntry['job']> }; onClose(): void }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });
  const items = useChannelQuery(
    'app.activity.listItems',
    { jobId: entry.job.jobId, offset: pagination.page * pagination.pageSize, limit: pagination.pageSize },
    { placeholderData: keepPreviousData },
  );
  const now = useNow(60_000);
  const columnDefs = useMemo(() => columns(now), [now]);
  return (
    <DialogFrame title={entry.target} maxWidth="lg" progress={items.isFetching ? 'Loading the changes' : null} onClose={onClose}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {entry.label} · {entry.connectionName ?? 'No connection'} · <TimeText iso={entry.time} now={now} fallback="" /> · {jobSummary(entry.job)}
      </Typography>
      <LoadErrorAlert error={items.error} onRetry={() => void items.refetch()} sx={{ mb: 2 }} />
      <DataGrid
        rows={items.data?.items ?? []}
        rowCount={items.data?.total ?? 0}
        columns={columnDefs}
        loading={items.isPending}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        getRowHeight={() => 'auto'}
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={{ noRowsLabel: 'This change made no writes: every item was left as it was.' }}
        aria-label="Changes made"
        // As tall as the window allows, so the page buttons stay in view under the rows.
        sx={{ height: 'max(300px, calc(100vh - 300px))', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 } }}
      />
    </DialogFrame>
  );
}
