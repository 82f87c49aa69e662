import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { isPending, outcomeWords, sentSummary, type SentTestEvent } from './testEventOutcomes';

interface Props {
  connectionId: string;
  sent: SentTestEvent;
  eventName: string;
  hooks: readonly WebhookSummary[];
}

/** How often the screen asks again while a delivery is still being sent (a receiver may take seconds to answer). */
const followMs = 700;

/**
 * Where the last test event went, one line per hook on this computer (sending, delivered, failed and why:
 * no answer in time, refused, an error answer) and one naming the hooks the demo cannot reach. It follows
 * the deliveries until each has ended, and stays until the next event is sent.
 */
export function TestEventOutcomes({ connectionId, sent, eventName, hooks }: Props) {
  const deliveryIds = sent.deliveries.map((delivery) => delivery.id);
  const followed = useChannelQuery(
    'bitbucket.demoDeliveries.list',
    { connectionId, deliveryIds },
    {
      enabled: sent.deliveries.some(isPending),
      refetchInterval: (query) => (query.state.data?.deliveries.some(isPending) === false ? false : followMs),
    },
  );
  const latest = new Map(followed.data?.deliveries.map((delivery) => [delivery.id, delivery]));
  const now = { ...sent, deliveries: sent.deliveries.map((delivery) => latest.get(delivery.id) ?? delivery) };
  const nameOf = (hookId: string) => {
    const hook = hooks.find((candidate) => candidate.id === hookId);
    return hook ? hook.description || hook.url : 'A webhook no longer in the list';
  };
  const here = now.deliveries.filter((delivery) => delivery.outcome !== 'not-delivered');
  const elsewhere = now.deliveries.filter((delivery) => delivery.outcome === 'not-delivered');
  const notSent = elsewhere[0] ? outcomeWords(elsewhere[0]) : null;

  return (
    <Box component="section" aria-label="Where the test event went" sx={{ mt: 1 }}>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {sentSummary(now, eventName)}
      </Typography>
      <LoadErrorAlert error={followed.error} what="How the deliveries ended could not be read." onRetry={() => void followed.refetch()} sx={{ mt: 1 }} />
      {now.deliveries.length > 0 && (
        <List dense aria-label="Deliveries of the test event" sx={{ mt: 0.5 }}>
          {here.map((delivery) => {
            const words = outcomeWords(delivery);
            return (
              <ListItem key={delivery.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
                <Chip size="small" variant={words.tone === 'info' ? 'outlined' : 'filled'} color={words.tone} label={words.label} sx={{ minWidth: 88 }} />
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {nameOf(delivery.hookId)}
                  </Typography>
                  <Typography variant="body2">{words.detail}</Typography>
                </Box>
              </ListItem>
            );
          })}
          {notSent && (
            <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
              <Chip size="small" variant="outlined" label={notSent.label} sx={{ minWidth: 88 }} />
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {elsewhere.map((delivery) => nameOf(delivery.hookId)).join(', ')}
                </Typography>
                <Typography variant="body2">{notSent.detail}</Typography>
              </Box>
            </ListItem>
          )}
        </List>
      )}
    </Box>
  );
}
