import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useAllSpaces } from '../../../shared/spaces/useAllSpaces';
import { ReportView } from './ReportView';
import { PAGE_WORDS } from '../../../shared/bulk/bulkWords';

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
  const data = report.data?.state === 'ready' || report.data?.state === 'stopped' ? report.data : null;

  return (
    <Stack spacing={2.5}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} onSubmit={(event) => {
        event.preventDefault();
        if (spaceId !== '') start.mutate({ connectionId, spaceId });
      }}>
        <TextField select label="Space" value={spaceId} onChange={(event) => setSpaceId(event.target.value)} sx={{ minWidth: 280, maxWidth: 480, flexGrow: 1 }} helperText="Orgdesk reads every page of it and who can view and edit each.">
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
      {jobId !== null && !data && <JobProgressPanel jobId={jobId} title="Reading the pages and their restrictions" unit={PAGE_WORDS} stopNote="Nothing is changed by this report." />}
      <LoadErrorAlert error={report.error} what="The report could not be read." onRetry={() => void report.refetch()} />
      {data && jobId !== null && <ReportView key={jobId} connectionId={connectionId} jobId={jobId} report={data} />}
    </Stack>
  );
}
