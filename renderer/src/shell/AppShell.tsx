import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router';
import { useConnectionsLiveUpdates } from '../features/connections/useConnections';
import { ActivityLogBanner } from './ActivityLogBanner';
import { AppTopBar } from './AppTopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { NavDrawer } from './NavDrawer';
import { SkipLink } from './SkipLink';

export const MAIN_ID = 'main-content';

export function AppShell() {
  const { pathname } = useLocation();
  useConnectionsLiveUpdates();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppTopBar />
      <NavDrawer />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ px: { xs: 3, md: 5 }, py: 4, maxWidth: 1280, mx: 'auto' }}>
          <ActivityLogBanner />
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
