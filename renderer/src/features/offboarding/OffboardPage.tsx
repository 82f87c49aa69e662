import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { HandoverChoices } from '../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../app/contract/words';
import { useChannelMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { JobProgressPanel } from '../../shared/jobs/JobProgressPanel';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { PageHeader } from '../../shared/PageHeader';
import { useNow } from '../../shared/useNow';
import { InventoryNotes } from './inventory/InventoryNotes';
import { LeaverSection } from './inventory/LeaverSection';
import { useInventory } from './inventory/useInventory';
import { carryOver, initialChoices } from './plan/choicesModel';
import { PlanStage } from './plan/PlanStage';
import { PEOPLE_PARAM, recordPath } from './shared/offboardingRoutes';
import { StartForm } from './start/StartForm';

const PERSON = { one: 'person', many: 'people' };

/**
 * Offboarding one or more leavers: the list of people, the inventory of everything tied to them (a job,
 * shown as it reads), the hand-over plan with its dry run, the typed confirmation, and the start, which
 * leads to the run's record.
 */
export function OffboardPage({ connectionId }: { connectionId: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const passed = (params.get(PEOPLE_PARAM) ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).join('\n');
  const now = useNow(60_000);
  const [people, setPeople] = useState<string[]>([]);
  const plan = useChannelMutation('offboarding.handover.plan');
  const planJob = plan.data?.jobId ?? null;
  const inventory = useInventory(connectionId, planJob);
  const ready = inventory.data?.state === 'ready' ? inventory.data : null;
  // The choices belong to one inventory; those made over an earlier one of the same people carry over.
  const [staged, setStaged] = useState<{ planId: string; choices: HandoverChoices } | null>(null);
  const [carried, setCarried] = useState<HandoverChoices | null>(null);
  const fresh = useMemo(() => (ready ? initialChoices(ready.leavers) : null), [ready]);
  const base = useMemo(() => (fresh && carried ? carryOver(carried, fresh) : fresh), [fresh, carried]);
  const choices = staged && staged.planId === planJob ? staged.choices : base;
  const [started, setStarted] = useState<string | null>(null);
  const [askStartOver, setAskStartOver] = useState(false);

  // The start form's button goes away on Find: the focus goes to the line that replaces it, not to the top of the window.
  const offboarding = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (planJob !== null) offboarding.current?.focus();
  }, [planJob]);

  // Leave for the record once the guard below has been lifted by the start.
  useEffect(() => {
    if (started !== null) void navigate(recordPath(started));
  }, [started, navigate]);

  const find = (list: string[]) => {
    setPeople(list);
    plan.mutate({ connectionId, people: list });
  };
  const rerun = () => {
    setCarried(choices);
    find(people);
  };
  const startOver = () => {
    setAskStartOver(false);
    setStaged(null);
    setCarried(null);
    plan.reset();
  };
  // Stable, so the parts of the plan that did not change are not drawn again on every choice.
  const change = useCallback(
    (update: (current: HandoverChoices) => HandoverChoices) =>
      setStaged((current) => {
        const from = current && current.planId === planJob ? current.choices : base;
        return from && planJob ? { planId: planJob, choices: update(from) } : current;
      }),
    [planJob, base],
  );

  const unsaved = choices && started === null ? 'Your hand-over plan has not been started; the choices you made are lost.' : null;
  return (
    <>
      <PageHeader
        title="Offboard people"
        icon={<PersonRemoveOutlined />}
        description="Hand over what leavers are responsible for, then revoke their tokens and deactivate them, in one reviewed run with a record."
      />
      <LeaveGuard unsaved={unsaved} />
      <ConfirmDialog
        open={askStartOver}
        title="Start over with another list?"
        confirmLabel="Start over"
        cancelLabel="Keep this plan"
        destructive
        onConfirm={startOver}
        onClose={() => setAskStartOver(false)}
      >
        The choices you made for these people are lost. Nothing has been changed in Atlassian.
      </ConfirmDialog>
      {planJob === null ? (
        <StartForm initial={passed} starting={plan.isPending} error={plan.error} onStart={find} />
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography ref={offboarding} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
              Offboarding {plural(plan.data?.people ?? people.length, 'person', 'people')}.
            </Typography>
            <Button variant="outlined" onClick={() => (staged ? setAskStartOver(true) : startOver())}>
              Start over with another list
            </Button>
          </Box>
          {!ready && <JobProgressPanel key={planJob} jobId={planJob} title="Finding everything tied to them" unit={PERSON} stopNote="Nothing has been changed." />}
          <LoadErrorAlert error={inventory.error} what="What was found could not be read." onRetry={() => void inventory.refetch()} />
          {inventory.data?.state === 'stopped' && (
            <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => find(people)}>Run it again</Button>}>
              The search was stopped before the end, so there is no plan to start. Run it again to see everything.
            </Alert>
          )}
          {inventory.data && <InventoryNotes refused={inventory.data.refused} />}
          {ready && choices ? (
            <PlanStage connectionId={connectionId} planId={planJob} inventory={ready} choices={choices} onChange={change} onStarted={setStarted} onRerun={rerun} />
          ) : (
            inventory.data?.leavers.map((leaver) => <LeaverSection key={leaver.person.accountId} leaver={leaver} controls={null} now={now} />)
          )}
        </Stack>
      )}
    </>
  );
}
