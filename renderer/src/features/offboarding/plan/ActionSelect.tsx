import { HandoverAction } from '../../../../../app/contract/offboarding/leavers.channels';
import type { ActionableFinding } from './choicesModel';

/** What each action does to a finding of this kind, in plain words; an owner and a lead can only be handed over or kept. */
function actionOptions(finding: ActionableFinding): { value: HandoverAction; label: string }[] {
  const handOver = { value: 'replace' as const, label: 'Hand over' };
  const keep = { value: 'keep' as const, label: 'Leave as it is' };
  if (finding.kind === 'owner' || finding.kind === 'projectLead') return [handOver, keep];
  const takeOff = { value: 'remove' as const, label: finding.kind === 'restriction' ? 'Take them off the list' : 'Stop notifying them' };
  return [handOver, takeOff, keep];
}

/** The class the table styles its selects by, once for all rows. */
export const ACTION_SELECT_CLASS = 'od-action-select';

interface Props {
  finding: ActionableFinding;
  value: HandoverAction;
  tabIndex?: number;
  onChange(action: HandoverAction): void;
}

/**
 * The choice for one finding: a plain native select, light enough for a page of a hundred rows to redraw at
 * once, and the keyboard works in it as everywhere else.
 */
export function ActionSelect({ finding, value, tabIndex, onChange }: Props) {
  return (
    <select
      className={ACTION_SELECT_CLASS}
      value={value}
      tabIndex={tabIndex}
      aria-label={`What to do with ${finding.target}`}
      onChange={(event) => {
        const picked = HandoverAction.safeParse(event.target.value);
        if (picked.success) onChange(picked.data);
      }}
      // The table moves between cells on arrows and Space; in the select they choose.
      onKeyDown={(event) => {
        if (event.key !== 'Tab' && event.key !== 'Escape') event.stopPropagation();
      }}
    >
      {actionOptions(finding).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
