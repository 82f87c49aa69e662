import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { HandoverChoices } from '../../../../../app/contract/offboarding/leavers.channels';
import { offboardPhrase } from '../../../../../app/contract/offboarding/leavers.channels';
import { STALE_PLAN } from '../../../../../app/contract/channels/planned-run';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation } from '../../../api/hooks';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { DialogError } from '../../../shared/DialogError';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { StepsGrid } from '../shared/StepsGrid';
import { startBlocked, stepsByPhase } from './dryRunModel';
import { dryRunSentence } from './dryRunSummary';
import { ProblemList } from './ProblemList';
import { RemainingList } from './RemainingList';
import type { useDryRun } from './useDryRun';
import { WarningList } from './WarningList';

interface Props {
  connectionId: string;
  planId: string;
  choices: HandoverChoices;
  dryRun: ReturnType<typeof useDryRun>;
  targets: ReadonlyMap<string, string>;
  /** Items to hand over with nobody picked yet. */
  missing: number;
  onChooseFor(keys: string[]): void;
  onKeep(keys: string[]): void;
  onStarted(jobId: string): void;
  /** The world moved since the inventory: read it again. */
  onRerun(): void;
}

/** The dry run of the choices: every change in order by phase, warnings with their fixes, problems, what remains; then the typed phrase and the start. */
export function DryRunSection({ connectionId, planId, choices, dryRun, targets, missing, onChooseFor, onKeep, onStarted, onRerun }: Props) {
  const [typed, setTyped] = useState('');
  const start = useChannelMutation('offboarding.handover.start', { onSuccess: (answer) => onStarted(answer.jobId) });
  const answer = dryRun.data;
  // Worked out once per answer: a new array would have each table go over its thousands of rows again.
  const phases = useMemo(() => stepsByPhase(answer?.steps ?? []), [answer]);
  const people = choices.leavers.length;
  const several = people > 1;
  const stale = start.error?.code === 'CONFLICT' && start.error.reason === STALE_PLAN;
  const blocked = startBlocked(answer, missing, dryRun.fresh);
  return (
    <Stack component="section" aria-labelledby="offboard-review" spacing={2}>
      <Typography variant="h2" id="offboard-review">
        Review the changes
      </Typography>
      {/* The bar sticks within this block, below the heading: scrolled into view, it never covers the heading. */}
      <Stack spacing={2}>
        {!dryRun.fresh && <LinearProgress aria-label="Checking your choices" />}
        <LoadErrorAlert error={dryRun.error} what="Your choices could not be checked." onRetry={() => void dryRun.refetch()} />
        {answer && (
          <>
            <PreviewSummary severity={answer.problems.length > 0 ? 'error' : answer.warnings.length > 0 ? 'warning' : 'info'}>{dryRunSentence(answer.steps, people)}</PreviewSummary>
            <ProblemList problems={answer.problems} />
            <WarningList warnings={answer.warnings} targets={targets} onChooseFor={onChooseFor} onKeep={onKeep} />
            {phases.map((phase, index) => (
              <Box key={phase.phase}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {index + 1}. {phase.title}: {plural(phase.steps.length, 'change')}
                </Typography>
                <StepsGrid steps={phase.steps} label={`${phase.title}: the changes in order`} leavers={several} />
              </Box>
            ))}
            <RemainingList remaining={answer.remaining} leavers={several} />
          </>
        )}
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
          <BulkConfirm
            phrase={answer?.phrase ?? offboardPhrase(people)}
            typed={typed}
            onTyped={setTyped}
            why="Hand-overs and deactivations can be rolled back from the record; revoked tokens cannot."
            starting={start.isPending}
            blocked={blocked}
            onStart={(confirmation) => start.mutate({ connectionId, planId, confirmation, choices })}
          >
            Offboard {plural(people, 'person', 'people')}
          </BulkConfirm>
          {stale ? (
            <Alert severity="warning" action={<Button color="inherit" size="small" onClick={onRerun}>Run the inventory again</Button>}>
              {start.error?.message} Your choices are kept where the same items are found again.
            </Alert>
          ) : (
            <DialogError error={start.error} />
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
