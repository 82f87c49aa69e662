import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import type { HistoryPerson } from '../../../../../../app/contract/confluence/content';
import type { RollbackPagePlan } from '../../../../../../app/contract/confluence/history.channels';
import { planGridProps } from '../../../../shared/gridLook';
import { savedAt } from '../versionWords';
import { isTicked, statusWords, type RollbackTicks } from './rollbackModel';
import { plural } from '../../../../../../app/contract/words';

const statusColour = { rollBack: 'primary', editedAfterwards: 'warning', createdSince: 'secondary', unreadable: 'error' } as const;

interface Props {
  pages: RollbackPagePlan[];
  people: Map<string, HistoryPerson>;
  ticks: RollbackTicks;
  onToggle(page: RollbackPagePlan): void;
}

function names(ids: readonly string[], people: Map<string, HistoryPerson>): string {
  return ids.map((id) => people.get(id)?.name ?? 'Unknown person').join(', ');
}

function tickLabel(page: RollbackPagePlan): string {
  if (page.status === 'createdSince') return `Move “${page.title}” to the trash`;
  if (page.status === 'editedAfterwards') return `Roll back “${page.title}” anyway`;
  return `“${page.title}” is rolled back`;
}

function columns(people: Map<string, HistoryPerson>, ticks: RollbackTicks, onToggle: (page: RollbackPagePlan) => void): GridColDef<RollbackPagePlan>[] {
  return [
    {
      field: 'tick',
      headerName: 'Do it',
      width: 76,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row, tabIndex }) => (
        <Checkbox
          checked={isTicked(ticks, row)}
          disabled={row.status === 'rollBack' || row.status === 'unreadable'}
          onChange={() => onToggle(row)}
          slotProps={{ input: { 'aria-label': tickLabel(row), tabIndex } }}
        />
      ),
    },
    { field: 'title', headerName: 'Page', flex: 1, minWidth: 160 },
    {
      field: 'status',
      headerName: 'What happens',
      width: 165,
      renderCell: ({ row }) => <Chip size="small" color={statusColour[row.status]} variant={row.status === 'rollBack' ? 'filled' : 'outlined'} label={statusWords[row.status]} />,
    },
    {
      field: 'target',
      headerName: 'Goes back to',
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3 }}>
          {row.target === null ? (
            <Typography variant="body2" color="text.secondary">
              {row.status === 'createdSince' ? 'Created since: offered for the trash' : row.problem ?? '—'}
            </Typography>
          ) : (
            <>
              <Typography variant="body2">Version {row.target.number}</Typography>
              <Typography variant="caption" color="text.secondary">
                {savedAt(row.target.createdAt)}
              </Typography>
            </>
          )}
        </Box>
      ),
    },
    {
      field: 'summary',
      headerName: 'What it undoes',
      flex: 1.6,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
            {plural(row.undone, 'version')} by {names(row.changedBy, people)}
            {row.summary ? `: ${row.summary}` : ''}
          </Typography>
          {row.titleChange && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
              Title back to “{row.titleChange.after}”
            </Typography>
          )}
          {row.laterEditors.length > 0 && (
            <Typography variant="caption" color="warning.main" sx={{ display: 'block', whiteSpace: 'normal' }}>
              Edited afterwards by {names(row.laterEditors, people)}: rolling back would undo that too.
            </Typography>
          )}
        </Box>
      ),
    },
  ];
}

/** Every page the dry run found, what happens to it, and the ticks for the pages left out by default. */
export const RollbackPlanTable = memo(function RollbackPlanTable({ pages, people, ticks, onToggle }: Props) {
  const columnDefs = useMemo(() => columns(people, ticks, onToggle), [people, ticks, onToggle]);
  return (
    <Box sx={{ height: 'max(440px, calc(100vh - 260px))', width: '100%', '& .MuiDataGrid-cell': { py: 0.75 } }}>
      <DataGrid
        {...planGridProps}
        rows={pages}
        columns={columnDefs}
        getRowId={(page) => page.pageId}
        disableColumnFilter
        localeText={{ noRowsLabel: 'Nothing changed in that time.' }}
        aria-label="Pages the roll-back would change"
      />
    </Box>
  );
});
