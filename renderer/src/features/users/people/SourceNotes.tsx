import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import type { SearchSourceState } from '../../../../../app/contract/users/people.channels';

const sourceNames = { jira: 'Jira', confluence: 'Confluence' } as const;

/** Says when one of the two searches did not answer, so a short list is not mistaken for everyone. */
export function SourceNotes({ sources }: { sources: z.infer<typeof SearchSourceState>[] }) {
  const failed = sources.filter((source) => source.state === 'failed');
  if (failed.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {failed.map((source) => (
        <Alert key={source.source} severity="warning">
          {sourceNames[source.source]} people search did not answer
          {source.message ? ` (${source.message.replace(/\.$/, '')})` : ''}. These results come from{' '}
          {source.source === 'jira' ? 'Confluence' : 'Jira'} only and may be missing people.
        </Alert>
      ))}
    </Stack>
  );
}
