import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceivedDelivery } from '../../../../../app/contract/bitbucket/webhooks';
import { exactTime } from '../../../shared/relativeTime';
import { eventName, type CatalogEvent } from '../shared/eventCatalog';
import { verdictTitles } from '../shared/verdictWords';

const codeBlock = { m: 0, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 320, overflow: 'auto' } as const;

function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function timing(delivery: ReceivedDelivery): string {
  const arrived = delivery.afterTriggerMs === null ? null : `arrived ${Math.round(delivery.afterTriggerMs)} ms after the event`;
  return [arrived, `read in ${Math.round(delivery.readMs)} ms`, `answered ${delivery.answered}`].filter(Boolean).join(' · ');
}

/** One delivery as it arrived: the verdict first, then timing, then headers and body on request. */
export function DeliveryCard({ delivery, catalog }: { delivery: ReceivedDelivery; catalog: readonly CatalogEvent[] }) {
  const name = delivery.hookDescription ?? delivery.hookId ?? 'an unknown hook';
  const label = `${delivery.event ? eventName(delivery.event, catalog) : 'Delivery'} from ${name}`;
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }} slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack spacing={0.5} sx={{ width: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip size="small" color={delivery.verdict.valid ? 'success' : 'error'} label={verdictTitles[delivery.verdict.kind]} />
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            {delivery.attempt !== null && delivery.attempt > 1 && <Chip size="small" variant="outlined" label={`Retry ${delivery.attempt - 1}`} />}
          </Stack>
          <Typography variant="body2">{delivery.verdict.reason}</Typography>
          <Typography variant="body2" color="text.secondary">
            {exactTime(delivery.receivedAt)} · {timing(delivery)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="subtitle2" component="h4">
          Headers
        </Typography>
        {/* Long lines scroll sideways: the block takes keyboard focus so arrow keys can scroll it. */}
        <Box component="pre" tabIndex={0} aria-label="Headers" sx={codeBlock}>
          {delivery.headers.map((header) => `${header.name}: ${header.value}`).join('\n')}
        </Box>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
          Body ({delivery.bodyBytes.toLocaleString()} bytes{delivery.bodyCut ? ', shown in part' : ''})
        </Typography>
        <Box component="pre" tabIndex={0} aria-label="Body" sx={codeBlock}>
          {prettyBody(delivery.body)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
