import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../../app/contract/confluence/history.channels';
import { useChannelQuery } from '../../../../api/hooks';
import { DialogFrame } from '../../../../shared/DialogFrame';
import { LoadErrorAlert } from '../../../../shared/LoadErrorAlert';
import { RenderedHtml } from '../../shared/RenderedHtml';
import { VersionNotes } from '../../shared/VersionNotes';
import { versionLine } from '../versionWords';

interface Props {
  connectionId: string;
  pageId: string;
  version: HistoryVersion;
  author: HistoryPerson | undefined;
  isCurrent: boolean;
  onCompare(): void;
  onRestore(): void;
  onClose(): void;
}

/** One version as the page looked then: rendered safely, with anything that could not be shown named. */
export function VersionViewDialog({ connectionId, pageId, version, author, isCurrent, onCompare, onRestore, onClose }: Props) {
  const view = useChannelQuery('confluence.versions.getRendered', { connectionId, pageId, versionNumber: version.number });
  return (
    <DialogFrame
      title={
        <>
          {view.data?.title ?? 'Version'} <Typography component="span" color="text.secondary">(version {version.number})</Typography>
        </>
      }
      progress={view.isPending ? 'Reading the version' : null}
      maxWidth="lg"
      onClose={onClose}
      actions={
        !isCurrent && (
          <>
            <Button onClick={onCompare}>Compare with the current version</Button>
            <Button onClick={onRestore}>Restore this version…</Button>
          </>
        )
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {versionLine(version, author)}
          {version.message ? ` · “${version.message}”` : ''}
        </Typography>
        <LoadErrorAlert error={view.error} what="This version could not be read." onRetry={() => void view.refetch()} />
        {view.data && <VersionNotes notes={view.data.rendered.notes} />}
        {view.data && view.data.rendered.html !== '' && <RenderedHtml html={view.data.rendered.html} label={`Version ${version.number} of the page`} />}
      </Stack>
    </DialogFrame>
  );
}
