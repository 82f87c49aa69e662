import Typography from '@mui/material/Typography';
import type { ContentTemplate } from '../../../../../app/contract/confluence/templates.channels';
import { useChannelQuery } from '../../../api/hooks';
import { DialogFrame } from '../../../shared/DialogFrame';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { RenderedHtml } from '../shared/RenderedHtml';
import { VersionNotes } from '../shared/VersionNotes';

/** A template as a page made from it would start out, rendered safely. */
export function TemplatePreviewDialog({ connectionId, template, onClose }: { connectionId: string; template: ContentTemplate; onClose(): void }) {
  const full = useChannelQuery('confluence.templates.get', { connectionId, templateId: template.templateId, includeBody: true });
  const body = full.data?.body ?? '';
  const preview = useChannelQuery('confluence.markup.getPreview', { connectionId, storage: body }, { enabled: full.isSuccess && body !== '' });
  return (
    <DialogFrame title={template.name} progress={full.isPending || preview.isFetching ? 'Reading the template' : null} maxWidth="md" onClose={onClose}>
      {template.description && <Typography color="text.secondary" sx={{ mb: 2 }}>{template.description}</Typography>}
      <LoadErrorAlert error={full.error ?? preview.error} what="The template could not be read." onRetry={() => void full.refetch()} />
      {full.isSuccess && body === '' && <Typography>This template has no body.</Typography>}
      {preview.data && <VersionNotes notes={preview.data.notes} />}
      {preview.data && <RenderedHtml html={preview.data.html} label={`Preview of ${template.name}`} />}
    </DialogFrame>
  );
}
