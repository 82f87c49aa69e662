import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

/** What could not be shown as it was (damaged markup, too large, scripts left out): said, never hidden. */
export function VersionNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Stack spacing={1}>
      {notes.map((note) => (
        <Alert key={note} severity={note.startsWith('Images') ? 'info' : 'warning'}>
          {note}
        </Alert>
      ))}
    </Stack>
  );
}
