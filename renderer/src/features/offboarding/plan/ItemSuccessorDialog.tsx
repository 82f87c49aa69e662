import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Principal } from '../../../../../app/contract/confluence/access.channels';
import { plural } from '../../../../../app/contract/words';
import { FormDialog } from '../../../shared/FormDialog';
import { PrincipalPicker } from '../../../shared/people/PrincipalPicker';

interface Props {
  connectionId: string;
  /** What the choice is for ("Page “Runbook”", "3 findings"). */
  what: string;
  count: number;
  /** Whether a group may take these over (only when every one of them is a restriction or a scheme). */
  groups: boolean;
  onPick(principal: Principal): void;
  onClose(): void;
}

/** Someone else for some findings alone, overriding the successor chosen for their kind (a warning's fix, or a row's "Change"). */
export function ItemSuccessorDialog({ connectionId, what, count, groups, onPick, onClose }: Props) {
  const [picked, setPicked] = useState<Principal | null>(null);
  return (
    <FormDialog
      title="Choose who takes over"
      dirty={picked !== null}
      onClose={onClose}
      actions={
        <Button variant="contained" disabled={picked === null} onClick={() => picked && onPick(picked)}>
          Hand over to them
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {count > 1 ? plural(count, 'item') : what} will be handed over to the {groups ? 'person or group' : 'person'} you choose here, instead of the one chosen for the rest.
      </Typography>
      <PrincipalPicker connectionId={connectionId} label={groups ? 'Person or group' : 'Person'} groups={groups} value={picked} onChange={setPicked} />
    </FormDialog>
  );
}
