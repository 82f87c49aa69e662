import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JiraVersionView } from '../../../../../app/contract/jira/models';
import { plural } from '../../../../../app/contract/words';
import { describeError } from '../../../api/ContractError';
import { useVersionCounts } from './useVersionCounts';

/** How far the issues fixed in a version are resolved, drawn as a bar; the words beside it say the same. */
function ResolvedBar({ share }: { share: number }) {
  return (
    <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden', mb: 0.5 }}>
      <Box sx={{ height: '100%', width: `${Math.round(share * 100)}%`, bgcolor: 'success.main' }} />
    </Box>
  );
}

/**
 * A version's issues in its row, read while the row is in view: how many of the issues it fixes are
 * resolved, and which other fields name it. A failed count says why, with its own Try again.
 */
export function VersionIssues({ connectionId, version, inView }: { connectionId: string; version: JiraVersionView; inView: boolean }) {
  const counts = useVersionCounts(connectionId, version.id, inView);
  if (counts.error && !counts.isFetching) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="error">
          Not counted: {describeError(counts.error)}
        </Typography>
        <Button size="small" onClick={() => void counts.refetch()} aria-label={`Try again to count the issues of ${version.name}`} sx={{ flexShrink: 0 }}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!counts.data) {
    return (
      <Typography variant="body2" color="text.secondary">
        {inView ? 'Counting…' : ' '}
      </Typography>
    );
  }
  const fixed = counts.data.fields.find((field) => field.field === 'fix')?.issues ?? 0;
  const resolved = fixed - counts.data.unresolved;
  const elsewhere = counts.data.fields.filter((field) => field.field !== 'fix' && field.issues > 0);
  return (
    <Box>
      {fixed > 0 && <ResolvedBar share={resolved / fixed} />}
      <Typography variant="body2">{fixed === 0 ? 'No issue is fixed in it' : `${resolved.toLocaleString('en')} of ${plural(fixed, 'issue')} resolved`}</Typography>
      {elsewhere.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {elsewhere.map((field) => `${field.label}: ${field.issues.toLocaleString('en')}`).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
