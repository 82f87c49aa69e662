import { Navigate } from 'react-router';
import { homePath } from '../areas/catalog';
import { useConnections } from '../shared/connections/useConnections';

/** Opening the app lands on work when a connection is active, otherwise on setting one up. */
export function IndexRedirect() {
  const { active, isPending } = useConnections();
  if (isPending) return null;
  return <Navigate to={active ? homePath : '/connections'} replace />;
}
