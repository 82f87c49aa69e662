import Alert, { type AlertColor } from '@mui/material/Alert';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A button inside the notice, such as "Undo" right after a change. */
export interface NoticeAction {
  label: string;
  onClick(): void;
}

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
  action: NoticeAction | null;
}

export interface Notify {
  success(message: string, action?: NoticeAction): void;
  error(message: string): void;
  info(message: string, action?: NoticeAction): void;
}

const NotifyContext = createContext<Notify | null>(null);
/** Whether a notice is on screen, so the page can leave room for it below its last row. */
const NoticeShownContext = createContext(false);

/**
 * Notices shown one at a time, in order. None of them goes away on a timer: a result stays until the admin
 * dismisses it or does something else (a click or key press outside it, or a newer notice), so it cannot be
 * missed; a failure stays until it is dismissed. Results are announced politely, failures at once.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const push = useCallback((severity: AlertColor, message: string, action?: NoticeAction) => {
    setQueue((items) => [...items, { key: Date.now() + Math.random(), message, severity, action: action ?? null }]);
  }, []);

  // A newer notice makes way for itself, unless the one showing is a failure the user has not seen off.
  const waiting = queue.length > 1;
  const currentIsError = current?.severity === 'error';
  useEffect(() => {
    if (waiting && !currentIsError) setOpen(false);
  }, [waiting, currentIsError, current?.key]);

  const notify = useMemo<Notify>(
    () => ({
      success: (message, action) => push('success', message, action),
      error: (message) => push('error', message),
      info: (message, action) => push('info', message, action),
    }),
    [push],
  );

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway' && currentIsError) return;
    setOpen(false);
  };
  const act = (action: NoticeAction) => {
    setOpen(false);
    action.onClick();
  };

  return (
    <NotifyContext.Provider value={notify}>
      <NoticeShownContext.Provider value={current !== undefined && open}>{children}</NoticeShownContext.Provider>
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          onClose={close}
          autoHideDuration={null}
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
          <Alert
            onClose={close}
            severity={current.severity}
            variant="filled"
            role={current.severity === 'error' ? 'alert' : 'status'}
            aria-live={current.severity === 'error' ? 'assertive' : 'polite'}
            action={current.action ? <NoticeButtons action={current.action} onAct={act} onClose={close} /> : undefined}
            sx={{ minWidth: 320, maxWidth: 720 }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}

/** The notice's own action beside its close button (an Alert draws only one of them by itself). */
function NoticeButtons({ action, onAct, onClose }: { action: NoticeAction; onAct(action: NoticeAction): void; onClose(): void }) {
  return (
    <>
      <Button color="inherit" size="small" onClick={() => onAct(action)} sx={{ fontWeight: 700 }}>
        {action.label}
      </Button>
      <IconButton color="inherit" size="small" aria-label="Close" title="Close" onClick={onClose}>
        <CloseOutlined fontSize="small" />
      </IconButton>
    </>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotifyProvider');
  return notify;
}

/** True while a notice shows at the bottom of the window. */
export function useNoticeShown(): boolean {
  return useContext(NoticeShownContext);
}
