import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { WebhookSummary } from '../../../../../app/contract/bitbucket/webhooks';
import { pageOf } from '../../../../../app/contract/page-of';
import { TimeText } from '../../../shared/TimeText';
import { useNow } from '../../../shared/useNow';
import { AttentionChips } from '../shared/AttentionChips';
import { eventSummary, type CatalogEvent } from '../shared/eventCatalog';

export type HookAction = 'edit' | 'set-secret' | 'remove-secret' | 'rotate' | 'pause' | 'resume' | 'delete';

interface Props {
  workspace: string;
  hooks: readonly WebhookSummary[];
  catalog: readonly CatalogEvent[];
  selected: ReadonlySet<string>;
  onSelect(ids: ReadonlySet<string>): void;
  onAction(hook: WebhookSummary, action: HookAction): void;
}

/** The actions a hook's menu offers; a hook in a rotation is changed through the rotation only. */
function actionsFor(hook: WebhookSummary): { action: HookAction; label: string }[] {
  if (hook.rotationId) return [];
  return [
    { action: 'edit', label: 'Edit' },
    { action: 'set-secret', label: hook.secretSaved ? 'Replace secret' : 'Set a secret' },
    ...(hook.secretSaved ? [{ action: 'rotate' as const, label: 'Rotate secret (no missed deliveries)' }, { action: 'remove-secret' as const, label: 'Remove secret' }] : []),
    hook.active ? { action: 'pause', label: 'Pause' } : { action: 'resume', label: 'Resume' },
    { action: 'delete', label: 'Delete' },
  ];
}

function RowMenu({ hook, onAction }: { hook: WebhookSummary; onAction: Props['onAction'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = actionsFor(hook);
  const name = hook.description || hook.url;
  if (actions.length === 0) return <Chip size="small" color="info" variant="outlined" label="In a rotation" />;
  return (
    <>
      <IconButton aria-label={`Actions for “${name}”`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(hook, action);
            }}
            sx={action === 'delete' || action === 'remove-secret' ? { color: 'error.main' } : undefined}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Webhooks a page of the table shows: a workspace with 1,000 of them draws fifty at once, not all in one long task. */
const HOOKS_PER_PAGE = 50;

interface RowProps {
  hook: WebhookSummary;
  catalog: readonly CatalogEvent[];
  now: Date;
  selected: boolean;
  onToggle(id: string): void;
  onAction: Props['onAction'];
}

/** One hook's row. */
function HookRow({ hook, catalog, now, selected, onToggle, onAction }: RowProps) {
  const name = hook.description || 'No description';
  return (
    <TableRow hover selected={selected} aria-label={name}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} onChange={() => onToggle(hook.id)} slotProps={{ input: { 'aria-label': `Select “${name}”` } }} />
      </TableCell>
      <TableCell sx={{ minWidth: 200, maxWidth: 340 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {name}
          {!hook.active && <Chip size="small" label="Paused" sx={{ ml: 1 }} />}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {hook.url}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <Typography variant="body2">{eventSummary(hook.events, catalog, 2)}</Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{hook.secretSaved ? (hook.secretKept ? 'Signed, secret kept' : 'Signed') : 'Not signed'}</Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
        <TimeText iso={hook.createdAt} now={now} fallback="Unknown" />
      </TableCell>
      <TableCell sx={{ maxWidth: 240 }}>
        <AttentionChips flags={hook.attention} />
      </TableCell>
      <TableCell align="right">
        <RowMenu hook={hook} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}

/** Every hook in the filter, with its state, signing, events and what needs attention; rows can be selected for bulk work. */
export function HooksTable({ workspace, hooks, catalog, selected, onSelect, onAction }: Props) {
  const now = useNow(60_000);
  const allSelected = hooks.length > 0 && hooks.every((hook) => selected.has(hook.id));
  const someSelected = hooks.some((hook) => selected.has(hook.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const [page, setPage] = useState(0);
  // The list is drawn afresh for each filter (its key), so a filter starts on the first page; a list that
  // shrank under the page shown (a hook deleted) shows its last page.
  const shown = pageOf(hooks, page, HOOKS_PER_PAGE);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={`Webhooks of workspace ${workspace}`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={() => onSelect(allSelected ? new Set() : new Set(hooks.map((hook) => hook.id)))}
                slotProps={{ input: { 'aria-label': 'Select every webhook the filters let through, on every page' } }}
              />
            </TableCell>
            <TableCell>Webhook</TableCell>
            <TableCell>Events</TableCell>
            <TableCell>Signed</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Created</TableCell>
            <TableCell>Needs attention</TableCell>
            <TableCell align="right">
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.rows.map((hook) => (
            <HookRow key={hook.id} hook={hook} catalog={catalog} now={now} selected={selected.has(hook.id)} onToggle={toggle} onAction={onAction} />
          ))}
        </TableBody>
      </Table>
      {hooks.length > HOOKS_PER_PAGE && (
        <TablePagination component="div" count={hooks.length} page={shown.page} onPageChange={(_event, next) => setPage(next)} rowsPerPage={HOOKS_PER_PAGE} rowsPerPageOptions={[]} />
      )}
    </TableContainer>
  );
}
