import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { useJobState } from '../../../shared/jobs/useJobProgress';
import { isFinished } from '../../../shared/jobs/jobWords';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useRefreshSchemes } from '../shared/useRefreshSchemes';

const outcomeWords = { done: 'Deleted', skipped: 'Skipped', failed: 'Failed' } as const;

function Results({ jobId }: { jobId: string }) {
  const results = useChannelQuery('app.jobOutcomes.list', { jobId });
  const exportCsv = useCsvExport('app.jobOutcomes.exportCsv', { one: 'result', many: 'results' });
  if (results.error) return <LoadErrorAlert error={results.error} what="The results could not be read." onRetry={() => void results.refetch()} />;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          Result per scheme
        </Typography>
        <Button size="small" onClick={() => exportCsv.run({ jobId })} disabled={exportCsv.isPending}>
          Save results as CSV
        </Button>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Result per scheme">
        {(results.data?.outcomes ?? []).map((outcome) => (
          <li key={outcome.key}>
            <Typography variant="body2">
              {outcomeWords[outcome.status]}: {outcome.target}
              {outcome.status === 'skipped' ? ` (${outcome.reason})` : ''}
              {outcome.status === 'failed' ? ` (${outcome.error.message})` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * Clean-up of the schemes no project uses: the report (with its CSV), a dry run that says what would
 * be deleted and what skipped, the typed phrase, then the deletion as a job with its results.
 */
export function OrphanCleanupDialog({ connectionId, onClose }: { connectionId: string; onClose(): void }) {
  const titleId = useId();
  const refresh = useRefreshSchemes();
  const report = useChannelQuery('jira.orphanSchemes.list', { connectionId }, { staleTime: 0 });
  const reportCsv = useCsvExport('jira.orphanSchemes.exportCsv', { one: 'scheme', many: 'schemes' });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [typed, setTyped] = useState('');
  const plan = useChannelMutation('jira.orphanSchemes.plan');
  const start = useChannelMutation('jira.orphanSchemes.start');
  const jobId = start.data?.jobId ?? null;
  const job = useJobState(jobId);
  const finished = job.state !== undefined && isFinished(job.state);
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

  return (
    <Dialog open onClose={start.isPending || (jobId !== null && !finished) ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {(report.isFetching || plan.isPending || start.isPending) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>Clean up unused notification schemes</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <LoadErrorAlert error={report.error} what="The unused schemes could not be listed." onRetry={() => void report.refetch()} />
          {jobId === null && (
            <>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography sx={{ flexGrow: 1 }}>
                  {report.data
                    ? `${orphans.length} of ${report.data.totalSchemes} schemes are used by no project (the default scheme never counts: new projects get it).`
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
            <Box component="section" aria-label="Preview">
              <Typography variant="subtitle2">Preview: nothing has been deleted yet</Typography>
              <Box component="ul" sx={{ pl: 2 }}>
                {dryRun.items.map((item) => (
                  <li key={item.schemeId}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip size="small" color={item.action === 'delete' ? 'error' : 'default'} label={item.action === 'delete' ? 'Would delete' : 'Would skip'} />
                      <Typography variant="body2">
                        {item.name}
                        {item.reason ? `: ${item.reason}` : ''}
                      </Typography>
                    </Stack>
                  </li>
                ))}
              </Box>
              {dryRun.deleteCount > 0 ? (
                <TextField
                  label={`Type ${dryRun.confirmationPhrase} to delete for good`}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  fullWidth
                  autoComplete="off"
                  helperText="Jira keeps no copy of a deleted scheme."
                />
              ) : (
                <Alert severity="info">The preview found nothing to delete.</Alert>
              )}
            </Box>
          )}
          {jobId !== null && (
            <>
              <JobProgressPanel jobId={jobId} title="Deleting unused schemes" unit="schemes" stopNote="Schemes deleted so far stay deleted." />
              {finished && <Results jobId={jobId} />}
            </>
          )}
          <DialogError error={plan.error ?? start.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={start.isPending || (jobId !== null && !finished)}>
          {finished ? 'Close' : 'Cancel'}
        </Button>
        {jobId === null && !dryRun && (
          <Button variant="contained" disabled={picked.size === 0 || plan.isPending} onClick={() => plan.mutate({ connectionId, schemeIds: [...picked] })}>
            Preview the changes ({picked.size})
          </Button>
        )}
        {jobId === null && dryRun && dryRun.deleteCount > 0 && (
          <Button
            variant="contained"
            color="error"
            disabled={typed.trim() !== dryRun.confirmationPhrase || start.isPending}
            onClick={() => start.mutate({ connectionId, planId: dryRun.planId, confirmation: typed })}
          >
            Delete {plural(dryRun.deleteCount, 'scheme')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
