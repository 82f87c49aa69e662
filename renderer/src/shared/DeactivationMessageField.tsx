import TextField from '@mui/material/TextField';

export const MESSAGE_MAX = 1000;

/** The message is optional: an empty field lets Atlassian use its own wording. */
export function messageInput(message: string): { message?: string } {
  const trimmed = message.trim();
  return trimmed === '' ? {} : { message: trimmed };
}

export function DeactivationMessageField({ value, onChange, disabled }: { value: string; onChange(value: string): void; disabled?: boolean }) {
  const tooLong = value.trim().length > MESSAGE_MAX;
  return (
    <TextField
      label="Message to the person (optional)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      error={tooLong}
      helperText={
        tooLong
          ? `Keep the message under ${MESSAGE_MAX.toLocaleString()} characters.`
          : 'Shown when they try to log in. Leave it empty and Atlassian shows its own default message, which says an administrator deactivated the account.'
      }
      sx={{ mt: 2 }}
    />
  );
}
