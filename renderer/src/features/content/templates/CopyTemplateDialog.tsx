import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ConfluenceSpace, ContentTemplate } from '../../../../../app/contract/channels/confluence';
import { useChannelMutation } from '../../../api/hooks';
import { DialogError } from '../../../shared/DialogError';

const outcomeWords = { done: 'Copied', skipped: 'Skipped', failed: 'Failed' } as const;

/** Copies a template into the spaces ticked; a space that already has one of that name is left alone. */
export function CopyTemplateDialog({ connectionId, template, spaces, onCopied, onClose }: { connectionId: string; template: ContentTemplate; spaces: ConfluenceSpace[]; onCopied(): void; onClose(): void }) {
  const titleId = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const copy = useChannelMutation('confluence.templates.createCopies', { onSuccess: onCopied });
  const targets = spaces.filter((space) => space.key !== template.spaceKey);
  const spaceName = (key: string) => spaces.find((space) => space.key === key)?.name ?? key;
  return (
    <Dialog open onClose={copy.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      {copy.isPending && <LinearProgress aria-label="Copying" />}
      <DialogTitle id={titleId}>Copy “{template.name}” to other spaces</DialogTitle>
      <DialogContent dividers>
        {copy.data ? (
          <List aria-label="What happened in each space">
            {copy.data.outcomes.map((outcome) => (
              <ListItem key={outcome.key}>
                <ListItemText
                  primary={`${outcomeWords[outcome.status]}: ${spaceName(outcome.key)}`}
                  secondary={outcome.status === 'skipped' ? outcome.reason : outcome.status === 'failed' ? outcome.error.message : null}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <>
            <Typography sx={{ mb: 1.5 }}>Each space gets its own copy, which its admins can change without touching this one.</Typography>
            {template.isBlueprint && <Alert severity="info" sx={{ mb: 1.5 }}>The copy is a page template with the blueprint’s content; it can be edited.</Alert>}
            <FormGroup aria-label="Spaces">
              {targets.map((space) => (
                <FormControlLabel
                  key={space.id}
                  control={
                    <Checkbox
                      checked={picked.includes(space.key)}
                      onChange={(event) => setPicked(event.target.checked ? [...picked, space.key] : picked.filter((key) => key !== space.key))}
                    />
                  }
                  label={`${space.name} (${space.key})`}
                />
              ))}
            </FormGroup>
          </>
        )}
        <DialogError error={copy.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={copy.isPending}>
          {copy.data ? 'Close' : 'Cancel'}
        </Button>
        {!copy.data && (
          <Button variant="contained" disabled={picked.length === 0 || copy.isPending} onClick={() => copy.mutate({ connectionId, templateId: template.templateId, spaceKeys: picked })}>
            Copy to {picked.length} {picked.length === 1 ? 'space' : 'spaces'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
