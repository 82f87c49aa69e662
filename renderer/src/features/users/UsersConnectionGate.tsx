import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { editConnectionPath } from '../connections/connectionRoutes';
import { missingParts, useConnections } from '../connections/useConnections';
import { LoadingBar } from '../../shared/LoadingBar';

/**
 * Every users screen works on the active connection and needs both its site (people search) and its
 * organization admin key (accounts and tokens); it says what is missing instead of failing call by call.
 */
export function UsersConnectionGate({ children }: { children: (connectionId: string) => ReactNode }) {
  const { active, isPending } = useConnections();
  const navigate = useNavigate();
  if (isPending) return <LoadingBar active label="Loading connections" />;
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
        Users &amp; tokens works on one of your organizations. Add one, or explore with the demo organization.
      </Alert>
    );
  }
  const missing = missingParts(active, ['admin', 'site']);
  const firstMissing = missing[0];
  if (firstMissing) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => navigate(editConnectionPath(active.id, firstMissing))}>
            Set it up
          </Button>
        }
      >
        <AlertTitle>“{active.name}” is not set up for Users &amp; tokens yet</AlertTitle>
        Finding people needs the site address with an e-mail and API token; accounts and their tokens need an
        organization admin API key.
      </Alert>
    );
  }
  return children(active.id);
}
