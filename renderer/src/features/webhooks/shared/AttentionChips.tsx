import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { attentionLabels, type Attention, type AttentionKind } from '../../../../../app/contract/bitbucket/webhooks';

/** How serious each flag is: an address Bitbucket cannot reach or plain http is worse than a paused hook. */
export const attentionColor: Record<AttentionKind, 'error' | 'warning' | 'default'> = {
  'private-address': 'error',
  'plain-http': 'error',
  'no-secret': 'warning',
  'duplicate-url': 'warning',
  paused: 'default',
};

/** A hook's flags as a list of chips; each says its whole sentence on hover, on keyboard focus and to screen readers. */
export function AttentionChips({ flags }: { flags: readonly Attention[] }) {
  if (flags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label="Needs attention">
      {flags.map((flag) => (
        <Tooltip key={flag.kind} title={flag.text} describeChild>
          <Chip size="small" variant="outlined" color={attentionColor[flag.kind]} label={attentionLabels[flag.kind]} role="listitem" aria-label={`${attentionLabels[flag.kind]}: ${flag.text}`} tabIndex={0} />
        </Tooltip>
      ))}
    </Stack>
  );
}
