import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ContentTemplate } from '../../../../../app/contract/confluence/templates.channels';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { RenderedHtml } from '../shared/RenderedHtml';
import { VersionNotes } from '../shared/VersionNotes';

/** A template as a page made from it would start out, rendered safely. */
export function TemplatePreviewDialog({ connectionId, template, onClose }: { connectionId: string; template: ContentTemplate; onClose(): void }) {
  const titleId = useId();
  const full = useChannelQuery('confluence.templates.get', { connectionId, templateId: template.templateId, includeBody: true });
  const body = full.data?.body ?? '';
  const preview = useChannelQuery('confluence.markup.getPreview', { connectionId, storage: body }, { enabled: full.isSuccess && body !== '' });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {(full.isPending || preview.isFetching) && <LinearProgress aria-label="Reading the template" />}
      <DialogTitle id={titleId}>{template.name}</DialogTitle>
      <DialogContent dividers>
        {template.description && <Typography color="text.secondary" sx={{ mb: 2 }}>{template.description}</Typography>}
        <LoadErrorAlert error={full.error ?? preview.error} what="The template could not be read." onRetry={() => void full.refetch()} />
        {full.isSuccess && body === '' && <Typography>This template has no body.</Typography>}
        {preview.data && <VersionNotes notes={preview.data.notes} />}
        {preview.data && <RenderedHtml html={preview.data.html} label={`Preview of ${template.name}`} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
