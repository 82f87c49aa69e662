import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Snackbars shown one at a time, in order; failures stay until dismissed so nobody misses them. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const push = useCallback((severity: AlertColor, message: string) => {
    setQueue((items) => [...items, { key: Date.now() + Math.random(), message, severity }]);
  }, []);

  // A newer notice makes way for itself, unless the one showing is a failure the user has not seen off.
  const waiting = queue.length > 1;
  const currentIsError = current?.severity === 'error';
  useEffect(() => {
    if (waiting && !currentIsError) setOpen(false);
  }, [waiting, currentIsError, current?.key]);

  const notify = useMemo<Notify>(
    () => ({
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      info: (message) => push('info', message),
    }),
    [push],
  );

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          onClose={close}
          autoHideDuration={current.severity === 'error' ? null : 5000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((items) => items.slice(1));
                setOpen(true);
              },
            },
          }}
        >
          <Alert onClose={close} severity={current.severity} variant="filled" sx={{ minWidth: 320 }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotifyProvider');
  return notify;
}
