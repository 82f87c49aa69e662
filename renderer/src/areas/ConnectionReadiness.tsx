import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ConnectionArea, ConnectionView } from '../../../app/contract/app/connections.channels';
import { checkVerdict } from '../shared/connections/checkWording';
import { editConnectionPath } from '../shared/connections/connectionRoutes';
import { partNames, partRequirements } from '../shared/connections/parts';
import { failedParts, isReadyFor, lastCheck, missingParts } from '../shared/connections/readiness';
import { useConnections } from '../shared/connections/useConnections';
import { usePartTests } from '../shared/connections/usePartTests';
import { LoadingBar } from '../shared/LoadingBar';
import { PageHeader } from '../shared/PageHeader';
import { relativeTime } from '../shared/relativeTime';
import type { WorkArea } from './catalog';

function joinWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function NoConnection({ area }: { area: WorkArea }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={() => navigate('/connections')}>
          Go to Connections
        </Button>
      }
    >
      <AlertTitle>Choose a connection first</AlertTitle>
      {area.title} works on one of your organizations. Add one, or explore with the demo organization.
    </Alert>
  );
}

function MissingParts({ area, active, missing }: { area: WorkArea; active: ConnectionView; missing: ConnectionArea[] }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={() => navigate(editConnectionPath(active.id, missing[0]))}>
          Set it up
        </Button>
      }
    >
      <AlertTitle>
        “{active.name}” is not set up for {area.title} yet
      </AlertTitle>
      This area needs {joinWords(missing.map((part) => partRequirements[part]))} (
      {joinWords(missing.map((part) => partNames[part]))}).
    </Alert>
  );
}

/** A needed part failed its last test: say which and how, and offer to test again or fix it. */
function FailedParts({ area, active, failed }: { area: WorkArea; active: ConnectionView; failed: ConnectionArea[] }) {
  const navigate = useNavigate();
  const tests = usePartTests(active.id);
  const testing = failed.some((part) => tests.testing.has(part));
  const now = new Date();
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={() => tests.run(failed)} disabled={testing}>
            {testing ? 'Testing…' : 'Test again'}
          </Button>
          <Button color="inherit" onClick={() => navigate(editConnectionPath(active.id, failed[0]))}>
            Edit
          </Button>
        </Stack>
      }
    >
      <AlertTitle>
        “{active.name}” did not pass its last test, so {area.title} can’t work yet
      </AlertTitle>
      {failed.map((part) => {
        const check = lastCheck(active, part);
        return (
          check && (
            <div key={part}>
              {partNames[part]}: {checkVerdict(check).headline.toLowerCase()} ({relativeTime(check.checkedAt, now)}).
              {check.summary ? ` ${check.summary}` : ''}
            </div>
          )
        );
      })}
    </Alert>
  );
}

/**
 * What stands between the active connection and an area, in words, with the button that fixes it: no
 * connection, a part not set up, or a part that failed its last test. Null when the area can work.
 */
export function ConnectionProblem({ area, active }: { area: WorkArea; active: ConnectionView | null }) {
  if (!active) return <NoConnection area={area} />;
  const missing = missingParts(active, area.needs);
  if (missing.length > 0) return <MissingParts area={area} active={active} missing={missing} />;
  const failed = failedParts(active, area.needs);
  if (failed.length > 0) return <FailedParts area={area} active={active} failed={failed} />;
  return null;
}

/**
 * Renders an area's screens only once the active connection can serve them; otherwise the area's heading
 * and what is in the way, with the way to fix it.
 */
export function AreaConnectionGate({ area, children }: { area: WorkArea; children: (connectionId: string) => ReactNode }) {
  const { active, isPending } = useConnections();
  if (isPending) return <LoadingBar active label="Loading connections" />;
  if (active && isReadyFor(active, area.needs)) return children(active.id);
  return (
    <>
      <PageHeader title={area.title} description={area.purpose} icon={area.icon} />
      <ConnectionProblem area={area} active={active} />
    </>
  );
}
