import ContentCopy from '@mui/icons-material/ContentCopy';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HookSecretInput, type ReceiverStatus } from '../../../../../app/contract/webhooks';
import { describeError } from '../../../api/ContractError';
import { channelKey, useChannelMutation, useChannelQuery, useEvent } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { useNotify } from '../../../shell/NotifyProvider';
import { eventName } from '../shared/eventCatalog';
import { useEventCatalog, useRefreshWebhooks, useWebhookList } from '../shared/useWebhooks';
import { WebhooksTabs } from '../shared/WebhooksTabs';
import { DeliveryCard } from './DeliveryCard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, borderRadius: 3, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function triggerWords(answer: { deliveries: { outcome: string }[]; paused: number }): string {
  const here = answer.deliveries.filter((delivery) => delivery.outcome !== 'not-delivered').length;
  const elsewhere = answer.deliveries.length - here;
  const parts = [`${here} hook${here === 1 ? '' : 's'} on this computer will get it`];
  if (elsewhere > 0) parts.push(`${elsewhere} elsewhere not delivered (the demo only delivers on this computer)`);
  if (answer.paused > 0) parts.push(`${answer.paused} paused`);
  return `Event sent: ${parts.join('; ')}.`;
}

/**
 * "Listen for deliveries": a receiver on this computer shows every delivery with its signature verdict
 * and timing. In the demo Orgdesk can point a hook at it and make an event happen; a real workspace
 * needs a tunnel the admin provides, since Bitbucket cannot reach a laptop.
 */
export function TestDeliveryPage({ connectionId }: { connectionId: string }) {
  const notify = useNotify();
  const client = useQueryClient();
  const refreshHooks = useRefreshWebhooks();
  const list = useWebhookList(connectionId);
  const catalog = useEventCatalog(connectionId);
  const statusKey = channelKey('bitbucket.receiver.get', { connectionId });
  const status = useChannelQuery('bitbucket.receiver.get', { connectionId });
  const setStatus = (next: ReceiverStatus) => client.setQueryData(statusKey, next);
  const [event, setEvent] = useState('repo:push');
  const [pasted, setPasted] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [checkChoice, setCheckChoice] = useState<'kept' | 'pasted'>('kept');

  useEvent('bitbucket.delivery.received', (payload) => {
    if (payload.connectionId !== connectionId) return;
    client.setQueryData<ReceiverStatus>(statusKey, (old) => (old ? { ...old, deliveries: [payload.delivery, ...old.deliveries.filter((known) => known.id !== payload.delivery.id)] } : old));
  });

  const failed = { onError: (error: unknown) => notify.error(describeError(error)) };
  const start = useChannelMutation('bitbucket.receiver.start', { ...failed, onSuccess: setStatus });
  const stop = useChannelMutation('bitbucket.receiver.stop', { ...failed, onSuccess: setStatus });
  const configure = useChannelMutation('bitbucket.receiver.update', { ...failed, onSuccess: setStatus });
  const [chosenAnswer, setChosenAnswer] = useState<'accept' | 'fail' | null>(null);
  const attach = useChannelMutation('bitbucket.demoHooks.create', {
    onSuccess: () => {
      notify.success('Added the demo hook “Orgdesk test receiver”, signed with a secret Orgdesk keeps.');
      void refreshHooks();
    },
  });
  const trigger = useChannelMutation('bitbucket.demoEvents.create', { onSuccess: (answer) => setSent(triggerWords(answer)) });

  const receiver = status.data;
  const listening = receiver?.listening === true;
  const isDemo = list.data?.isDemo === true;
  const testHook = listening ? list.data?.hooks.find((hook) => hook.url === receiver.url) : undefined;
  const pastedProblem = pasted !== '' ? HookSecretInput.safeParse(pasted).error?.issues[0]?.message : undefined;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Test delivery" icon={<SensorsOutlined />} description="Watch deliveries arrive on this computer, each with its headers, body, signature verdict and timing." />
      <WebhooksTabs />
      <LoadErrorAlert error={status.error ?? list.error} what="The receiver could not be read." onRetry={() => void (status.refetch(), list.refetch())} sx={{ mb: 2 }} />
      {list.data && !isDemo && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Bitbucket cannot reach this computer: it only delivers to public https addresses. To test with this workspace, run a tunnel you trust to the local address below and point a hook at the
          tunnel’s https address followed by the same path. Orgdesk does not make tunnels.
        </Alert>
      )}
      <Section title="Listen for deliveries">
        {listening ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography>
                Listening at{' '}
                <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {receiver.url}
                </Box>
              </Typography>
              <IconButton aria-label="Copy the local address" onClick={() => void navigator.clipboard.writeText(receiver.url ?? '').then(() => notify.success('Copied the local address.'))}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <RadioGroup
                // The choice shows at once (held here until the receiver answers, so the click is never undone on screen).
                value={chosenAnswer ?? receiver.answer}
                onChange={(change) => {
                  const answer = change.target.value === 'fail' ? 'fail' : 'accept';
                  setChosenAnswer(answer);
                  configure.mutate({ connectionId, answer }, { onSettled: () => setChosenAnswer(null) });
                }}
                aria-label="How the receiver answers"
              >
                <FormControlLabel value="accept" control={<Radio />} label="Accept deliveries (answer 200)" />
                <FormControlLabel value="fail" control={<Radio />} label="Refuse them (answer 500) to watch Bitbucket retry twice" />
              </RadioGroup>
              <Box>
                <RadioGroup
                  value={checkChoice}
                  onChange={(change) => {
                    const next = change.target.value === 'pasted' ? 'pasted' : 'kept';
                    setCheckChoice(next);
                    if (next === 'kept' && receiver.checkWith !== 'kept') configure.mutate({ connectionId, checkWith: { kind: 'kept' } });
                  }}
                  aria-label="Which secret checks the signatures"
                >
                  <FormControlLabel value="kept" control={<Radio />} label="Check signatures with the secret Orgdesk keeps for each hook" />
                  <FormControlLabel value="pasted" control={<Radio />} label="Check them with a secret I paste" />
                </RadioGroup>
                {checkChoice === 'pasted' && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      type="password"
                      label="Secret to check with"
                      autoComplete="off"
                      value={pasted}
                      onChange={(change) => setPasted(change.target.value)}
                      error={pastedProblem !== undefined}
                      helperText={pastedProblem ?? (receiver.checkWith === 'pasted' ? 'Deliveries are checked with the secret you pasted.' : 'Used for checks only; never kept.')}
                    />
                    <GuardedButton
                      variant="outlined"
                      availability={pasted === '' || pastedProblem ? refused('Paste a secret first.') : allowed}
                      onClick={() => {
                        configure.mutate({ connectionId, checkWith: { kind: 'pasted', secret: pasted } });
                        setPasted('');
                      }}
                    >
                      Check with it
                    </GuardedButton>
                  </Stack>
                )}
              </Box>
            </Stack>
            <Button sx={{ mt: 2 }} color="inherit" variant="outlined" disabled={stop.isPending} onClick={() => stop.mutate({ connectionId })}>
              Stop listening
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              Orgdesk opens a receiver on this computer only (a random port and path on its loopback address), until you stop it or close Orgdesk.
            </Typography>
            <Button variant="contained" disabled={start.isPending || !receiver} onClick={() => start.mutate({ connectionId })}>
              Listen for deliveries
            </Button>
          </>
        )}
      </Section>
      {isDemo && (
        <Section title="Send a test event in the demo">
          <Typography sx={{ mb: 2 }}>
            The demo’s Bitbucket delivers for real, signed as Bitbucket signs, to hooks on this computer. Point a demo hook at the receiver, then make something happen in the workspace.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <GuardedButton
              variant="outlined"
              availability={!listening ? refused('Listen for deliveries first.') : !catalog.data ? refused('Bitbucket’s list of events is still being read.') : testHook ? refused(`“${testHook.description}” already points here.`) : allowed}
              disabled={attach.isPending}
              // Every event Bitbucket offers, so whatever is sent next reaches the receiver.
              onClick={() => attach.mutate({ connectionId, events: (catalog.data?.events ?? []).map((entry) => entry.event) })}
            >
              Point a demo hook here
            </GuardedButton>
            <TextField select size="small" label="Event" value={event} onChange={(change) => setEvent(change.target.value)} sx={{ minWidth: 260 }}>
              {(catalog.data?.events ?? []).map((entry) => (
                <MenuItem key={entry.event} value={entry.event}>
                  {eventName(entry.event, catalog.data?.events ?? [])}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={trigger.isPending} onClick={() => trigger.mutate({ connectionId, event })}>
              Send test event
            </Button>
          </Stack>
          <Typography role="status" color="text.secondary">
            {sent ?? ''}
          </Typography>
          <DialogError error={attach.error ?? trigger.error} />
        </Section>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Deliveries received
      </Typography>
      {receiver && receiver.deliveries.length === 0 ? (
        <Typography color="text.secondary">{listening ? 'Nothing yet. Deliveries appear here the moment they arrive.' : 'Start listening to see deliveries here.'}</Typography>
      ) : (
        <Stack spacing={1.5} aria-label="Deliveries received" role="list">
          {receiver?.deliveries.map((delivery) => (
            <Box key={delivery.id} role="listitem">
              <DeliveryCard delivery={delivery} catalog={catalog.data?.events ?? []} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
