import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelMutation } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { useNotify } from '../../../shell/NotifyProvider';
import { eventName, type CatalogEvent } from '../shared/eventCatalog';
import { useRefreshWebhooks } from '../shared/useWebhooks';
import type { SentTestEvent } from './testEventOutcomes';
import { TestEventOutcomes } from './TestEventOutcomes';

/** The buttons keep their words on one line; the event list beside them gives way. */
const noWrap = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

interface Props {
  connectionId: string;
  /** Where the receiver listens, or null when it does not. */
  receiverUrl: string | null;
  hooks: readonly WebhookSummary[];
  catalog: readonly CatalogEvent[] | undefined;
}

/** Demo only: point a hook at the receiver, make an event happen, and see where each delivery of it went. */
export function SendTestEvent({ connectionId, receiverUrl, hooks, catalog }: Props) {
  const notify = useNotify();
  const refreshHooks = useRefreshWebhooks();
  const [event, setEvent] = useState('repo:push');
  const [sent, setSent] = useState<SentTestEvent | null>(null);
  const attach = useChannelMutation('bitbucket.demoHooks.create', {
    onSuccess: () => {
      notify.success('Added the demo hook “Orgdesk test receiver”, signed with a secret Orgdesk keeps.');
      void refreshHooks();
    },
  });
  const trigger = useChannelMutation('bitbucket.demoEvents.create', { onSuccess: setSent });
  const testHook = receiverUrl === null ? undefined : hooks.find((hook) => hook.url === receiverUrl);
  const events = catalog ?? [];

  return (
    <>
      <Typography sx={{ mb: 2 }}>
        The demo’s Bitbucket delivers for real, signed as Bitbucket signs, to hooks on this computer. Point a demo hook at the receiver, then make something happen in the workspace.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <GuardedButton
          variant="outlined"
          sx={noWrap}
          availability={receiverUrl === null ? refused('Listen for deliveries first.') : !catalog ? refused('Bitbucket’s list of events is still being read.') : testHook ? refused(`“${testHook.description}” already points here.`) : allowed}
          disabled={attach.isPending}
          // Every event Bitbucket offers, so whatever is sent next reaches the receiver.
          onClick={() => attach.mutate({ connectionId, events: events.map((entry) => entry.event) })}
        >
          Point a demo hook here
        </GuardedButton>
        <TextField select size="small" label="Event" value={event} onChange={(change) => setEvent(change.target.value)} sx={{ minWidth: 260 }}>
          {events.map((entry) => (
            <MenuItem key={entry.event} value={entry.event}>
              {eventName(entry.event, events)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" sx={noWrap} disabled={trigger.isPending} onClick={() => trigger.mutate({ connectionId, event })}>
          Send test event
        </Button>
      </Stack>
      {sent && <TestEventOutcomes key={sent.deliveries.map((delivery) => delivery.id).join()} connectionId={connectionId} sent={sent} eventName={eventName(sent.event, events)} hooks={hooks} />}
      <DialogError error={attach.error ?? trigger.error} />
    </>
  );
}
