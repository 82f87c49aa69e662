import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentTemplate } from '../../../../../app/contract/confluence/templates.channels';
import { channelKey, useChannelMutation, useChannelQuery } from '../../../api/hooks';
import { allowed, refused } from '../../../shared/availability';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { GuardedButton } from '../../../shared/GuardedButton';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useNotify } from '../../../shell/NotifyProvider';
import { CopyTemplateDialog } from './CopyTemplateDialog';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

const GLOBAL = 'global';
const blueprintRefusal = refused('Blueprints come with Confluence or an app and can’t be changed here. Copy it to make a page template you can edit.');

type Open = { kind: 'new' } | { kind: 'edit'; template: ContentTemplate } | { kind: 'preview'; template: ContentTemplate } | { kind: 'copy'; template: ContentTemplate } | { kind: 'delete'; template: ContentTemplate } | null;

function TemplateCard({ template, onOpen }: { template: ContentTemplate; onOpen(open: Exclude<Open, null | { kind: 'new' }>): void }) {
  return (
    <Card component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
            {template.name}
          </Typography>
          {template.isBlueprint && <Chip size="small" label="Blueprint" />}
        </Stack>
        <Typography color="text.secondary" variant="body2">
          {template.description || 'No description'}
        </Typography>
        {template.labels.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {template.labels.map((label) => (
              <Chip key={label} size="small" variant="outlined" label={label} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onOpen({ kind: 'preview', template })} aria-label={`Preview ${template.name}`}>
          Preview
        </Button>
        <GuardedButton size="small" availability={template.isBlueprint ? blueprintRefusal : allowed} onClick={() => onOpen({ kind: 'edit', template })} aria-label={`Edit ${template.name}`}>
          Edit
        </GuardedButton>
        <Button size="small" onClick={() => onOpen({ kind: 'copy', template })} aria-label={`Copy to spaces: ${template.name}`}>
          Copy to spaces
        </Button>
        <Button size="small" color="error" onClick={() => onOpen({ kind: 'delete', template })} aria-label={`Delete ${template.name}`}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

function TemplateList({ title, templates, empty, onOpen }: { title: string; templates: ContentTemplate[]; empty: string; onOpen(open: Exclude<Open, null | { kind: 'new' }>): void }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {templates.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2, p: 0, m: 0 }}>
          {templates.map((template) => (
            <TemplateCard key={template.templateId} template={template} onOpen={onOpen} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Page templates and blueprints of a space, or the global ones: preview, create, edit (page templates
 * only), copy to other spaces and delete, saying what a delete does to a blueprint.
 */
export function TemplatesSection({ connectionId }: { connectionId: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [spaceKey, setSpaceKey] = useState(GLOBAL);
  const [open, setOpen] = useState<Open>(null);
  const spaces = useChannelQuery('confluence.spaces.list', { connectionId, status: 'current', sort: 'name' });
  const scope = spaceKey === GLOBAL ? {} : { spaceKey };
  const pageTemplates = useChannelQuery('confluence.templates.list', { connectionId, kind: 'page', limit: 200, ...scope });
  const blueprints = useChannelQuery('confluence.templates.list', { connectionId, kind: 'blueprint', limit: 200, ...scope });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: channelKey('confluence.templates.list') });
  const remove = useChannelMutation('confluence.templates.delete', {
    onSuccess: () => {
      if (open?.kind === 'delete') {
        notify.success(open.template.isBlueprint ? `“${open.template.name}” is back as it came.` : `Template “${open.template.name}” was deleted.`);
      }
      setOpen(null);
      refresh();
    },
  });
  const space = spaces.data?.items.find((candidate) => candidate.key === spaceKey) ?? null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Templates of" value={spaceKey} onChange={(event) => setSpaceKey(event.target.value)} sx={{ width: 320 }}>
          <MenuItem value={GLOBAL}>Global templates (every space)</MenuItem>
          {(spaces.data?.items ?? []).map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.key}>
              {candidate.name} ({candidate.key})
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ kind: 'new' })} sx={{ whiteSpace: 'nowrap' }}>
          New template
        </Button>
      </Stack>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} />
      <LoadErrorAlert error={pageTemplates.error} what="The templates could not be read." onRetry={() => void pageTemplates.refetch()} />
      {pageTemplates.data && <TemplateList title="Page templates" templates={pageTemplates.data.items} empty="No page templates here yet." onOpen={setOpen} />}
      <LoadErrorAlert error={blueprints.error} what="The blueprints could not be read." onRetry={() => void blueprints.refetch()} />
      {blueprints.data && <TemplateList title="Blueprints" templates={blueprints.data.items} empty="No blueprints here." onOpen={setOpen} />}
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <TemplateEditorDialog
          connectionId={connectionId}
          template={open.kind === 'edit' ? open.template : null}
          spaceKey={spaceKey === GLOBAL ? null : spaceKey}
          spaceName={space?.name ?? null}
          onSaved={refresh}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'preview' && <TemplatePreviewDialog connectionId={connectionId} template={open.template} onClose={() => setOpen(null)} />}
      {open?.kind === 'copy' && <CopyTemplateDialog connectionId={connectionId} template={open.template} spaces={spaces.data?.items ?? []} onCopied={refresh} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? (open.template.isBlueprint ? `Reset the blueprint “${open.template.name}”?` : `Delete the template “${open.template.name}”?`) : ''}
        confirmLabel={open?.kind === 'delete' && open.template.isBlueprint ? 'Reset the blueprint' : 'Delete template'}
        destructive
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setOpen(null)}
        onConfirm={() => open?.kind === 'delete' && remove.mutate({ connectionId, templateId: open.template.templateId })}
      >
        {open?.kind === 'delete' && open.template.isBlueprint
          ? 'A blueprint is not removed by deleting it: if it was changed, it goes back to how it came with Confluence or its app, and the changes are lost.'
          : 'The template is gone for good. Pages already made from it stay as they are.'}
      </ConfirmDialog>
    </Stack>
  );
}
