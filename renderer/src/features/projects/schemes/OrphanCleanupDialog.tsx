import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { BulkRun } from '../../../shared/bulk/BulkRun';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PlanList } from '../../../shared/bulk/PlanList';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { useFollowedJob } from '../../../shared/bulk/useFollowedJob';
import { FormDialog } from '../../../shared/FormDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';

const SCHEME_WORDS = { one: 'scheme', many: 'schemes' };

/**
 * Clean-up of the schemes no project uses: the report (with its CSV), a dry run that says what would
 * be deleted and what skipped, the typed phrase, then the deletion as a job with its results.
 */
export function OrphanCleanupDialog({ connectionId, onClose }: { connectionId: string; onClose(): void }) {
  const refresh = useRefreshSchemes();
  const report = useChannelQuery('jira.orphanSchemes.list', { connectionId }, { staleTime: 0 });
  const reportCsv = useCsvExport('jira.orphanSchemes.exportCsv', { one: 'scheme', many: 'schemes' });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [typed, setTyped] = useState('');
  const plan = useChannelMutation('jira.orphanSchemes.plan');
  const job = useFollowedJob();
  const start = useChannelMutation('jira.orphanSchemes.start', { onSuccess: (answer) => job.follow(answer.jobId) });
  const { jobId, finished } = job;
  useEffect(() => {
    if (finished) refresh();
  }, [finished, refresh]);

  const orphans = report.data?.schemes ?? [];
  const picked = chosen ?? new Set(orphans.map((scheme) => scheme.id));
  const dryRun = plan.data;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    plan.reset();
  };
  // Left while the deletion runs, the list is read again at once; what the job deletes later shows on the next read.
  const leave = () => {
    if (jobId !== null && !finished) refresh();
    onClose();
  };

  return (
    <FormDialog
      title="Clean up unused notification schemes"
      dirty={jobId === null && (chosen !== null || typed !== '')}
      busy={start.isPending}
      busyLabel="Starting the clean-up"
      progress={report.isFetching ? 'Looking for unused schemes' : plan.isPending ? 'Working out the preview' : null}
      jobRunning={job.running}
      error={plan.error ?? start.error}
      discardNote="No scheme has been deleted."
      maxWidth="md"
      cancelLabel={jobId !== null ? 'Close' : 'Cancel'}
      onClose={leave}
      actions={
        jobId === null &&
        !dryRun && (
          <Button variant="contained" disabled={picked.size === 0 || plan.isPending} onClick={() => plan.mutate({ connectionId, schemeIds: [...picked] })}>
            Preview the changes ({picked.size})
          </Button>
        )
      }
    >
      <Stack spacing={2.5}>
        <LoadErrorAlert error={report.error} what="The unused schemes could not be listed." onRetry={() => void report.refetch()} />
        {jobId === null && (
          <>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1 }}>
                {report.data
                  ? `${orphans.length.toLocaleString('en')} of ${plural(report.data.totalSchemes, 'scheme')} are used by no project (the default scheme never counts: new projects get it).`
                  : 'Looking for schemes no project uses…'}
              </Typography>
              <Button onClick={() => reportCsv.run({ connectionId })} disabled={reportCsv.isPending || !report.data} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                Save report as CSV
              </Button>
            </Stack>
            <Box role="group" aria-label="Schemes to delete" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxHeight: 240, overflow: 'auto' }}>
              {orphans.map((scheme) => (
                <FormControlLabel
                  key={scheme.id}
                  control={<Checkbox size="small" checked={picked.has(scheme.id)} onChange={(_e, on) => toggle(scheme.id, on)} />}
                  label={scheme.name}
                />
              ))}
            </Box>
          </>
        )}
        {dryRun && jobId === null && (
          <Stack spacing={2} component="section" aria-label="Preview">
            <PreviewSummary severity={dryRun.deleteCount === 0 ? 'warning' : 'info'}>
              {dryRun.deleteCount === 0
                ? 'None of the chosen schemes can be deleted, so there is nothing to do.'
                : `${plural(dryRun.deleteCount, 'scheme')} will be deleted${dryRun.items.length > dryRun.deleteCount ? `, ${(dryRun.items.length - dryRun.deleteCount).toLocaleString('en')} left alone` : ''}.`}
            </PreviewSummary>
            <PlanList
              label="What the clean-up does"
              verb="Would delete"
              lines={dryRun.items.map((item) => ({ key: item.schemeId, name: item.name, changes: item.action === 'delete', note: item.reason }))}
            />
            {dryRun.deleteCount > 0 && (
              <BulkConfirm
                phrase={dryRun.confirmationPhrase}
                typed={typed}
                onTyped={setTyped}
                why="Jira keeps no copy of a deleted scheme."
                starting={start.isPending}
                onStart={(confirmation) => start.mutate({ connectionId, planId: dryRun.planId, confirmation })}
              >
                Delete {plural(dryRun.deleteCount, 'scheme')}
              </BulkConfirm>
            )}
          </Stack>
        )}
        {jobId !== null && (
          <BulkRun jobId={jobId} finished={finished} title="Deleting unused schemes" unit={SCHEME_WORDS} doneWord="deleted" stopNote="Schemes deleted so far stay deleted." onRetry={job.follow} />
        )}
      </Stack>
    </FormDialog>
  );
}
