import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { REPORT_FLAG_WORDS, type Principal, type ReportFlag, type ReportRow } from '../../../../../app/contract/channels/confluence-access';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { planGridProps } from '../../../shared/gridLook';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { SearchField } from '../../../shared/SearchField';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useAllSpaces } from '../pages/useAllSpaces';
import { pageAccessPath } from '../shared/contentRoutes';
import { RestrictedPagesChart } from './RestrictedPagesChart';
import { FLAGS, filterRows, flagCounts } from './reportFilters';

function columns(names: Map<string, Principal>): GridColDef<ReportRow>[] {
  const listed = (keys: string[]) => (keys.length === 0 ? '—' : keys.map((key) => names.get(key)?.name ?? key).join(', '));
  return [
    {
      field: 'title',
      headerName: 'Page',
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} to={pageAccessPath(row.pageId)} tabIndex={tabIndex} sx={{ whiteSpace: 'normal' }}>
          {row.title}
        </Link>
      ),
    },
    { field: 'section', headerName: 'Section', flex: 0.8, minWidth: 120 },
    { field: 'depth', headerName: 'Depth', width: 80, type: 'number' },
    { field: 'view', headerName: 'Who can view (here)', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => listed(row.view), renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{String(value)}</Box> },
    { field: 'edit', headerName: 'Who can edit (here)', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => listed(row.edit), renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{String(value)}</Box> },
    {
      field: 'flags',
      headerName: 'Findings',
      flex: 1.3,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ whiteSpace: 'normal', py: 0.5, lineHeight: 1.35 }}>
          {row.flags.map((flag) => (flag === 'inherited' && row.inheritedFrom !== null ? `Restricted by “${row.inheritedFrom}”` : REPORT_FLAG_WORDS[flag])).join(' · ')}
        </Box>
      ),
    },
  ];
}

/**
 * Every page of a space with a restriction, direct or inherited, and what an audit looks for: accounts that
 * are gone, deleted groups, pages only one person can edit, a restricted home page. Filters, a chart, CSV.
 */
export function RestrictedPagesSection({ connectionId }: { connectionId: string }) {
  const spaces = useAllSpaces(connectionId, false);
  const [spaceId, setSpaceId] = useState('');
  const start = useChannelMutation('confluence.restrictedPages.start');
  const jobId = start.data?.jobId ?? null;
  const job = useJobState(jobId);
  const done = job.state !== undefined && isFinished(job.state);
  const report = useChannelQuery('confluence.restrictedPages.get', { connectionId, jobId: jobId ?? '' }, { enabled: jobId !== null && done });
  const [chosen, setChosen] = useState<Set<ReportFlag>>(new Set());
  const [text, setText] = useState('');
  const csv = useCsvExport('confluence.restrictedPages.exportCsv', { one: 'page', many: 'pages' });
  const data = report.data?.state === 'ready' || report.data?.state === 'stopped' ? report.data : null;
  const names = useMemo(() => new Map((data?.principals ?? []).map((principal) => [`${principal.type}:${principal.id}`, principal])), [data]);
  const columnDefs = useMemo(() => columns(names), [names]);
  const rows = useMemo(() => (data === null ? [] : filterRows(data.rows, chosen, text)), [data, chosen, text]);
  const counts = useMemo(() => flagCounts(data?.rows ?? []), [data]);
  const toggle = (flag: ReportFlag) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(flag)) next.delete(flag);
      else next.add(flag);
      return next;
    });

  return (
    <Stack spacing={2.5}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} onSubmit={(event) => {
        event.preventDefault();
        if (spaceId !== '') start.mutate({ connectionId, spaceId });
      }}>
        <TextField select label="Space" value={spaceId} onChange={(event) => setSpaceId(event.target.value)} sx={{ minWidth: 280, maxWidth: 480, flexGrow: 1 }} helperText="Every page of it is read, 250 at a time.">
          {(spaces.data ?? []).map((space) => (
            <MenuItem key={space.id} value={space.id}>
              {space.name} ({space.key})
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={spaceId === '' || start.isPending || (jobId !== null && !done)} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}>
          Make the report
        </Button>
      </Stack>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} />
      <DialogError error={start.error} />
      {jobId !== null && !data && <JobProgressPanel jobId={jobId} title="Reading the pages and their restrictions" unit="batches" stopNote="Nothing is changed by this report." />}
      <LoadErrorAlert error={report.error} what="The report could not be read." onRetry={() => void report.refetch()} />
      {data && (
        <Stack spacing={2}>
          {data.state === 'stopped' && <Alert severity="warning">The report stopped before the end: it covers the {data.pagesRead.toLocaleString()} pages read so far.</Alert>}
          {data.home?.restricted === true && (
            <Alert severity="error">The home page “{data.home.title}” is view-restricted: everyone it leaves out cannot see any page of {data.spaceName}.</Alert>
          )}
          <Typography aria-live="polite" data-testid="report-summary">
            {`${data.pagesRead.toLocaleString()} pages read in ${data.spaceName}; ${data.rows.length.toLocaleString()} have a finding. ${data.requests.toLocaleString()} calls to Confluence.`}
          </Typography>
          {data.rows.length > 0 && <RestrictedPagesChart report={data} />}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Show only pages that">
            {FLAGS.map((flag) => (
              <Chip
                key={flag}
                label={`${REPORT_FLAG_WORDS[flag]} (${counts[flag].toLocaleString()})`}
                color={chosen.has(flag) ? 'primary' : 'default'}
                variant={chosen.has(flag) ? 'filled' : 'outlined'}
                onClick={() => toggle(flag)}
                aria-pressed={chosen.has(flag)}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <SearchField label="Filter by page or section" value={text} onChange={(event) => setText(event.target.value)} size="small" sx={{ minWidth: 280 }} />
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => jobId !== null && csv.run({ connectionId, jobId })} disabled={csv.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              Save as CSV
            </Button>
          </Stack>
          <Box sx={{ height: 'max(360px, calc(100vh - 420px))', width: '100%' }}>
            <DataGrid
              {...planGridProps}
              rows={rows}
              columns={columnDefs}
              getRowId={(row) => row.pageId}
              localeText={{ noRowsLabel: data.rows.length === 0 ? 'No page of this space is restricted.' : 'No page matches these filters.' }}
              aria-label="Restricted pages"
            />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
