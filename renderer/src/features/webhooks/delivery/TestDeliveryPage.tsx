import ContentCopy from '@mui/icons-material/ContentCopy';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { plural } from '../../../../../app/contract/words';
import { HookSecretInput, receiverKeeps, receiverShowsPerSecond, type ReceiverStatus } from '../../../../../app/contract/bitbucket/webhooks';
import { describeError } from '../../../api/ContractError';
import { channelKey, useChannelMutation, useChannelQuery, useEvent } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PageHeader } from '../../../shared/PageHeader';
import { useNotify } from '../../../shell/NotifyProvider';
import { useEventCatalog, useWebhookList } from '../shared/useWebhooks';
import { DeliveryCard } from './DeliveryCard';
import { SendTestEvent } from './SendTestEvent';

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

/**
 * "Listen for deliveries": a receiver on this computer shows every delivery with its signature verdict
 * and timing. In the demo Orgdesk can point a hook at it and make an event happen; a real workspace
 * needs a tunnel the admin provides, since Bitbucket cannot reach a laptop.
 */
export function TestDeliveryPage({ connectionId }: { connectionId: string }) {
  const notify = useNotify();
  const client = useQueryClient();
  const list = useWebhookList(connectionId);
  const catalog = useEventCatalog(connectionId);
  const statusKey = channelKey('bitbucket.receiver.get', { connectionId });
  const status = useChannelQuery('bitbucket.receiver.get', { connectionId });
  const setStatus = (next: ReceiverStatus) => client.setQueryData(statusKey, next);
  const [pasted, setPasted] = useState('');
  const [checkChoice, setCheckChoice] = useState<'kept' | 'pasted'>('kept');

  // The screen keeps what the receiver keeps: the newest deliveries, never more than it holds.
  useEvent('bitbucket.delivery.received', (payload) => {
    if (payload.connectionId !== connectionId) return;
    client.setQueryData<ReceiverStatus>(statusKey, (old) =>
      old ? { ...old, deliveries: [payload.delivery, ...old.deliveries.filter((known) => known.id !== payload.delivery.id)].slice(0, receiverKeeps) } : old,
    );
  });
  useEvent('bitbucket.delivery.dropped', (payload) => {
    if (payload.connectionId !== connectionId) return;
    client.setQueryData<ReceiverStatus>(statusKey, (old) => (old ? { ...old, dropped: payload.dropped } : old));
  });

  const failed = { onError: (error: unknown) => notify.error(describeError(error)) };
  const start = useChannelMutation('bitbucket.receiver.start', { ...failed, onSuccess: setStatus });
  const stop = useChannelMutation('bitbucket.receiver.stop', { ...failed, onSuccess: setStatus });
  const configure = useChannelMutation('bitbucket.receiver.update', { ...failed, onSuccess: setStatus });
  const [chosenAnswer, setChosenAnswer] = useState<'accept' | 'fail' | null>(null);

  const receiver = status.data;
  const listening = receiver?.listening === true;
  const isDemo = list.data?.isDemo === true;
  const pastedProblem = pasted !== '' ? HookSecretInput.safeParse(pasted).error?.issues[0]?.message : undefined;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Test delivery" icon={<SensorsOutlined />} description="Watch deliveries arrive on this computer, each with its headers, body, signature verdict and timing." />
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
          <SendTestEvent connectionId={connectionId} receiverUrl={listening ? receiver.url : null} hooks={list.data?.hooks ?? []} catalog={catalog.data?.events} />
        </Section>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Deliveries received
      </Typography>
      {receiver && receiver.dropped > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          Orgdesk answered {plural(receiver.dropped, 'more delivery', 'more deliveries')} without keeping or checking them: they came faster than it shows deliveries (the newest{' '}
          {receiverKeeps} at once, then {receiverShowsPerSecond} a second).
        </Alert>
      )}
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
