import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HookBulkUndo, HookEditUndo } from '../../../../../app/contract/bitbucket/hook-undo.channels';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { relativeTime } from '../../../shared/relativeTime';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';
import { offerWords, OFFERS_SHOWN, undoOffers } from './undoOffers';

interface Props {
  connectionId: string;
  /** Putting back a bulk change opens its preview. */
  onPutBack(bulk: HookBulkUndo): void;
  /** A hook was put back: the list must be read again. */
  onChanged(): void;
}

/**
 * The changes to this workspace's webhooks that Undo can still put back, newest first, also those made
 * before Orgdesk was last started: the change journal keeps them for 90 days.
 */
export function UndoOffers({ connectionId, onPutBack, onChanged }: Props) {
  const offers = useChannelQuery('bitbucket.hookUndos.list', { connectionId }, { staleTime: 0 });
  const now = useNow(60_000);
  const notify = useNotify();
  const [hidden, setHidden] = useState(false);
  const [all, setAll] = useState(false);
  const [asking, setAsking] = useState<HookEditUndo | null>(null);
  const restore = useChannelMutation('bitbucket.hookEdits.restore', {
    onSuccess: () => {
      notify.success(`“${asking?.hook ?? ''}” is back as it was before your change.`);
      setAsking(null);
      onChanged();
    },
  });

  if (offers.isError) return <LoadErrorAlert error={offers.error} what="The changes you can undo could not be listed." onRetry={() => void offers.refetch()} sx={{ mb: 2 }} />;
  const listed = offers.data ? undoOffers(offers.data) : [];
  if (hidden || listed.length === 0) return null;
  const shown = all ? listed : listed.slice(0, OFFERS_SHOWN);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="undo-offers-heading" sx={{ px: 2, py: 1.5, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="undo-offers-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Changes you can still undo
        </Typography>
        <Button size="small" onClick={() => setHidden(true)}>
          Hide
        </Button>
      </Stack>
      <List dense disablePadding aria-label="Changes you can still undo">
        {shown.map((offer, index) => {
          const words = offerWords(offer, relativeTime(offer.at, now));
          return (
            <ListItem key={offer.kind === 'edit' ? offer.edit.undoId : offer.bulk.jobId} disableGutters divider={index < shown.length - 1} sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <ListItemText primary={words.what} secondary={words.undo} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
              <Box sx={{ flexShrink: 0 }}>
                <Button size="small" variant="outlined" aria-label={words.label} onClick={() => (offer.kind === 'edit' ? setAsking(offer.edit) : onPutBack(offer.bulk))}>
                  {words.button}
                </Button>
              </Box>
            </ListItem>
          );
        })}
      </List>
      {listed.length > OFFERS_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${listed.length.toLocaleString('en')}`}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Undo your change to “${asking?.hook ?? ''}”?`}
        confirmLabel="Undo the change"
        busy={restore.isPending}
        error={restore.error}
        onConfirm={() => asking && restore.mutate({ connectionId, undoId: asking.undoId })}
        onClose={() => {
          setAsking(null);
          restore.reset();
        }}
      >
        {`The webhook goes back to how it was before your change: ${asking?.putsBack.join('; ') ?? ''}. Its secret is left as it is. If someone changed the webhook since, nothing is changed and you are told what differs.`}
      </ConfirmDialog>
    </Paper>
  );
}
