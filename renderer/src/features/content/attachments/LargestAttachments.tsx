import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { LargeAttachment } from '../../../../../app/contract/confluence/attachments.channels';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { keepKeysInCell } from '../../../shared/cellControls';
import { gridLook } from '../../../shared/gridLook';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { formatBytes, shortType } from './sizes';
import { useAttachmentDownload } from './useAttachmentDownload';
import { plural } from '../../../../../app/contract/words';
import { PAGE_WORDS } from '../../../shared/bulk/bulkWords';

/** Kinds of file drawn in the chart; the rest are summed as "Other". */
const TYPES_CHARTED = 8;

/**
 * The largest files of a space. No API lists a space's attachments by size, so every page's attachments
 * are read as a job (progress, stop), then shown as a chart by kind of file and a table of the largest.
 */
export function LargestAttachments({ connectionId }: { connectionId: string }) {
  const [spaceId, setSpaceId] = useState('');
  const spaces = useChannelQuery('confluence.spaces.list', { connectionId, status: 'current', sort: 'name' });
  const scan = useChannelMutation('confluence.largestAttachments.start');
  const jobId = scan.data?.jobId ?? null;
  const job = useJobState(jobId);
  const done = job.state !== undefined && isFinished(job.state);
  const result = useChannelQuery('confluence.largestAttachments.get', { connectionId, jobId: jobId ?? '' }, { enabled: jobId !== null && done });
  const download = useAttachmentDownload();
  const chart = useMemo(() => {
    const types = result.data?.byType ?? [];
    const shown = types.slice(0, TYPES_CHARTED).map((type) => ({ label: shortType(type.mediaType), megabytes: type.bytes / (1024 * 1024) }));
    const rest = types.slice(TYPES_CHARTED).reduce((sum, type) => sum + type.bytes, 0);
    return rest > 0 ? [...shown, { label: 'Other', megabytes: rest / (1024 * 1024) }] : shown;
  }, [result.data]);
  const people = useMemo(() => new Map((result.data?.people ?? []).map((person) => [person.accountId, person.name])), [result.data]);

  const columns: GridColDef<LargeAttachment>[] = [
    { field: 'title', headerName: 'File', flex: 1.2, minWidth: 170 },
    { field: 'fileSize', headerName: 'Size', width: 110, valueFormatter: (value: number) => formatBytes(value) },
    { field: 'pageTitle', headerName: 'On page', flex: 1, minWidth: 160 },
    { field: 'mediaType', headerName: 'Type', width: 110, valueFormatter: (value: string | null) => (value === null ? 'File' : shortType(value)) },
    { field: 'versions', headerName: 'Versions', width: 90 },
    { field: 'authorId', headerName: 'Last upload by', width: 160, valueFormatter: (value: string | null) => (value === null ? 'Unknown person' : (people.get(value) ?? 'Unknown person')) },
    {
      field: 'download',
      headerName: '',
      width: 120,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row, tabIndex }) => (
        <Button size="small" tabIndex={tabIndex} onKeyDown={keepKeysInCell} onClick={() => download.mutate({ connectionId, attachmentId: row.id })} aria-label={`Download ${row.title}`}>
          Download
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography>Find the files that take the most space in a space, to clean up attachments nobody needs.</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select label="Space" value={spaceId} onChange={(event) => setSpaceId(event.target.value)} sx={{ width: 280 }}>
          {(spaces.data?.items ?? []).map((space) => (
            <MenuItem key={space.id} value={space.id}>
              {space.name} ({space.key})
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" sx={{ whiteSpace: 'nowrap' }} disabled={spaceId === '' || scan.isPending || (jobId !== null && !done)} onClick={() => scan.mutate({ connectionId, spaceId })}>
          Find the largest files
        </Button>
      </Stack>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} />
      <DialogError error={scan.error} />
      {jobId !== null && !done && <JobProgressPanel jobId={jobId} title="Reading the attachments of every page" unit={PAGE_WORDS} stopNote="The files found so far are shown." />}
      <LoadErrorAlert error={result.error} what="The results could not be read." onRetry={() => void result.refetch()} />
      {result.data && (
        <Stack spacing={2}>
          {result.data.state === 'stopped' && <Alert severity="warning">Stopped before the end: these are the largest files of the pages read so far.</Alert>}
          <Typography sx={{ fontWeight: 600 }}>
            {plural(result.data.files, 'file')}, {formatBytes(result.data.bytes)} in all.
          </Typography>
          {chart.length > 0 && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                Space taken by kind of file
              </Typography>
              <BarChart
                height={260}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: chart.map((entry) => entry.label), width: 96 }]}
                xAxis={[{ label: 'Megabytes' }]}
                series={[{ data: chart.map((entry) => Math.round(entry.megabytes * 10) / 10), label: 'Megabytes', barLabel: 'value', barLabelPlacement: 'outside' }]}
                hideLegend
                margin={{ left: 8, right: 40 }}
              />
            </Paper>
          )}
          <Box sx={{ height: 'max(360px, calc(100vh - 420px))', width: '100%' }}>
            <DataGrid
              rows={result.data.largest}
              columns={columns}
              disableRowSelectionOnClick
              initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
              pageSizeOptions={[25, 50, 100]}
              localeText={{ noRowsLabel: 'No attachments in this space.' }}
              aria-label="The largest files of the space"
              sx={gridLook}
            />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
