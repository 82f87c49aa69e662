import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { schemePath } from '../shared/projectRoutes';
import { WhoIsNotified } from './WhoIsNotified';

/** The scheme the project uses, and who an event reaches. */
export function NotificationsTab({ connectionId, projectKey }: { connectionId: string; projectKey: string }) {
  const used = useChannelQuery('jira.projectNotificationSchemes.get', { connectionId, projectKey });
  return (
    <>
      <LoadingBar active={used.isFetching} label="Loading the project's notification scheme" />
      <Stack spacing={3}>
        <LoadErrorAlert
          error={used.error}
          what="The project's notification scheme could not be read (team-managed projects set notifications in the project itself)."
          onRetry={() => void used.refetch()}
        />
        {used.data && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flexGrow: 1 }}>
                {projectKey} uses <strong>{used.data.scheme.name}</strong>
                {used.data.scheme.description ? `: ${used.data.scheme.description}` : '.'}
              </Typography>
              <Button variant="outlined" component={Link} to={schemePath(used.data.scheme.id)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                Open the scheme
              </Button>
            </Stack>
            <div>
              <Typography variant="h2" sx={{ mb: 1.5 }}>
                Who will be notified
              </Typography>
              <WhoIsNotified connectionId={connectionId} projectKey={projectKey} events={used.data.events} />
            </div>
          </>
        )}
      </Stack>
    </>
  );
}
