import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { CustomContent } from '../../../../../app/contract/confluence/custom-content.channels';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { keepKeysInCell } from '../../../shared/cellControls';
import { gridLook } from '../../../shared/gridLook';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { TimeText } from '../../../shared/TimeText';
import { useNow } from '../../../shared/useNow';
import { useNotify } from '../../../shell/NotifyProvider';
import { CustomContentEditDialog, CustomContentViewDialog } from './CustomContentDialogs';
import { CustomTypePicker } from './CustomTypePicker';

type Open = { kind: 'view' | 'edit' | 'delete'; item: CustomContent } | null;

/**
 * Custom content (made by apps) of a space or of one of its pages, one type at a time: the types in use
 * are found by a search, since no API lists them; any other type key can be typed in.
 */
export function CustomContentSection({ connectionId }: { connectionId: string }) {
  const notify = useNotify();
  const now = useNow(60_000);
  const [spaceId, setSpaceId] = useState('');
  const [pageId, setPageId] = useState('');
  const [type, setType] = useState('');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState<Open>(null);
  const spaces = useChannelQuery('confluence.spaces.list', { connectionId, status: 'current', sort: 'name' });
  const space = spaces.data?.items.find((candidate) => candidate.id === spaceId);
  const types = useChannelQuery('confluence.customContentTypes.list', { connectionId, spaceKey: space?.key ?? '' }, { enabled: space !== undefined });
  const onPage = /^\d+$/.test(pageId.trim());
  const container = onPage ? { kind: 'page' as const, id: pageId.trim() } : { kind: 'space' as const, id: spaceId };
  const items = useChannelQuery(
    'confluence.customContent.listByContainer',
    { connectionId, type: type.trim(), container, ...(cursor === undefined ? {} : { cursor }) },
    { enabled: type.trim() !== '' && (onPage || spaceId !== '') },
  );
  const remove = useChannelMutation('confluence.customContent.delete', {
    onSuccess: () => {
      notify.success(`“${open?.item.title ?? ''}” was deleted.`);
      setOpen(null);
      void items.refetch();
    },
  });

  const columns: GridColDef<CustomContent>[] = useMemo(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      { field: 'pageId', headerName: 'Lives on', width: 150, valueGetter: (_value, row) => (row.pageId ? `Page ${row.pageId}` : row.blogPostId ? `Blog post ${row.blogPostId}` : 'The space') },
      { field: 'version', headerName: 'Version', width: 90, valueGetter: (_value, row) => row.version?.number ?? 1 },
      { field: 'modified', headerName: 'Changed', width: 140, sortable: false, renderCell: ({ row }) => <TimeText iso={row.version?.createdAt ?? row.createdAt} now={now} fallback="Unknown" /> },
      {
        field: 'actions',
        headerName: '',
        width: 230,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row, tabIndex }) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" tabIndex={tabIndex} onKeyDown={keepKeysInCell} onClick={() => setOpen({ kind: 'view', item: row })} aria-label={`View ${row.title}`}>
              View
            </Button>
            <Button size="small" tabIndex={tabIndex} onKeyDown={keepKeysInCell} onClick={() => setOpen({ kind: 'edit', item: row })} aria-label={`Edit ${row.title}`}>
              Edit
            </Button>
            <Button size="small" color="error" tabIndex={tabIndex} onKeyDown={keepKeysInCell} onClick={() => setOpen({ kind: 'delete', item: row })} aria-label={`Delete ${row.title}`}>
              Delete
            </Button>
          </Box>
        ),
      },
    ],
    [now],
  );

  return (
    <Stack spacing={2}>
      <Typography>Apps keep their own content in Confluence (decision logs, boards, forms). Pick where to look and the type of content.</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Space"
          value={spaceId}
          onChange={(event) => {
            setSpaceId(event.target.value);
            setCursor(undefined);
          }}
          sx={{ width: 240 }}
        >
          {(spaces.data?.items ?? []).map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name} ({candidate.key})
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Only on the page with id (optional)" value={pageId} onChange={(event) => { setPageId(event.target.value); setCursor(undefined); }} sx={{ width: 240 }} />
        <CustomTypePicker
          types={types.data?.types ?? null}
          loading={types.isFetching}
          value={type}
          onChange={(value) => {
            setType(value);
            setCursor(undefined);
          }}
        />
      </Stack>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} />
      <LoadErrorAlert error={items.error} what="The custom content could not be read." onRetry={() => void items.refetch()} />
      {items.data && (
        <>
          <Box sx={{ height: 'max(320px, calc(100vh - 420px))', width: '100%' }}>
            <DataGrid
              rows={items.data.items}
              columns={columns}
              disableRowSelectionOnClick
              hideFooter
              localeText={{ noRowsLabel: 'Nothing of this type here.' }}
              aria-label="Custom content"
              sx={gridLook}
            />
          </Box>
          {items.data.nextCursor && (
            <Box>
              <Button onClick={() => setCursor(items.data?.nextCursor ?? undefined)}>Next page</Button>
            </Box>
          )}
        </>
      )}
      {open?.kind === 'view' && <CustomContentViewDialog connectionId={connectionId} item={open.item} onEdit={() => setOpen({ kind: 'edit', item: open.item })} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <CustomContentEditDialog connectionId={connectionId} item={open.item} onSaved={() => void items.refetch()} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={`Delete “${open?.item.title ?? ''}”?`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setOpen(null)}
        onConfirm={() => open && remove.mutate({ connectionId, id: open.item.id })}
      >
        It goes to the space’s trash, or, for apps that keep no trash, is removed for good at once.
      </ConfirmDialog>
    </Stack>
  );
}
