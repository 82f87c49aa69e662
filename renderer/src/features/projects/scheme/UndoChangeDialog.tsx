import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { SchemeDetail } from '../../../../../app/contract/jira/schemes.channels';
import { changesBetween, diffOf, type SchemeSnapshot } from '../../../../../app/contract/jira/scheme-changes';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { EventChanges } from '../../../shared/schemes/EventChanges';

interface Props {
  schemeName: string;
  /** The scheme as it was before the change, and as the change left it. */
  before: SchemeSnapshot;
  after: SchemeSnapshot;
  events: SchemeDetail['events'];
  busy: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Undo asks first, showing per event whom it notifies again and whom it stops notifying. */
export function UndoChangeDialog({ schemeName, before, after, events, busy, error, onConfirm, onClose }: Props) {
  const rows = useMemo(() => {
    const names = new Map([...events.map((event) => [event.id, event.name] as const), ...before.events.map((event) => [event.eventId, event.eventName] as const)]);
    return diffOf(after, changesBetween(after, before), names);
  }, [before, after, events]);
  return (
    <ConfirmDialog open title={`Undo your change to “${schemeName}”?`} confirmLabel="Undo the change" busy={busy} error={error} onConfirm={onConfirm} onClose={onClose}>
      <Typography variant="body2" component="span" sx={{ display: 'block', mb: 1 }}>
        The scheme goes back to what it was before your change. If someone changed it since, nothing is changed and you are told.
      </Typography>
      <EventChanges rows={rows} label="What Undo puts back" />
    </ConfirmDialog>
  );
}
