import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { channelKey, useChannelQuery } from '../api/hooks';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useConnections, useConnectionsLiveUpdates } from '../shared/connections/useConnections';
import { LoadingBar } from '../shared/LoadingBar';
import { ActivityLogBanner } from './ActivityLogBanner';
import { AppTopBar } from './AppTopBar';
import { ErrorBoundary } from './ErrorBoundary';
import { JournalBanner } from './interrupted/JournalBanner';
import { NavDrawer } from './NavDrawer';
import { useNoticeShown } from './NotifyProvider';
import { SkipLink } from './SkipLink';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';
import { useNavCollapsed } from './useNavCollapsed';

export const MAIN_ID = 'main-content';

/** Fetched only when Orgdesk finds changes it was stopped in the middle of: most starts never need it. */
const InterruptedChanges = lazy(() => import('./interrupted/InterruptedChanges'));

export function AppShell() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const [navCollapsed, setNavCollapsed] = useNavCollapsed();
  useConnectionsLiveUpdates();
  useFocusHeadingOnNavigation(mainRef);
  // A notice floats over the bottom of the window until dismissed: room below the page lets its last rows scroll clear of it.
  const noticeShown = useNoticeShown();
  const queryClient = useQueryClient();
  // Read once when Orgdesk opens: changes it was stopped in the middle of come before anything else.
  const recovery = useChannelQuery('app.recovery.list', {}, { staleTime: Infinity });
  // Token scans it stopped in the middle of: asked on the connection worked in, they come on every connection.
  const { active } = useConnections();
  const stoppedScans = useChannelQuery('users.stoppedScans.list', { connectionId: active?.id ?? '' }, { staleTime: Infinity, enabled: active !== null });
  const navigate = useNavigate();
  const [reviewed, setReviewed] = useState(false);
  const interrupted = reviewed ? [] : (recovery.data?.jobs ?? []);
  const unsure = reviewed ? [] : (recovery.data?.edits ?? []);
  const scans = reviewed ? [] : (stoppedScans.data?.scans ?? []);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppTopBar navCollapsed={navCollapsed} onNavCollapsedChange={setNavCollapsed} />
      <NavDrawer collapsed={navCollapsed} />
      <Box component="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ px: { xs: 3, md: 5 }, pt: 4, pb: noticeShown ? 14 : 4, maxWidth: 1280, mx: 'auto' }}>
          <ActivityLogBanner />
          <JournalBanner status={recovery.data?.journal} />
          <ErrorBoundary resetKey={pathname}>
            {interrupted.length + unsure.length + scans.length > 0 ? (
              <Suspense fallback={<LoadingBar active label="Opening the interrupted changes" />}>
                <InterruptedChanges
                  jobs={interrupted}
                  edits={unsure}
                  scans={scans}
                  onContinue={(path) => {
                    setReviewed(true);
                    void queryClient.invalidateQueries({ queryKey: channelKey('app.recovery.list', {}) });
                    void queryClient.invalidateQueries({ queryKey: channelKey('users.stoppedScans.list') });
                    if (path !== undefined) void navigate(path);
                  }}
                />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
