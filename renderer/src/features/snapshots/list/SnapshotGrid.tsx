import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { kindWords } from '../../../../../app/contract/snapshots/format';
import type { SnapshotSummary } from '../../../../../app/contract/snapshots/snapshots.channels';
import { plural } from '../../../../../app/contract/words';
import { cellClass } from '../../../shared/cellClasses';
import { planGridProps } from '../../../shared/gridLook';
import { TimeText } from '../../../shared/TimeText';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { kindCountsWords, originWords } from '../shared/snapshotWords';

export interface SnapshotActions {
  /** Compare with the site as it is now: for a snapshot of another site, that is the start of a copy. */
  onCompare(snapshot: SnapshotSummary): void;
  onExport(snapshot: SnapshotSummary): void;
  onDelete(snapshot: SnapshotSummary): void;
  /** A comparison is starting: its buttons wait. */
  comparing: boolean;
}

function spacesWords(spaces: readonly string[]): string | null {
  if (spaces.length === 0) return null;
  const shown = spaces.slice(0, 4).join(', ');
  return `Page restrictions of ${plural(spaces.length, 'space')}: ${shown}${spaces.length > 4 ? ` and ${spaces.length - 4} more` : ''}`;
}

function gapWords(gaps: SnapshotSummary['gaps']): string {
  return `Not read: ${gaps.map((gap) => `${kindWords(gap.kind).title} (${gap.reason})`).join('; ')}`;
}

function columns(now: Date, elsewhere: boolean, actions: SnapshotActions): GridColDef<SnapshotSummary>[] {
  return [
    {
      field: 'label',
      headerName: 'Snapshot',
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box className={cellClass.nameStack} sx={{ py: 0.75, whiteSpace: 'normal' }}>
          <strong>{row.label}</strong>
          <span className={cellClass.secondLine}>{elsewhere ? `${row.connectionName} · ${row.siteUrl}` : originWords[row.origin]}</span>
        </Box>
      ),
    },
    {
      field: 'takenAt',
      headerName: 'Taken',
      width: 130,
      renderCell: ({ row }) => <TimeText iso={row.takenAt} now={now} fallback="—" />,
    },
    {
      field: 'counts',
      headerName: 'What it holds',
      flex: 2,
      minWidth: 240,
      sortable: false,
      renderCell: ({ row }) => {
        const spaces = spacesWords(row.spaces);
        return (
          <Box sx={{ py: 0.75, whiteSpace: 'normal' }}>
            {kindCountsWords(row.counts)}
            {spaces && <span className={cellClass.secondLine}>{spaces}</span>}
            {row.gaps.length > 0 && <span className={`${cellClass.secondLine} ${cellClass.warning}`}>{gapWords(row.gaps)}</span>}
          </Box>
        );
      },
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: elsewhere ? 300 : 280,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={elsewhere ? <ContentCopyOutlined /> : <CompareArrowsOutlined />}
            tabIndex={tabIndex}
            disabled={actions.comparing}
            onClick={() => actions.onCompare(row)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {elsewhere ? 'Copy to this site…' : 'Compare with now'}
            {/* Which snapshot, for a screen reader going from button to button. */}
            <Box component="span" sx={visuallyHidden}>
              {` “${row.label}”`}
            </Box>
          </Button>
          <Tooltip title="Export the file">
            <IconButton size="small" tabIndex={tabIndex} onClick={() => actions.onExport(row)} aria-label={`Export ${row.label}`}>
              <DownloadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" tabIndex={tabIndex} onClick={() => actions.onDelete(row)} aria-label={`Delete ${row.label}`}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}

interface Props {
  snapshots: SnapshotSummary[];
  now: Date;
  /** Snapshots of another site: they name it, and their action is a copy onto this site. */
  elsewhere?: boolean;
  actions: SnapshotActions;
  /** Ticked snapshots, for comparing two; none for the snapshots of another site. */
  selection?: GridRowSelectionModel;
  onSelectionChange?(model: GridRowSelectionModel): void;
  label: string;
}

const snapshotId = (snapshot: SnapshotSummary) => snapshot.id;

/** Snapshots, newest first, with what each holds, what it could not read, and what can be done with it. */
export const SnapshotGrid = memo(function SnapshotGrid({ snapshots, now, elsewhere = false, actions, selection, onSelectionChange, label }: Props) {
  const columnDefs = useMemo(() => columns(now, elsewhere, actions), [now, elsewhere, actions]);
  const few = snapshots.length <= 10;
  return (
    <Box sx={{ height: few ? undefined : 'max(420px, calc(100vh - 420px))', width: '100%' }}>
      <DataGrid
        {...planGridProps}
        autoHeight={few}
        hideFooter={few}
        rows={snapshots}
        columns={columnDefs}
        getRowId={snapshotId}
        checkboxSelection={selection !== undefined}
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        disableColumnFilter
        disableColumnMenu
        aria-label={label}
        localeText={{ noRowsLabel: 'No snapshot of this site yet.' }}
      />
    </Box>
  );
});
