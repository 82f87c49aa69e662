import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import type { ConfluenceAttachment } from '../../../../../app/contract/confluence/attachments.channels';
import { useChannelQuery } from '../../../api/hooks';
import { DialogFrame } from '../../../shared/DialogFrame';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useAttachmentDownload } from './useAttachmentDownload';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every upload of one file, newest first, each of them downloadable. */
export function AttachmentVersionsDialog({ connectionId, attachment, onClose }: { connectionId: string; attachment: ConfluenceAttachment; onClose(): void }) {
  const versions = useChannelQuery('confluence.attachmentVersions.list', { connectionId, attachmentId: attachment.id, sort: '-modified-date' });
  const items = versions.data?.items ?? [];
  const authorIds = useMemo(() => [...new Set(items.flatMap((version) => version.authorId ?? []))].sort(), [items]);
  const people = useChannelQuery('confluence.people.list', { connectionId, accountIds: authorIds }, { enabled: authorIds.length > 0 });
  const nameOf = (accountId: string | null) => people.data?.people.find((person) => person.accountId === accountId)?.name ?? 'Unknown person';
  const download = useAttachmentDownload();
  return (
    <DialogFrame
      title={`Versions of “${attachment.title}”`}
      progress={versions.isPending ? 'Reading the versions' : download.isPending ? 'Downloading' : null}
      onClose={onClose}
    >
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
    </DialogFrame>
  );
}
