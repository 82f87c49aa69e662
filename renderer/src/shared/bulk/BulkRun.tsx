import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { JobProgressPanel } from '../jobs/JobProgressPanel';
import { BulkResults } from './BulkResults';
import type { CountWords } from './bulkWords';

interface Props {
  jobId: string;
  finished: boolean;
  /** The progress panel's heading ("Deleting old versions"). */
  title: string;
  unit: CountWords;
  /** What the progress counts, when not the items themselves (a clean-up counts versions over pages). */
  progressUnit?: CountWords;
  /** What stopping keeps ("Versions already deleted stay deleted."). */
  stopNote: string;
  doneWord?: string;
  writes?: CountWords;
  /** Follow the retry of the failures instead. */
  onRetry(jobId: string): void;
  /** A flow's own line under the result's counts. */
  children?: ReactNode;
}

/** A started bulk change: its progress with pause and stop, then its results with "Retry failed" and the CSV. */
export function BulkRun({ jobId, finished, title, unit, progressUnit = unit, stopNote, doneWord, writes, onRetry, children }: Props) {
  return (
    <Stack spacing={2}>
      <JobProgressPanel key={jobId} jobId={jobId} title={title} unit={progressUnit} stopNote={stopNote} />
      {finished && (
        <BulkResults key={`results-${jobId}`} jobId={jobId} unit={unit} doneWord={doneWord} writes={writes} onRetry={onRetry}>
          {children}
        </BulkResults>
      )}
    </Stack>
  );
}
