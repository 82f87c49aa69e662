import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OffboardRecord } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';
import { describeError } from '../../../api/ContractError';
import { allowed, refused } from '../../../shared/availability';
import { GuardedButton } from '../../../shared/GuardedButton';
import { useCsvExport } from '../../../shared/useCsvExport';
import { RemainingList } from '../dryrun/RemainingList';
import { StepsGrid } from '../shared/StepsGrid';
import { PrintableRecord } from './PrintableRecord';
import { RecordChart } from './RecordChart';
import { RecordFacts } from './RecordFacts';
import { countsSentence, totalCounts } from './recordModel';
import { usePrint } from './usePrint';

const STEP_WORDS = { one: 'step', many: 'steps' };

interface Props {
  connectionId: string;
  record: OffboardRecord;
  /** A job of this run (the run, its retry or its roll back) is still going. */
  busy: boolean;
  retrying: boolean;
  onRetry(): void;
  onRollback(): void;
}

/** The record an auditor reads: the facts, the counts and chart by product, every step with its outcome, what remains; CSV, print and roll back. */
export function RecordView({ connectionId, record, busy, retrying, onRetry, onRollback }: Props) {
  const csv = useCsvExport('offboarding.records.exportCsv', STEP_WORDS);
  const pdf = usePrint(`orgdesk-offboarding-${record.runId.slice(0, 8)}.pdf`);
  const totals = totalCounts(record.steps);
  const undoable = record.steps.some((step) => step.outcome === 'done' && step.undoable);
  const rollback = busy
    ? refused('Wait until the run has ended.')
    : record.rollbackId !== null
      ? refused('This run has been rolled back already.')
      : undoable
        ? allowed
        : refused('Nothing this run did can be put back.');
  const retry = busy ? refused('Wait until the run has ended.') : retrying ? refused('Starting the retry.') : totals.failed === 0 ? refused('Nothing failed, so there is nothing to retry.') : allowed;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <RecordFacts record={record} />
      </Paper>
      <Alert severity={totals.failed > 0 ? 'warning' : 'success'} data-testid="record-counts">
        {countsSentence(totals)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadOutlined />} disabled={csv.isPending} onClick={() => csv.run({ connectionId, runId: record.runId })}>
          Export CSV
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={pdf.print}>
          Print or save as PDF
        </Button>
        <GuardedButton variant="outlined" startIcon={<ReplayOutlined />} availability={retry} onClick={onRetry}>
          Retry failed{totals.failed > 0 ? ` (${plural(totals.failed, 'step')})` : ''}
        </GuardedButton>
        <GuardedButton variant="outlined" color="error" startIcon={<UndoOutlined />} availability={rollback} onClick={onRollback}>
          Roll back…
        </GuardedButton>
      </Box>
      {pdf.error && <Alert severity="error">The PDF could not be saved: {describeError(pdf.error)}</Alert>}
      {record.steps.length > 0 && <RecordChart steps={record.steps} />}
      <Box>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Every step, in order
        </Typography>
        <StepsGrid steps={record.steps} label="Every step of the run with its outcome" withOutcome leavers={record.leavers.length > 1} />
      </Box>
      <RemainingList remaining={record.remaining} leavers={record.leavers.length > 1} />
      {pdf.printing && <PrintableRecord record={record} />}
    </Stack>
  );
}
