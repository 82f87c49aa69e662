import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { Output } from '../../../../../app/contract';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { JobProgressPanel } from '../../../shared/jobs/JobProgressPanel';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { plural } from '../../../../../app/contract/words';
import { TreePlanTable } from './TreePlanTable';

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
}

interface Props {
  planJob: string | null;
  plan: TreePlan | undefined;
  error: unknown;
  onRetry(): void;
  typed: string;
  onTyped(value: string): void;
  override: boolean;
  onOverride(value: boolean): void;
  starting: boolean;
  onStart(confirmation: string): void;
  words: TreePlanWords;
}

/**
 * The dry run of a change over a page and every page below it (or of its rollback): the pages being read, then
 * every page before and after, and the typed confirmation kept in view under them, with the lockout tick when
 * the run would lock the admin out somewhere.
 */
export function TreePlanReview({ planJob, plan, error, onRetry, typed, onTyped, override, onOverride, starting, onStart, words }: Props) {
  const ready = plan?.state === 'ready' ? plan : null;
  return (
    <>
      {planJob !== null && !ready && <JobProgressPanel jobId={planJob} title={words.reading} unit="pages" stopNote="Nothing has been changed." />}
      <LoadErrorAlert error={error} what="The preview could not be read." onRetry={onRetry} />
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
                <FormControlLabel control={<Checkbox checked={override} onChange={(event) => onOverride(event.target.checked)} />} label="I understand that I lose access on some pages. Apply it anyway." />
              )}
              <BulkConfirm
                phrase={ready.phrase}
                typed={typed}
                onTyped={onTyped}
                why={words.why(ready.changing)}
                starting={starting}
                blocked={ready.lockouts > 0 && !override ? 'Tick that you understand you lose access on some pages first.' : null}
                onStart={onStart}
              >
                {words.start(ready.changing)}
              </BulkConfirm>
            </Stack>
          )}
        </>
      )}
    </>
  );
}
