import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConnectionsLiveUpdates } from '../shared/connections/useConnections';
import { ActivityLogBanner } from './ActivityLogBanner';
import { AppTopBar } from './AppTopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { NavDrawer } from './NavDrawer';
import { useNoticeShown } from './NotifyProvider';
import { SkipLink } from './SkipLink';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';
import { useNavCollapsed } from './useNavCollapsed';

export const MAIN_ID = 'main-content';

export function AppShell() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const [navCollapsed, setNavCollapsed] = useNavCollapsed();
  useConnectionsLiveUpdates();
  useFocusHeadingOnNavigation(mainRef);
  // A notice floats over the bottom of the window until dismissed: room below the page lets its last rows scroll clear of it.
  const noticeShown = useNoticeShown();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppTopBar navCollapsed={navCollapsed} onNavCollapsedChange={setNavCollapsed} />
      <NavDrawer collapsed={navCollapsed} />
      <Box component="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ px: { xs: 3, md: 5 }, pt: 4, pb: noticeShown ? 14 : 4, maxWidth: 1280, mx: 'auto' }}>
          <ActivityLogBanner />
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
