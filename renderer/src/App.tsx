import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { ClientProvider } from './api/ClientContext';
import type { ChannelClient } from './api/client';
import { createAppQueryClient } from './api/queryClient';
import { ActivityPage } from './features/activity/ActivityPage';
import { AreaPlaceholderPage } from './features/areas/AreaPlaceholderPage';
import { workAreas } from './features/areas/areaCatalog';
import { ConnectionsPage } from './features/connections/ConnectionsPage';
import { AppShell } from './shell/AppShell';
import { AppThemeProvider } from './shell/AppThemeProvider';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { IndexRedirect } from './shell/IndexRedirect';
import { NotifyProvider } from './shell/NotifyProvider';
import { ReadyGate } from './shell/ReadyGate';
import { UsersArea } from './features/users/UsersArea';

export function App({ client }: { client: ChannelClient }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppThemeProvider>
      <ErrorBoundary>
        <ClientProvider client={client}>
          <QueryClientProvider client={queryClient}>
            <NotifyProvider>
              <ReadyGate>
                {/* The packaged app is served from a custom protocol, where only the hash is ours to route. */}
                <HashRouter>
                  <Routes>
                    <Route element={<AppShell />}>
                      <Route index element={<IndexRedirect />} />
                      <Route path="/users/*" element={<UsersArea />} />
                      {workAreas.filter((area) => area.path !== '/users').map((area) => (
                        <Route key={area.path} path={area.path} element={<AreaPlaceholderPage area={area} />} />
                      ))}
                      <Route path="/activity" element={<ActivityPage />} />
                      <Route path="/connections" element={<ConnectionsPage />} />
                      <Route path="*" element={<Navigate to="/" replace />} />
                    </Route>
                  </Routes>
                </HashRouter>
              </ReadyGate>
            </NotifyProvider>
          </QueryClientProvider>
        </ClientProvider>
      </ErrorBoundary>
    </AppThemeProvider>
  );
}
