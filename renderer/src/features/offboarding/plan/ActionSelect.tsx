import TextField from '@mui/material/TextField';
import { HandoverAction } from '../../../../../app/contract/offboarding/leavers.channels';
import type { ActionableFinding } from './choicesModel';

/** What each action does to a finding of this kind, in plain words; an owner and a lead can only be handed over or kept. */
function actionOptions(finding: ActionableFinding): { value: HandoverAction; label: string }[] {
  const handOver = { value: 'replace' as const, label: 'Hand over' };
  const keep = { value: 'keep' as const, label: 'Leave as it is' };
  if (finding.kind === 'owner' || finding.kind === 'projectLead') return [handOver, keep];
  const takeOff = { value: 'remove' as const, label: finding.kind === 'restriction' ? 'Take them off the list' : 'Take them out of the scheme' };
  return [handOver, takeOff, keep];
}

interface Props {
  finding: ActionableFinding;
  value: HandoverAction;
  tabIndex?: number;
  onChange(action: HandoverAction): void;
}

/** The choice for one finding, a native select: light enough for thousands of rows, and the keyboard works as everywhere. */
export function ActionSelect({ finding, value, tabIndex, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => {
        const picked = HandoverAction.safeParse(event.target.value);
        if (picked.success) onChange(picked.data);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `What to do with ${finding.target}`, tabIndex } }}
      sx={{ minWidth: 180 }}
    >
      {actionOptions(finding).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
