import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { LeaverChoices, LeaverInventory } from '../../../../../app/contract/offboarding/leavers.channels';
import { plural } from '../../../../../app/contract/words';
import { canDeactivate } from './choicesModel';

interface Props {
  leaver: LeaverInventory;
  choices: LeaverChoices;
  onToggle(toggle: 'revokeTokens' | 'deactivate', on: boolean): void;
}

/** After the hand-over: revoke their API tokens, deactivate the account (off, with Atlassian's reason, where it cannot be). */
export function LeaverToggles({ leaver, choices, onToggle }: Props) {
  const tokens = leaver.findings.filter((finding) => finding.kind === 'token').length;
  const account = leaver.findings.find((finding) => finding.kind === 'account');
  const deactivatable = canDeactivate(leaver);
  const refusal = account?.kind === 'account' ? account.refusal?.text : null;
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={<Switch checked={choices.revokeTokens && tokens > 0} disabled={tokens === 0} onChange={(event) => onToggle('revokeTokens', event.target.checked)} />}
        label={tokens === 0 ? 'Revoke their API tokens (they have none)' : `Revoke their API tokens (${plural(tokens, 'token')}; this cannot be undone)`}
      />
      <FormControlLabel
        control={<Switch checked={choices.deactivate && deactivatable} disabled={!deactivatable} onChange={(event) => onToggle('deactivate', event.target.checked)} />}
        label="Deactivate the account, after the hand-over"
      />
      {!deactivatable && (
        <FormHelperText sx={{ ml: 6, mt: 0 }}>
          {leaver.person.status === 'active'
            ? `Orgdesk cannot deactivate this account: ${refusal ?? 'Atlassian refuses it.'} The hand-over still goes ahead; deactivate it where it is managed.`
            : 'The account is already deactivated.'}
        </FormHelperText>
      )}
    </Stack>
  );
}
