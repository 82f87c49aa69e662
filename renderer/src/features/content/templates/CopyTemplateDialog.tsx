import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ConfluenceSpace } from '../../../../../app/contract/confluence/pages-and-spaces.channels';
import type { ContentTemplate } from '../../../../../app/contract/confluence/templates.channels';
import { plural } from '../../../../../app/contract/words';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';

const outcomeWords = { done: 'Copied', skipped: 'Skipped', failed: 'Failed' } as const;

/** Copies a template into the spaces ticked; a space that already has one of that name is left alone. */
export function CopyTemplateDialog({ connectionId, template, spaces, onCopied, onClose }: { connectionId: string; template: ContentTemplate; spaces: ConfluenceSpace[]; onCopied(): void; onClose(): void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const copy = useChannelMutation('confluence.templates.createCopies', { onSuccess: onCopied });
  const targets = spaces.filter((space) => space.key !== template.spaceKey);
  const spaceName = (key: string) => spaces.find((space) => space.key === key)?.name ?? key;
  return (
    <FormDialog
      title={`Copy “${template.name}” to other spaces`}
      dirty={picked.length > 0 && !copy.data}
      busy={copy.isPending}
      busyLabel="Copying"
      error={copy.error}
      discardNote="No copy is made."
      cancelLabel={copy.data ? 'Close' : 'Cancel'}
      onClose={onClose}
      actions={
        !copy.data && (
          <Button variant="contained" disabled={picked.length === 0 || copy.isPending} onClick={() => copy.mutate({ connectionId, templateId: template.templateId, spaceKeys: picked })}>
            Copy to {plural(picked.length, 'space')}
          </Button>
        )
      }
    >
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
    </FormDialog>
  );
}
