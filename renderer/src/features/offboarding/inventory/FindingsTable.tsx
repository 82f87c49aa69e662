import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Finding, HandoverAction, LeaverChoices, PlanWarning } from '../../../../../app/contract/offboarding/leavers.channels';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { relativeTime } from '../../../shared/relativeTime';
import { ActionSelect } from '../plan/ActionSelect';
import { isActionable, successorOf } from '../plan/choicesModel';
import { successorName, type PickedNames } from '../plan/successorNames';
import { findingDetail, findingPath, linkWords } from '../shared/findingWords';

/** Up to this many findings are listed whole; more scroll inside the table, a hundred a page. */
const FULL_LIST = 10;

export interface PlanControls {
  choices: LeaverChoices;
  names: PickedNames;
  warnings: ReadonlyMap<string, readonly PlanWarning[]>;
  onAction(key: string, action: HandoverAction): void;
  /** Choose someone for these findings alone. */
  onChooseFor(keys: string[]): void;
}

function lastUse(finding: Finding, now: Date): string | null {
  if (finding.kind !== 'token') return null;
  return finding.lastUsedAt === null ? 'Never used' : `Last used ${relativeTime(finding.lastUsedAt, now)}`;
}

/** What becomes of a finding the hand-over does not choose per item (tokens, the account, a space). */
function fixedOutcome(finding: Finding, choices: LeaverChoices): string {
  if (finding.kind === 'token') return choices.revokeTokens ? 'Revoked after the hand-over' : 'Kept working';
  if (finding.kind === 'account') return choices.deactivate ? 'Deactivated last' : 'Stays active';
  return 'Left for you to do';
}

function columns(controls: PlanControls | null, now: Date): GridColDef<Finding>[] {
  const found: GridColDef<Finding> = {
    field: 'target',
    headerName: 'Found',
    flex: 1.4,
    minWidth: 240,
    renderCell: ({ row, tabIndex }) => (
      <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal' }}>
        {row.link ? (
          <Link component={RouterLink} to={findingPath(row.link)} tabIndex={tabIndex} title={linkWords[row.link.screen]} sx={{ fontWeight: 500 }}>
            {row.target}
          </Link>
        ) : (
          <span>{row.target}</span>
        )}
        <span className={cellClass.secondLine}>{findingDetail(row)}</span>
        {lastUse(row, now) && <span className={cellClass.secondLine}>{lastUse(row, now)}</span>}
        {controls?.warnings.get(row.key)?.map((warning) => (
          <span key={warning.text} className={`${cellClass.secondLine} ${cellClass.warning}`}>
            {warning.text}
          </span>
        ))}
      </Box>
    ),
  };
  if (controls === null) return [found];
  const { choices, names, onAction, onChooseFor } = controls;
  return [
    found,
    {
      field: 'action',
      headerName: 'What to do',
      width: 210,
      sortable: false,
      renderCell: ({ row, tabIndex }) =>
        isActionable(row) ? (
          <ActionSelect finding={row} value={choices.items[row.key]?.action ?? 'keep'} tabIndex={tabIndex} onChange={(action) => onAction(row.key, action)} />
        ) : (
          <span className={cellClass.muted}>{fixedOutcome(row, choices)}</span>
        ),
    },
    {
      field: 'successor',
      headerName: 'Hand over to',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row, tabIndex }) => {
        if (!isActionable(row) || choices.items[row.key]?.action !== 'replace') return null;
        const name = successorName(successorOf(choices, row), names);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
            <span className={name === null ? `${cellClass.secondLine} ${cellClass.error}` : undefined}>{name ?? 'Nobody picked yet'}</span>
            <Button size="small" tabIndex={tabIndex} onClick={() => onChooseFor([row.key])} aria-label={`Change who takes over ${row.target}`}>
              Change
            </Button>
          </Box>
        );
      },
    },
  ];
}

interface Props {
  findings: Finding[];
  label: string;
  /** Null while the inventory still runs: the findings are shown, the choices come when it is done. */
  controls: PlanControls | null;
  now: Date;
}

/** One product's findings of one leaver: a table that stays light with thousands of rows, with the plan's choices per row. */
export const FindingsTable = memo(function FindingsTable({ findings, label, controls, now }: Props) {
  const columnDefs = useMemo(() => columns(controls, now), [controls, now]);
  const few = findings.length <= FULL_LIST;
  return (
    <Box sx={{ height: few ? undefined : 'max(360px, calc(100vh - 360px))', width: '100%' }}>
      <DataGrid
        {...planGridProps}
        autoHeight={few}
        hideFooter={few}
        rows={findings}
        columns={columnDefs}
        getRowId={(finding) => finding.key}
        disableColumnFilter
        aria-label={label}
      />
    </Box>
  );
});
