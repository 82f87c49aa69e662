import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Finding, HandoverAction, LeaverChoices, PlanWarning } from '../../../../../app/contract/offboarding/leavers.channels';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { relativeTime } from '../../../shared/relativeTime';
import { ACTION_SELECT_CLASS, ActionSelect } from '../plan/ActionSelect';
import { isActionable, successorOf } from '../plan/choicesModel';
import { successorName, type PickedNames } from '../plan/successorNames';
import { findingDetail, findingPath, linkWords } from '../shared/findingWords';
import { reuseRows, type FindingRow } from './findingRows';

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

interface Handlers {
  onAction(key: string, action: HandoverAction): void;
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

function toRow(finding: Finding, controls: PlanControls | null): FindingRow {
  const warnings = controls?.warnings.get(finding.key)?.map((warning) => warning.text) ?? [];
  if (controls === null) return { finding, action: null, successor: null, outcome: null, warnings };
  const { choices, names } = controls;
  if (!isActionable(finding)) return { finding, action: null, successor: null, outcome: fixedOutcome(finding, choices), warnings };
  const action = choices.items[finding.key]?.action ?? 'keep';
  return { finding, action, successor: action === 'replace' ? successorName(successorOf(choices, finding), names) : null, outcome: null, warnings };
}

function columns(planning: boolean, now: Date, handlers: { current: Handlers }): GridColDef<FindingRow>[] {
  const found: GridColDef<FindingRow> = {
    field: 'target',
    headerName: 'Found',
    flex: 1.4,
    minWidth: 240,
    valueGetter: (_value, row) => row.finding.target,
    renderCell: ({ row: { finding, warnings }, tabIndex }) => (
      <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal' }}>
        {finding.link ? (
          <Link component={RouterLink} to={findingPath(finding.link)} tabIndex={tabIndex} title={linkWords[finding.link.screen]} sx={{ fontWeight: 500 }}>
            {finding.target}
          </Link>
        ) : (
          <span>{finding.target}</span>
        )}
        <span className={cellClass.secondLine}>{findingDetail(finding)}</span>
        {lastUse(finding, now) && <span className={cellClass.secondLine}>{lastUse(finding, now)}</span>}
        {warnings.map((warning) => (
          <span key={warning} className={`${cellClass.secondLine} ${cellClass.warning}`}>
            {warning}
          </span>
        ))}
      </Box>
    ),
  };
  if (!planning) return [found];
  return [
    found,
    {
      field: 'action',
      headerName: 'What to do',
      width: 250,
      sortable: false,
      renderCell: ({ row: { finding, action, outcome }, tabIndex }) =>
        isActionable(finding) && action !== null ? (
          <ActionSelect finding={finding} value={action} tabIndex={tabIndex} onChange={(next) => handlers.current.onAction(finding.key, next)} />
        ) : (
          <span className={cellClass.muted}>{outcome}</span>
        ),
    },
    {
      field: 'successor',
      headerName: 'Hand over to',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row: { finding, action, successor }, tabIndex }) =>
        action !== 'replace' ? null : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
            <span className={successor === null ? `${cellClass.secondLine} ${cellClass.error}` : undefined}>{successor ?? 'Nobody picked yet'}</span>
            <Button size="small" tabIndex={tabIndex} onClick={() => handlers.current.onChooseFor([finding.key])} aria-label={`Change who takes over ${finding.target}`}>
              Change
            </Button>
          </Box>
        ),
    },
  ];
}

/** The selects of every row, styled once for the table rather than per row. */
const selectLook = {
  [`& .${ACTION_SELECT_CLASS}`]: {
    width: '100%',
    font: 'inherit',
    padding: '6px 8px',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    color: 'text.primary',
    bgcolor: 'background.paper',
    colorScheme: (theme: Theme) => theme.palette.mode,
  },
};

const rowId = (row: FindingRow) => row.finding.key;

interface Props {
  findings: Finding[];
  label: string;
  /** Null while the inventory still runs: the findings are shown, the choices come when it is done. */
  controls: PlanControls | null;
  now: Date;
}

/** One product's findings of one leaver: a table that stays light with thousands of rows, with the plan's choices per row. */
export const FindingsTable = memo(function FindingsTable({ findings, label, controls, now }: Props) {
  const handlers = useRef<Handlers>({ onAction: () => undefined, onChooseFor: () => undefined });
  useEffect(() => {
    if (controls) handlers.current = { onAction: controls.onAction, onChooseFor: controls.onChooseFor };
  });
  const planning = controls !== null;
  const columnDefs = useMemo(() => columns(planning, now, handlers), [planning, now]);
  const previous = useRef<{ rows: readonly FindingRow[]; byKey: ReadonlyMap<string, FindingRow> }>({ rows: [], byKey: new Map() });
  const rows = useMemo(() => {
    previous.current = reuseRows(previous.current, findings.map((finding) => toRow(finding, controls)));
    return previous.current.rows;
  }, [findings, controls]);
  const few = findings.length <= FULL_LIST;
  return (
    <Box sx={{ height: few ? undefined : 'max(360px, calc(100vh - 360px))', width: '100%', ...selectLook }}>
      <DataGrid
        {...planGridProps}
        autoHeight={few}
        hideFooter={few}
        rows={rows}
        columns={columnDefs}
        getRowId={rowId}
        disableColumnFilter
        aria-label={label}
      />
    </Box>
  );
});
