import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { Output } from '../../../../../app/contract';
import { useChannelQuery } from '../../../api/hooks';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { exactTime } from '../../../shared/relativeTime';
import { recordStateWords } from '../record/recordModel';
import { recordPath } from '../shared/offboardingRoutes';

type Summary = Output<'offboarding.records.list'>['records'][number];

const columns: GridColDef<Summary>[] = [
  {
    field: 'startedAt',
    headerName: 'Started',
    // Wide enough for the longest date on one line.
    width: 300,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={recordPath(row.runId)} tabIndex={tabIndex}>
        {exactTime(row.startedAt)}
      </Link>
    ),
  },
  { field: 'leavers', headerName: 'People', flex: 1, minWidth: 200, sortable: false, valueGetter: (_value, row) => row.leavers.join(', ') },
  { field: 'state', headerName: 'State', width: 190, valueGetter: (_value, row) => recordStateWords[row.state] },
  { field: 'steps', headerName: 'Steps', type: 'number', width: 90 },
  {
    field: 'failed',
    headerName: 'Failed',
    type: 'number',
    width: 90,
    renderCell: ({ row }) => <span className={row.failed > 0 ? `${cellClass.secondLine} ${cellClass.error}` : cellClass.muted}>{row.failed.toLocaleString('en')}</span>,
  },
];

/** Every offboarding run on this connection, latest first, each opening its record. */
export function RecordsPage({ connectionId }: { connectionId: string }) {
  const records = useChannelQuery('offboarding.records.list', { connectionId }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="Offboarding records" description="Every offboarding run on this connection: open one for its steps, the CSV, the printable report and roll back." />
      {records.isPending && <LoadingBar active label="Loading the records" />}
      <LoadErrorAlert error={records.error} what="The records could not be read." onRetry={() => void records.refetch()} />
      {records.data && records.data.records.length === 0 && <Typography color="text.secondary">No one has been offboarded on this connection yet.</Typography>}
      {records.data && records.data.records.length > 0 && (
        <Box sx={{ width: '100%' }}>
          <DataGrid {...planGridProps} autoHeight rows={records.data.records} columns={columns} getRowId={(row) => row.runId} disableColumnFilter aria-label="Offboarding runs" />
        </Box>
      )}
    </>
  );
}
