import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { Output } from '../../../../../app/contract';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { FormDialog } from '../../../shared/FormDialog';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { plural } from '../../../../../app/contract/words';
import { TreePlanTable } from './TreePlanTable';
import { PAGE_WORDS } from '../../../shared/bulk/bulkWords';

/** A dry run over a page tree as its `getPlan` answers it: the change's and its rollback's are the same. */
export type TreePlan = Output<'confluence.accessTree.getPlan'>;

/** How one flow over a tree says things: the change, or its rollback. */
export interface TreePlanWords {
  /** The progress panel's heading while the pages are read. */
  reading: string;
  /** What the preview found, before who is locked out ("4 of 4 pages change; the others already are as asked."). */
  summary(plan: TreePlan): string;
  /** What the phrase confirms, counted. */
  why(changing: number): string;
  /** The start button. */
  start(changing: number): string;
  /** The table's name for screen readers and tests. */
  table: string;
  /** What the bar says while the run is being started. */
  starting: string;
  /** What leaving loses, in a sentence. */
  discardNote: string;
}

/** The dry run's `getPlan`, as a query reads it. */
interface PlanQuery {
  data: TreePlan | undefined;
  error: unknown;
  refetch(): unknown;
}

/** The run's `start`, as a mutation sends it: the change's and the rollback's take the same. */
interface StartMutation {
  isPending: boolean;
  error: unknown;
  mutate(input: { connectionId: string; planId: string; confirmation: string; override: boolean }): void;
}

interface Props {
  title: string;
  /** What the run is, above the preview. */
  intro: ReactNode;
  connectionId: string;
  /** The dry run's job, which is its plan id, once started. */
  planJob: string | null;
  /** Why the dry run could not be started. */
  planError: unknown;
  result: PlanQuery;
  start: StartMutation;
  words: TreePlanWords;
  onClose(): void;
}

/**
 * The dialog of a change over a page and every page below it (or of its rollback): the pages being read,
 * then every page before and after, and the typed confirmation kept in view under them, with the lockout
 * tick when the run would lock the admin out somewhere. Leaving with something typed or ticked asks first.
 */
export function TreeRunDialog({ title, intro, connectionId, planJob, planError, result, start, words, onClose }: Props) {
  const plan = result.data;
  const starting = start.isPending;
  const [typed, setTyped] = useState('');
  const [override, setOverride] = useState(false);
  const ready = plan?.state === 'ready' ? plan : null;
  return (
    <FormDialog
      title={title}
      dirty={typed.trim() !== '' || override}
      busy={starting}
      busyLabel={words.starting}
      error={start.error ?? planError}
      discardNote={words.discardNote}
      maxWidth="lg"
      onClose={onClose}
    >
      <Stack spacing={2}>
        {intro}
        {planJob !== null && !ready && <JobProgressPanel jobId={planJob} title={words.reading} unit={PAGE_WORDS} stopNote="Nothing has been changed." />}
        <LoadErrorAlert error={result.error} what="The preview could not be read." onRetry={() => void result.refetch()} />
        {plan?.state === 'stopped' && <Alert severity="warning">Reading the pages stopped before the end. Close this and try again to see every page.</Alert>}
        {ready && (
          <>
            <PreviewSummary severity={ready.lockouts > 0 ? 'warning' : 'info'}>
              {`${words.summary(ready)} `}
              {ready.lockouts > 0 ? `On ${plural(ready.lockouts, 'page')} you would lose access, or nobody could edit.` : 'Nobody is locked out.'}
            </PreviewSummary>
            <TreePlanTable pages={ready.pages} principals={ready.principals} label={words.table} />
            {ready.changing > 0 && (
              // Kept in view at the foot of the dialog while the pages above it scroll, next to the button it unlocks.
              <Stack spacing={1} sx={{ position: 'sticky', bottom: -20, mb: -2.5, pb: 2.5, pt: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', backgroundImage: 'var(--Paper-overlay)', zIndex: 2 }}>
                {ready.lockouts > 0 && (
                  <FormControlLabel control={<Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)} />} label="I understand that I lose access on some pages. Apply it anyway." />
                )}
                <BulkConfirm
                  phrase={ready.phrase}
                  typed={typed}
                  onTyped={setTyped}
                  why={words.why(ready.changing)}
                  starting={starting}
                  blocked={ready.lockouts > 0 && !override ? 'Tick that you understand you lose access on some pages first.' : null}
                  onStart={(confirmation) => planJob !== null && start.mutate({ connectionId, planId: planJob, confirmation, override })}
                >
                  {words.start(ready.changing)}
                </BulkConfirm>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
