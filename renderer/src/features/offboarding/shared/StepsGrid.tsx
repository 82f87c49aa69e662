import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OffboardStep, StepOutcome } from '../../../../../app/contract/offboarding/leavers.channels';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { findingPath } from './findingWords';

/** A step of a dry run, or of a record with its outcome and why. */
type ShownStep = OffboardStep & { outcome?: StepOutcome; reason?: string | null };

const outcomeLook: Record<StepOutcome, { label: string; color: 'success' | 'error' | 'warning' | 'default' | 'info' }> = {
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  skipped: { label: 'Skipped', color: 'warning' },
  pending: { label: 'Not done', color: 'default' },
  rolledBack: { label: 'Rolled back', color: 'info' },
};

const FULL_LIST = 10;

const undoColumn: GridColDef<ShownStep> = {
  field: 'undoable',
  headerName: 'Undo',
  width: 180,
  renderCell: ({ row }) =>
    row.undoable ? <span className={cellClass.muted}>Can be rolled back</span> : <Chip size="small" color="error" variant="outlined" label="Cannot be undone" />,
};

function columns(withOutcome: boolean, leavers: boolean, withUndo: boolean): GridColDef<ShownStep>[] {
  const list: GridColDef<ShownStep>[] = [
    {
      field: 'change',
      headerName: 'Change',
      flex: 1.5,
      minWidth: 240,
      renderCell: ({ row, tabIndex }) => (
        <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal' }}>
          <span>{row.change}</span>
          <span className={cellClass.secondLine}>
            {row.link ? (
              <Link component={RouterLink} to={findingPath(row.link)} tabIndex={tabIndex}>
                {row.target}
              </Link>
            ) : (
              row.target
            )}
            {leavers ? ` · ${row.leaverName}` : ''}
          </span>
        </Box>
      ),
    },
    {
      field: 'before',
      headerName: 'Before → after',
      flex: 1.2,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.75, whiteSpace: 'normal' }}>
          {row.before} → <strong>{row.after}</strong>
        </Box>
      ),
    },
    ...(withUndo ? [undoColumn] : []),
  ];
  if (!withOutcome) return list;
  return [
    ...list,
    {
      field: 'outcome',
      headerName: 'Outcome',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => {
        if (row.outcome === undefined) return null;
        const look = outcomeLook[row.outcome];
        return (
          <Box sx={{ py: 0.75, whiteSpace: 'normal' }}>
            <Chip size="small" color={look.color} variant={row.outcome === 'done' ? 'filled' : 'outlined'} label={look.label} />
            {row.reason && <span className={cellClass.secondLine}>{row.reason}</span>}
          </Box>
        );
      },
    },
  ];
}

const stepId = (step: ShownStep) => step.key;

interface Props {
  steps: ShownStep[];
  label: string;
  /** True for the record's steps, which carry their outcome. */
  withOutcome?: boolean;
  /** Name the leaver in each row, when the run offboards several people. */
  leavers: boolean;
  /** Say per step whether it can be rolled back (not in a roll back's own plan). */
  withUndo?: boolean;
}

/** Steps of a run, in order: a dry run's (what would change) or a record's (with each outcome and why). */
export const StepsGrid = memo(function StepsGrid({ steps, label, withOutcome = false, leavers, withUndo = true }: Props) {
  const columnDefs = useMemo(() => columns(withOutcome, leavers, withUndo), [withOutcome, leavers, withUndo]);
  const few = steps.length <= FULL_LIST;
  return (
    <Box sx={{ height: few ? undefined : 'max(360px, calc(100vh - 360px))', width: '100%' }}>
      <DataGrid {...planGridProps} autoHeight={few} hideFooter={few} rows={steps} columns={columnDefs} getRowId={stepId} disableColumnFilter aria-label={label} />
    </Box>
  );
});
