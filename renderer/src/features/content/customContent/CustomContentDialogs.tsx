import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { CustomContent } from '../../../../../app/contract/confluence/custom-content.channels';
import { isContractError } from '../../../api/ContractError';
import { useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { DialogFrame } from '../../../shared/DialogFrame';
import { FormDialog } from '../../../shared/FormDialog';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useNotify } from '../../../shell/NotifyProvider';
import { RenderedHtml } from '../shared/RenderedHtml';
import { VersionNotes } from '../shared/VersionNotes';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** One item: its body rendered when it is page markup, shown as text when it is an app's data. */
export function CustomContentViewDialog({ connectionId, item, onEdit, onClose }: { connectionId: string; item: CustomContent; onEdit(): void; onClose(): void }) {
  const view = useChannelQuery('confluence.customContent.getRendered', { connectionId, id: item.id });
  return (
    <DialogFrame title={item.title} progress={view.isPending ? 'Reading the item' : null} maxWidth="md" onClose={onClose} actions={<Button onClick={onEdit}>Edit…</Button>}>
      <LoadErrorAlert error={view.error} what="This item could not be read." onRetry={() => void view.refetch()} />
      {view.data?.rendered && (
        <>
          <VersionNotes notes={view.data.rendered.notes} />
          <RenderedHtml html={view.data.rendered.html} />
        </>
      )}
      {view.data && view.data.rendered === null && (
        <Box component="pre" sx={{ ...monospace, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 2, borderRadius: 2, m: 0 }} aria-label="The item's data">
          {view.data.text || '(empty)'}
        </Box>
      )}
    </DialogFrame>
  );
}

/** Title and body, saved as a new version; someone else's newer save is named, and nothing is overwritten. */
export function CustomContentEditDialog({ connectionId, item, onSaved, onClose }: { connectionId: string; item: CustomContent; onSaved(): void; onClose(): void }) {
  const notify = useNotify();
  const full = useChannelQuery('confluence.customContent.get', { connectionId, id: item.id, bodyFormat: 'raw' }, { staleTime: 0 });
  const [title, setTitle] = useState(item.title);
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    if (full.data && body === null) setBody(full.data.body?.value ?? '');
  }, [full.data, body]);
  const save = useChannelMutation('confluence.customContent.update', {
    onSuccess: (saved) => {
      notify.success(`“${saved.title}” was saved as version ${saved.version?.number ?? ''}.`);
      onSaved();
      onClose();
    },
  });
  const conflict = isContractError(save.error) && save.error.code === 'CONFLICT';
  const reload = () => {
    save.reset();
    setBody(null);
    void full.refetch();
  };
  const current = full.data ?? item;
  const dirty = title !== item.title || (full.data !== undefined && body !== null && body !== (full.data.body?.value ?? ''));
  return (
    <FormDialog
      title={`Edit “${item.title}”`}
      dirty={dirty}
      busy={full.isFetching || save.isPending}
      busyLabel="Working"
      error={save.error}
      discardNote="The item stays as it was."
      maxWidth="md"
      onClose={onClose}
      actions={
        conflict ? (
          <Button variant="contained" onClick={reload}>
            Reload
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={save.isPending || body === null || title.trim() === '' || current.version === null}
            onClick={() =>
              current.version &&
              save.mutate({
                connectionId,
                id: item.id,
                type: item.type,
                title: title.trim(),
                body: { representation: current.body?.representation === 'storage' ? 'storage' : current.body?.representation === 'atlas_doc_format' ? 'atlas_doc_format' : 'raw', value: body ?? '' },
                basedOnVersion: current.version.number,
              })
            }
          >
            Save
          </Button>
        )
      }
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <LoadErrorAlert error={full.error} what="This item could not be read." onRetry={() => void full.refetch()} />
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required />
        <TextField
          label={`Body (${current.body?.representation ?? 'raw'})`}
          value={body ?? ''}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={10}
          maxRows={22}
          slotProps={{ htmlInput: { spellCheck: false, style: monospace } }}
        />
        {conflict && <Alert severity="info">Reload to see the newer version, then make your change again.</Alert>}
      </Stack>
    </FormDialog>
  );
}
