import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import type { HandoverChoices, HandoverKind, Inventory, LeaverChoices } from '../../../../../app/contract/offboarding/leavers.channels';
import { DeactivationMessageField } from '../../../shared/DeactivationMessageField';
import { useNow } from '../../../shared/useNow';
import { DryRunSection } from '../dryrun/DryRunSection';
import { warningsByKey } from '../dryrun/dryRunModel';
import { useDryRun } from '../dryrun/useDryRun';
import type { PlanControls } from '../inventory/FindingsTable';
import { LeaverSection } from '../inventory/LeaverSection';
import { groupsFit, isActionable, keepItems, missingSuccessors, setAction, setItemSuccessor, setKindSuccessor, setToggle } from './choicesModel';
import { ItemSuccessorDialog } from './ItemSuccessorDialog';
import { LeaverToggles } from './LeaverToggles';
import { SuccessorPickers } from './SuccessorPickers';
import { principalKey, type PickedNames } from './successorNames';

/** The message field, drawn again only when the message changes: its height is measured on every draw. */
const MessageCard = memo(function MessageCard({ message, onChange }: { message: string; onChange: Props['onChange'] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h3">Message for the people you deactivate</Typography>
      <DeactivationMessageField value={message} onChange={(next) => onChange((current) => ({ ...current, message: next }))} />
    </Paper>
  );
});

const KINDS: readonly HandoverKind[] = ['owner', 'restriction', 'schemeRecipient', 'projectLead'];

interface Props {
  connectionId: string;
  planId: string;
  inventory: Inventory;
  choices: HandoverChoices;
  onChange(change: (choices: HandoverChoices) => HandoverChoices): void;
  onStarted(jobId: string): void;
  onRerun(): void;
}

/** The hand-over plan over a finished inventory: successors, actions and toggles per leaver, the message, and the dry run. */
export function PlanStage({ connectionId, planId, inventory, choices, onChange, onStarted, onRerun }: Props) {
  const now = useNow(60_000);
  const [names, setNames] = useState<PickedNames>(new Map());
  const [picking, setPicking] = useState<string[] | null>(null);
  const dryRun = useDryRun(connectionId, planId, choices);
  const warnings = useMemo(() => warningsByKey(dryRun.data?.warnings ?? []), [dryRun.data]);
  const findings = useMemo(() => new Map(inventory.leavers.flatMap((leaver) => leaver.findings.map((finding) => [finding.key, finding] as const))), [inventory.leavers]);
  const targets = useMemo(() => new Map([...findings].map(([key, finding]) => [key, finding.target])), [findings]);
  const missing = missingSuccessors(choices, inventory.leavers);

  const remember = (principal: Principal) => setNames((known) => new Map(known).set(principalKey(principal), principal));
  const pickFor = (keys: string[], principal: Principal) => {
    remember(principal);
    onChange((current) => setItemSuccessor(current, keys, { type: principal.type, id: principal.id }));
    setPicking(null);
  };
  const deactivating = choices.leavers.some((leaver) => leaver.deactivate);

  return (
    <Stack spacing={3}>
      {inventory.leavers.map((leaver) => {
        const accountId = leaver.person.accountId;
        const chosen: LeaverChoices | undefined = choices.leavers.find((one) => one.accountId === accountId);
        if (!chosen) return null;
        const kinds = KINDS.filter((kind) => leaver.findings.some((finding) => finding.kind === kind));
        const controls: PlanControls = {
          choices: chosen,
          names,
          warnings,
          onAction: (key, action) => onChange((current) => setAction(current, accountId, key, action)),
          onChooseFor: setPicking,
        };
        return (
          <LeaverSection
            key={accountId}
            leaver={leaver}
            controls={controls}
            now={now}
            plan={
              <Stack spacing={2}>
                {kinds.length > 0 && (
                  <SuccessorPickers
                    connectionId={connectionId}
                    leaverName={leaver.person.name}
                    kinds={kinds}
                    choices={chosen}
                    names={names}
                    onPick={(kind, principal) => {
                      if (principal) remember(principal);
                      onChange((current) => setKindSuccessor(current, accountId, kind, principal && { type: principal.type, id: principal.id }));
                    }}
                  />
                )}
                <LeaverToggles leaver={leaver} choices={chosen} onToggle={(toggle, on) => onChange((current) => setToggle(current, accountId, toggle, on))} />
              </Stack>
            }
          />
        );
      })}
      {deactivating && <MessageCard message={choices.message} onChange={onChange} />}
      <DryRunSection
        connectionId={connectionId}
        planId={planId}
        choices={choices}
        dryRun={dryRun}
        targets={targets}
        missing={missing}
        onChooseFor={setPicking}
        onKeep={(keys) => onChange((current) => keepItems(current, keys))}
        onStarted={onStarted}
        onRerun={onRerun}
      />
      {picking && (
        <ItemSuccessorDialog
          connectionId={connectionId}
          what={targets.get(picking[0] ?? '') ?? ''}
          count={picking.length}
          groups={picking.every((key) => {
            const finding = findings.get(key);
            return finding !== undefined && isActionable(finding) && groupsFit(finding.kind);
          })}
          onPick={(principal) => pickFor(picking, principal)}
          onClose={() => setPicking(null)}
        />
      )}
    </Stack>
  );
}
