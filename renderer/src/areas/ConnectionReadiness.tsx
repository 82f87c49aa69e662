import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ConnectionView } from '../../../../app/contract/channels/connections';
import { LoadingBar } from '../../shared/LoadingBar';
import { editConnectionPath } from '../connections/connectionRoutes';
import { missingParts, useConnections } from '../connections/useConnections';
import { partNames, partRequirements, type WorkArea } from './areaCatalog';

function joinWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What stands between the active connection and an area, in words, with the button that fixes it; null
 * when the connection has every part the area needs.
 */
export function ConnectionProblem({ area, active }: { area: WorkArea; active: ConnectionView | null }) {
  const navigate = useNavigate();
  if (!active) {
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
  const missing = missingParts(active, area.needs);
  const firstMissing = missing[0];
  if (!firstMissing) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={() => navigate(editConnectionPath(active.id, firstMissing))}>
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

/** Renders an area's screens only once the active connection can serve them; says what is missing otherwise. */
export function AreaConnectionGate({ area, children }: { area: WorkArea; children: (connectionId: string) => ReactNode }) {
  const { active, isPending } = useConnections();
  if (isPending) return <LoadingBar active label="Loading connections" />;
  if (!active || missingParts(active, area.needs).length > 0) return <ConnectionProblem area={area} active={active} />;
  return children(active.id);
}
