import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before the admin leaves a screen that holds work not yet saved or applied (staged changes, a typed
 * form) for another tab, another area or the previous page. `unsaved` says what would be lost, or is null
 * when nothing would. Only one screen of a page holds a guard at a time (the router keeps one blocker).
 */
export function LeaveGuard({ unsaved }: { unsaved: string | null }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved !== null && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without applying?"
      confirmLabel="Leave and discard"
      cancelLabel="Stay here"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {unsaved}
    </ConfirmDialog>
  );
}
