import TextField from '@mui/material/TextField';

interface Props {
  name: string;
  label: string;
  saved: boolean;
  error?: string;
  hint: string;
  autoFocus?: boolean;
}

/**
 * Write-only: the saved value never comes back from the core, so the field starts empty and says whether
 * something is saved. Uncontrolled on purpose, so what is typed never lands in a DOM attribute or in state.
 */
export function SecretField({ name, label, saved, error, hint, autoFocus }: Props) {
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      autoFocus={autoFocus}
      placeholder={saved ? 'Saved: leave empty to keep it' : undefined}
      error={error !== undefined}
      helperText={error ?? (saved ? 'A value is saved. Type a new one only to replace it.' : hint)}
      slotProps={{ inputLabel: { shrink: saved ? true : undefined }, htmlInput: { spellCheck: false } }}
    />
  );
}
