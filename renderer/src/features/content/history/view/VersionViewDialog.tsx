import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import type { HistoryVersion } from '../../../../../../app/contract/confluence/history.channels';
import { useChannelQuery } from '../../../../api/hooks';
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
  const titleId = useId();
  const view = useChannelQuery('confluence.versions.getRendered', { connectionId, pageId, versionNumber: version.number });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth scroll="paper">
      {view.isPending && <LinearProgress aria-label="Reading the version" />}
      <DialogTitle id={titleId}>
        {view.data?.title ?? 'Version'} <Typography component="span" color="text.secondary">(version {version.number})</Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {versionLine(version, author)}
            {version.message ? ` · “${version.message}”` : ''}
          </Typography>
          <LoadErrorAlert error={view.error} what="This version could not be read." onRetry={() => void view.refetch()} />
          {view.data && <VersionNotes notes={view.data.rendered.notes} />}
          {view.data && view.data.rendered.html !== '' && <RenderedHtml html={view.data.rendered.html} label={`Version ${version.number} of the page`} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {!isCurrent && <Button onClick={onCompare}>Compare with the current version</Button>}
        {!isCurrent && <Button onClick={onRestore}>Restore this version…</Button>}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
