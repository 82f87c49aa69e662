import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { restrictionListWords, type AccessOperation, type Principal, type TreePagePlan } from '../../../../../app/contract/confluence/access.channels';
import { planGridProps } from '../../../shared/gridLook';
import { effectSentence } from './accessWords';

function keysInWords(keys: readonly string[], names: Map<string, Principal>): string {
  return restrictionListWords(keys.map((key) => names.get(key)?.name ?? 'unknown'));
}

function BeforeAfter({ page, operation, names }: { page: TreePagePlan; operation: AccessOperation; names: Map<string, Principal> }) {
  const before = keysInWords(page.before[operation], names);
  const after = keysInWords(page.after[operation], names);
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
        {before === after ? before : `${before} → ${after}`}
      </Typography>
    </Box>
  );
}

function columns(names: Map<string, Principal>): GridColDef<TreePagePlan>[] {
  return [
    {
      field: 'title',
      headerName: 'Page',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ pl: `${Math.min(row.depth, 8) * 14}px`, whiteSpace: 'normal', lineHeight: 1.3, py: 0.5 }}>
          {row.title}
          {row.leftAlone !== null && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {row.leftAlone}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'view', headerName: 'Who can view', flex: 1, minWidth: 160, sortable: false, renderCell: ({ row }) => <BeforeAfter page={row} operation="read" names={names} /> },
    { field: 'edit', headerName: 'Who can edit', flex: 1, minWidth: 160, sortable: false, renderCell: ({ row }) => <BeforeAfter page={row} operation="update" names={names} /> },
    {
      field: 'effects',
      headerName: 'Who gains or loses',
      flex: 1.3,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
          {row.effects.map((effect, index) => (
            <Typography key={index} variant="body2" color={effect.change === 'loses' ? 'error' : undefined} sx={{ whiteSpace: 'normal' }}>
              {effectSentence({ ...effect, principal: effect.principal === null ? null : (names.get(effect.principal) ?? null) })}
            </Typography>
          ))}
          {row.lockout && row.changes && (
            <Typography variant="body2" color="error" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
              You would lose access here, or nobody could edit.
            </Typography>
          )}
        </Box>
      ),
    },
  ];
}

/** Trees up to this many pages are listed whole, without a scrolling table. */
const FULL_LIST = 8;

/** Every page of the tree with its lists before and after, and who gains or loses: the dry run; `label` names the table. */
export const TreePlanTable = memo(function TreePlanTable({ pages, principals, label }: { pages: TreePagePlan[]; principals: Principal[]; label: string }) {
  const names = useMemo(() => new Map(principals.map((principal) => [`${principal.type}:${principal.id}`, principal])), [principals]);
  const columnDefs = useMemo(() => columns(names), [names]);
  // A short tree is shown whole, so the confirmation under it stays in view in a small window.
  const few = pages.length <= FULL_LIST;
  return (
    <Box sx={{ height: few ? undefined : 'max(320px, calc(100vh - 520px))', width: '100%', '& .MuiDataGrid-cell': { py: 0.5 } }}>
      <DataGrid
        {...planGridProps}
        autoHeight={few}
        hideFooter={few}
        rows={pages}
        columns={columnDefs}
        getRowId={(page) => page.pageId}
        disableColumnFilter
        aria-label={label}
      />
    </Box>
  );
});
