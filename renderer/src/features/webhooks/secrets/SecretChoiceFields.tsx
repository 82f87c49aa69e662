import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { strongSecretLength } from '../../../../../app/contract/bitbucket/webhooks';

export type SecretMode = 'generate' | 'paste' | 'none';

interface Props {
  mode: SecretMode;
  pasted: string;
  onChange(mode: SecretMode, pasted: string): void;
  /** "No secret" is offered only where a hook may go unsigned (a new hook). */
  allowNone: boolean;
  error?: string | undefined;
}

/** How the hook gets its secret. A pasted secret is a password field and goes to the core write-only. */
export function SecretChoiceFields({ mode, pasted, onChange, allowNone, error }: Props) {
  const weak = mode === 'paste' && pasted.length > 0 && pasted.length < strongSecretLength && !error;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend">Secret</FormLabel>
      <RadioGroup value={mode} onChange={(event) => onChange(event.target.value as SecretMode, pasted)}>
        <FormControlLabel value="generate" control={<Radio />} label="Let Orgdesk make a strong secret (recommended). You will see it once, to copy into your receiver." />
        <FormControlLabel value="paste" control={<Radio />} label="Use a secret I paste (the one my receiver already has)" />
        {allowNone && <FormControlLabel value="none" control={<Radio />} label="No secret: deliveries are not signed, so the receiver cannot tell they come from Bitbucket" />}
      </RadioGroup>
      {mode === 'paste' && (
        <TextField
          type="password"
          label="Secret to use"
          autoComplete="off"
          value={pasted}
          onChange={(event) => onChange('paste', event.target.value)}
          error={error !== undefined}
          helperText={error ?? (weak ? `Short secrets are easier to guess: ${strongSecretLength} characters or more is better.` : 'At most 128 characters. Orgdesk keeps it in the system keychain, never on disk.')}
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}
