import Box from '@mui/material/Box';
import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import type { HandoverKind, LeaverChoices } from '../../../../../app/contract/offboarding/leavers.channels';
import { PrincipalPicker } from '../../../shared/people/PrincipalPicker';
import { groupsFit } from './choicesModel';
import { asPrincipal, type PickedNames } from './successorNames';

const pickerLabels: Record<HandoverKind, string> = {
  owner: 'Hand over the pages they own to',
  restriction: 'Put in their place on page restrictions',
  schemeRecipient: 'Notify instead of them',
  projectLead: 'New lead of their projects',
};

interface Props {
  connectionId: string;
  leaverName: string;
  /** The kinds this leaver has findings of, in the order shown. */
  kinds: readonly HandoverKind[];
  choices: LeaverChoices;
  names: PickedNames;
  onPick(kind: HandoverKind, principal: Principal | null): void;
}

/** One successor per kind of finding: who takes over everything of that kind unless an item names someone else. */
export function SuccessorPickers({ connectionId, leaverName, kinds, choices, names, onPick }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} role="group" aria-label={`Who takes over from ${leaverName}`}>
      {kinds.map((kind) => (
        <PrincipalPicker
          key={kind}
          connectionId={connectionId}
          label={pickerLabels[kind]}
          groups={groupsFit(kind)}
          value={asPrincipal(choices.successors[kind] ?? null, names)}
          onChange={(principal) => onPick(kind, principal)}
          helperText={groupsFit(kind) ? 'A person or a group.' : 'A person.'}
        />
      ))}
    </Box>
  );
}
