import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo } from 'react';
import type { ConfluenceAttachment } from '../../../../../app/contract/confluence/attachments.channels';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useAttachmentDownload } from './useAttachmentDownload';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every upload of one file, newest first, each of them downloadable. */
export function AttachmentVersionsDialog({ connectionId, attachment, onClose }: { connectionId: string; attachment: ConfluenceAttachment; onClose(): void }) {
  const titleId = useId();
  const versions = useChannelQuery('confluence.attachmentVersions.list', { connectionId, attachmentId: attachment.id, sort: '-modified-date' });
  const items = versions.data?.items ?? [];
  const authorIds = useMemo(() => [...new Set(items.flatMap((version) => version.authorId ?? []))].sort(), [items]);
  const people = useChannelQuery('confluence.people.list', { connectionId, accountIds: authorIds }, { enabled: authorIds.length > 0 });
  const nameOf = (accountId: string | null) => people.data?.people.find((person) => person.accountId === accountId)?.name ?? 'Unknown person';
  const download = useAttachmentDownload();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {(versions.isPending || download.isPending) && <LinearProgress aria-label="Working" />}
      <DialogTitle id={titleId}>Versions of “{attachment.title}”</DialogTitle>
      <DialogContent>
        <LoadErrorAlert error={versions.error} what="The versions could not be read." onRetry={() => void versions.refetch()} />
        <Table size="small" aria-label={`Versions of ${attachment.title}`}>
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Comment</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((version) => (
              <TableRow key={version.number}>
                <TableCell>{version.number}</TableCell>
                <TableCell>{version.createdAt ? dateTime.format(new Date(version.createdAt)) : 'Unknown'}</TableCell>
                <TableCell>{nameOf(version.authorId)}</TableCell>
                <TableCell>{version.message || '—'}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => download.mutate({ connectionId, attachmentId: attachment.id, version: version.number })} disabled={download.isPending}>
                    Download
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
