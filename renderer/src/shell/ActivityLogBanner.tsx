import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQueryClient } from '@tanstack/react-query';
import { channelKey, useChannelQuery, useEvent } from '../api/hooks';
import { plural } from '../../../app/contract/words';

const noInput = {};

/** The activity log's health: read once, then kept current by the core's `activity.status` pushes. */
export function useActivityLogStatus() {
  const queryClient = useQueryClient();
  const status = useChannelQuery('app.activityLog.get', noInput, { staleTime: Infinity });
  useEvent('activity.status', (next) => queryClient.setQueryData(channelKey('app.activityLog.get', noInput), next));
  return status.data;
}

const changes = (count: number) => plural(count, 'change is', 'changes are');

/**
 * Shown on every screen while changes can't be recorded: the changes themselves were made, but their
 * record waits in memory and would be lost if Orgdesk quit now.
 */
export function ActivityLogBanner() {
  const status = useActivityLogStatus();
  if (!status?.writeProblem) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>Activity can’t be written: {status.writeProblem}.</AlertTitle>
      Your changes were made. {changes(status.unwritten)} waiting to be recorded and will be written as soon as the activity
      log can be saved again. Keep Orgdesk open until this message goes away.
    </Alert>
  );
}
