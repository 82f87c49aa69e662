import { AppThemeProvider } from './AppThemeProvider';
import { RecoveryScreen } from './RecoveryScreen';

/** A page opened without Electron and without the bridge's token has nobody to talk to. */
export function NoTransport() {
  return (
    <AppThemeProvider>
      <RecoveryScreen
        title="This page is not connected to Orgdesk"
        detail="Open Orgdesk from its app, or use the full address that `npm run web` printed (it includes a one-time key)."
        onRetry={() => window.location.reload()}
      />
    </AppThemeProvider>
  );
}
