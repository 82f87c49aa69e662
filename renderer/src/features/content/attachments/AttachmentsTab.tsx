import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { Output } from '../../../../../app/contract';
import type { ConfluenceAttachment } from '../../../../../app/contract/confluence/attachments.channels';
import type { HistoryPerson } from '../../../../../app/contract/confluence/content';
import type { ContractError } from '../../../api/ContractError';
import { useClient } from '../../../api/ClientContext';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { keepKeysInCell } from '../../../shared/cellControls';
import { gridLook } from '../../../shared/gridLook';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';
import { TimeText } from '../../../shared/TimeText';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';
import { AttachmentVersionsDialog } from './AttachmentVersionsDialog';
import { useAttachmentDownload } from './useAttachmentDownload';
import { formatBytes } from './sizes';
import { plural } from '../../../../../app/contract/words';

interface Props {
  connectionId: string;
  pageId: string;
}

function AttachmentMenu({ attachment, onVersions, onDelete, onDownload }: { attachment: ConfluenceAttachment; onVersions(): void; onDelete(): void; onDownload(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${attachment.title}`}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onKeyDown={keepKeysInCell}
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onDownload)}>Download</MenuItem>
        <MenuItem onClick={pick(onVersions)}>Versions…</MenuItem>
        <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
          Delete…
        </MenuItem>
      </Menu>
    </>
  );
}

/** A page's attachments (v2): size, type, who uploaded the latest version, how many versions. */
export function AttachmentsTab({ connectionId, pageId }: Props) {
  const client = useClient();
  const notify = useNotify();
  const now = useNow(60_000);
  const input = { connectionId, owner: 'pages' as const, ownerId: pageId, status: ['current' as const] };
  const list = useInfiniteQuery<Output<'confluence.attachments.list'>, ContractError>({
    queryKey: channelKey('confluence.attachments.list', input),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => client.call('confluence.attachments.list', { ...input, ...(pageParam === undefined ? {} : { cursor: pageParam as string }) }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const files = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const authorIds = useMemo(() => [...new Set(files.flatMap((file) => file.version?.authorId ?? []))].sort(), [files]);
  const people = useChannelQuery('confluence.people.list', { connectionId, accountIds: authorIds }, { enabled: authorIds.length > 0 });
  const byId = useMemo(() => new Map<string, HistoryPerson>((people.data?.people ?? []).map((person) => [person.accountId, person])), [people.data]);
  const download = useAttachmentDownload();
  const [versionsOf, setVersionsOf] = useState<ConfluenceAttachment | null>(null);
  const [deleting, setDeleting] = useState<ConfluenceAttachment | null>(null);
  const remove = useChannelMutation('confluence.attachments.delete', {
    onSuccess: () => {
      notify.success(`${deleting?.title ?? 'The file'} was moved to the trash.`);
      setDeleting(null);
      void list.refetch();
    },
  });

  const columns: GridColDef<ConfluenceAttachment>[] = [
    { field: 'title', headerName: 'File', flex: 1.2, minWidth: 180 },
    { field: 'mediaTypeDescription', headerName: 'Type', width: 150, valueGetter: (_value, row) => row.mediaTypeDescription ?? row.mediaType ?? 'File' },
    { field: 'fileSize', headerName: 'Size', width: 110, valueFormatter: (value: number | null) => formatBytes(value) },
    {
      field: 'author',
      headerName: 'Uploaded by',
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => {
        const person = row.version?.authorId ? byId.get(row.version.authorId) : undefined;
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            <PersonAvatar accountId={row.version?.authorId ?? 'unknown'} name={person?.name ?? null} url={person?.avatarUrl ?? null} size={24} />
            <Typography component="span" noWrap>
              {person?.name ?? 'Unknown person'}
            </Typography>
          </Box>
        );
      },
    },
    { field: 'when', headerName: 'Uploaded', width: 130, sortable: false, renderCell: ({ row }) => <TimeText iso={row.version?.createdAt ?? null} now={now} fallback="Unknown" /> },
    { field: 'versions', headerName: 'Versions', width: 90, valueGetter: (_value, row) => row.version?.number ?? 1 },
    {
      field: 'actions',
      headerName: '',
      width: 60,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <AttachmentMenu attachment={row} onDownload={() => download.mutate({ connectionId, attachmentId: row.id })} onVersions={() => setVersionsOf(row)} onDelete={() => setDeleting(row)} />
      ),
    },
  ];

  if (list.isError && files.length === 0) return <LoadErrorAlert error={list.error} what="The attachments of this page could not be read." onRetry={() => void list.refetch()} />;
  const total = files.reduce((sum, file) => sum + (file.fileSize ?? 0), 0);
  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        {list.isPending ? 'Reading the attachments…' : `${plural(files.length, 'file')}, ${formatBytes(total)} in all.`}
      </Typography>
      <Box sx={{ height: 'max(360px, calc(100vh - 380px))', width: '100%' }}>
        <DataGrid
          rows={files}
          columns={columns}
          loading={list.isPending}
          disableRowSelectionOnClick
          initialState={{ sorting: { sortModel: [{ field: 'fileSize', sort: 'desc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={{ noRowsLabel: 'This page has no attachments.' }}
          aria-label="Attachments of this page"
          sx={gridLook}
        />
      </Box>
      {versionsOf && <AttachmentVersionsDialog connectionId={connectionId} attachment={versionsOf} onClose={() => setVersionsOf(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Move to the trash"
        destructive
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ connectionId, attachmentId: deleting.id })}
      >
        The file and all its versions go to the space’s trash, where a space admin can restore it or remove it for good.
      </ConfirmDialog>
    </Stack>
  );
}
