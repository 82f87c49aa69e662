import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STALE_PLAN } from '../../../../../app/contract/channels/planned-run';
import { applyPhrase, type ApplyMode, type ApplyPlan } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation } from '../../../api/hooks';
import { BulkConfirm } from '../../../shared/bulk/BulkConfirm';
import { PreviewSummary } from '../../../shared/bulk/PreviewSummary';
import { DialogError } from '../../../shared/DialogError';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { openChoices, planSentence, startBlocked, type ApplyChoices } from './applyModel';
import { ApplyStepsGrid } from './ApplyStepsGrid';
import { ClashChoices } from './ClashChoices';
import { MatchTable, type Picking } from './MatchTable';

interface Props {
  connectionId: string;
  mode: ApplyMode;
  plan: ApplyPlan | undefined;
  /** The plan on screen is the one for the choices on screen: only then may the run start. */
  fresh: boolean;
  loadError: unknown;
  onReload(): void;
  choices: ApplyChoices;
  onChoices(choices: ApplyChoices): void;
  onStarted(jobId: string): void;
  /** The restore undoes an earlier run: it is worded as an undo. */
  undo?: boolean;
}

function startWords(mode: ApplyMode, count: number, undo: boolean) {
  if (undo) return { why: 'What the run changed goes back to how it was just before it. Orgdesk takes a snapshot first, so this can be undone too.', start: `Undo ${plural(count, 'item')}` };
  return mode === 'restore'
    ? { why: 'Orgdesk takes a snapshot of the site first, so the run can be undone.', start: `Put back ${plural(count, 'item')}` }
    : { why: 'Orgdesk takes a snapshot of this site first, so the copy can be undone.', start: `Copy ${plural(count, 'item')}` };
}

const nobodyPicking: Picking = { people: new Set(), groups: new Set() };

/**
 * The dry run of a restore, a copy or an undo (a restore from the snapshot taken before a run), the same screen for all three: what each step would do,
 * what cannot be done and why, who stands for whom (with the choice where nobody matches), what to do where
 * a scheme's name is taken, what still blocks the start; then the typed phrase and the start.
 */
export function ApplyReview({ connectionId, mode, plan, fresh, loadError, onReload, choices, onChoices, onStarted, undo = false }: Props) {
  const [typed, setTyped] = useState('');
  const [picking, setPicking] = useState<Picking>(nobodyPicking);
  const start = useChannelMutation('snapshots.apply.start', { onSuccess: (answer) => onStarted(answer.jobId) });
  const open = plan ? openChoices(plan, choices, picking) : 0;
  const blocked = startBlocked(plan, fresh, open);
  const stale = start.error?.code === 'CONFLICT' && start.error.reason === STALE_PLAN;
  const count = plan?.steps.length ?? 0;
  const said = startWords(mode, count, undo);
  const severity = plan && (plan.blockers.length > 0 || plan.refused.length > 0) ? 'warning' : 'info';
  return (
    <Stack component="section" aria-labelledby="apply-review" spacing={2}>
      <Typography variant="h2" id="apply-review">
        Review before anything changes
      </Typography>
      {!fresh && <LinearProgress aria-label="Checking your choices" />}
      <LoadErrorAlert error={loadError} what="What would change could not be worked out." onRetry={onReload} />
      {plan && (
        <>
          <PreviewSummary severity={severity}>{planSentence(plan, mode)}</PreviewSummary>
          {plan.blockers.length > 0 && (
            <Alert severity="error" aria-label="What stops the start">
              <AlertTitle>Before this can start</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {plan.blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </Box>
            </Alert>
          )}
          {plan.refused.length > 0 && (
            <Alert severity="warning" aria-label="Chosen changes that cannot be applied">
              <AlertTitle>{plural(plan.refused.length, 'chosen change')} cannot be applied</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
                {plan.refused.map((item) => (
                  <li key={item.key}>
                    <strong>{item.target}</strong>: {item.reason}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {plan.people.length > 0 && (
            <MatchTable
              connectionId={connectionId}
              what="people"
              matches={plan.people}
              chosen={choices.people}
              picking={picking.people}
              onPicking={(people) => setPicking((current) => ({ ...current, people }))}
              onChosen={(people) => onChoices({ ...choices, people })}
            />
          )}
          {plan.groups.length > 0 && (
            <MatchTable
              connectionId={connectionId}
              what="groups"
              matches={plan.groups}
              chosen={choices.groups}
              picking={picking.groups}
              onPicking={(groups) => setPicking((current) => ({ ...current, groups }))}
              onChosen={(groups) => onChoices({ ...choices, groups })}
            />
          )}
          <ClashChoices steps={plan.steps} onChosen={(schemeClash) => onChoices({ ...choices, schemeClash: { ...choices.schemeClash, ...schemeClash } })} />
          {plan.steps.length > 0 && (
            <Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                Every step, in order: {plural(plan.steps.length, 'step')}
              </Typography>
              <ApplyStepsGrid steps={plan.steps} />
            </Box>
          )}
        </>
      )}
      <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
        <BulkConfirm
          phrase={plan?.phrase ?? applyPhrase(mode, count)}
          typed={typed}
          onTyped={setTyped}
          why={said.why}
          starting={start.isPending}
          blocked={blocked}
          color="primary"
          onStart={(confirmation) => plan && start.mutate({ connectionId, planId: plan.planId, confirmation })}
        >
          {said.start}
        </BulkConfirm>
        {stale ? (
          <Alert severity="warning" action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  start.reset();
                  onReload();
                }}
              >
                Check again
              </Button>
            }>
            {start.error?.message} Check again to see what would change now; your choices are kept.
          </Alert>
        ) : (
          <DialogError error={start.error} />
        )}
      </Box>
    </Stack>
  );
}
