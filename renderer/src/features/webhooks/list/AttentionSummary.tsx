import Button from '@mui/material/Button';
import { agreeing, plural } from '../../../../../app/contract/words';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AttentionKind, attentionLabels, type WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { attentionCounts } from './hookFilters';

/** What needs attention across the workspace, one button per kind that filters the list to it. */
export function AttentionSummary({ hooks, onPick }: { hooks: readonly WebhookSummary[]; onPick(kind: AttentionKind): void }) {
  const counts = attentionCounts(hooks);
  const flagged = hooks.filter((hook) => hook.attention.length > 0).length;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }} aria-label="What needs attention" role="group">
      <Typography sx={{ fontWeight: 600, mr: 1 }}>
        {flagged === 0 ? 'Nothing needs attention.' : `${flagged} of ${plural(hooks.length, 'webhook')} ${agreeing(flagged, 'needs', 'need')} attention:`}
      </Typography>
      {AttentionKind.options
        .filter((kind) => (counts.get(kind) ?? 0) > 0)
        .map((kind) => (
          <Button key={kind} size="small" variant="outlined" color={kind === 'paused' ? 'inherit' : kind === 'no-secret' || kind === 'duplicate-url' ? 'warning' : 'error'} onClick={() => onPick(kind)}>
            {attentionLabels[kind]}: {counts.get(kind)}
          </Button>
        ))}
    </Stack>
  );
}
