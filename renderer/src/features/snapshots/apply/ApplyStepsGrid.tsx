import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo } from 'react';
import type { ApplyStep } from '../../../../../app/contract/snapshots/snapshots.channels';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { actionLabel } from './applyModel';

const actionColor: Record<ApplyStep['action'], 'success' | 'info' | 'error'> = { create: 'success', update: 'info', delete: 'error' };

/** Tables this short are drawn whole; longer ones scroll inside a fixed height, a hundred rows a page. */
const FULL_LIST = 10;

const columns: GridColDef<ApplyStep>[] = [
  {
    field: 'action',
    headerName: 'Action',
    width: 110,
    renderCell: ({ row }) => <Chip size="small" variant="outlined" color={actionColor[row.action]} label={actionLabel[row.action]} />,
  },
  {
    field: 'words',
    headerName: 'Step',
    flex: 1.3,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        <span>{row.words}</span>
        <span className={cellClass.secondLine}>{row.target}</span>
      </Box>
    ),
  },
  {
    field: 'lines',
    headerName: 'Details',
    flex: 1.5,
    minWidth: 240,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ py: 0.75, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {row.lines.map((line, index) => (
          <span key={`l${index}`} className={cellClass.secondLine}>
            {line}
          </span>
        ))}
        {row.notes.map((note, index) => (
          <span key={`n${index}`} className={`${cellClass.secondLine} ${cellClass.warning}`}>
            {note}
          </span>
        ))}
      </Box>
    ),
  },
];

const stepKey = (step: ApplyStep) => step.key;

/** The steps of a restore, copy or undo, in the order the run takes them. */
export const ApplyStepsGrid = memo(function ApplyStepsGrid({ steps }: { steps: ApplyStep[] }) {
  const few = steps.length <= FULL_LIST;
  return (
    <Box sx={{ height: few ? undefined : 'max(360px, calc(100vh - 360px))', width: '100%' }}>
      <DataGrid {...planGridProps} autoHeight={few} hideFooter={few} rows={steps} columns={columns} getRowId={stepKey} disableColumnFilter aria-label="The steps in order" />
    </Box>
  );
});
