import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter, createRoutesFromElements, Navigate, Route, RouterProvider } from 'react-router';
import { ClientProvider } from './api/ClientContext';
import type { ChannelClient } from './api/client';
import { createAppQueryClient } from './api/queryClient';
import { AreaRoute, ToolRoute } from './areas/AreaRoute';
import { toolScreens, workAreas } from './areas/catalog';
import { AppShell } from './shell/AppShell';
import { AppThemeProvider } from './shell/AppThemeProvider';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { IndexRedirect } from './shell/IndexRedirect';
import { NotifyProvider } from './shell/NotifyProvider';
import { ReadyGate } from './shell/ReadyGate';

/**
 * The routes every screen shares; the screens themselves come from the catalog (`areas/catalog.tsx`). The
 * packaged app is served from a custom protocol, where only the hash is ours to route. A data router, so a
 * screen holding unsaved work can ask before the admin leaves it (`shared/useLeaveGuard`).
 */
function createAppRouter() {
  return createHashRouter(
    createRoutesFromElements(
      <Route element={<AppShell />}>
        <Route index element={<IndexRedirect />} />
        {workAreas.map((area) => (
          <Route key={area.path} path={`${area.path}/*`} element={<AreaRoute area={area} />} />
        ))}
        {toolScreens.map((tool) => (
          <Route key={tool.path} path={tool.path} element={<ToolRoute tool={tool} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>,
    ),
  );
}

/** The frame every screen shares. */
export function App({ client }: { client: ChannelClient }) {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppThemeProvider>
      <ErrorBoundary>
        <ClientProvider client={client}>
          <QueryClientProvider client={queryClient}>
            <NotifyProvider>
              <ReadyGate>
                <RouterProvider router={router} />
              </ReadyGate>
            </NotifyProvider>
          </QueryClientProvider>
        </ClientProvider>
      </ErrorBoundary>
    </AppThemeProvider>
  );
}
