import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { alpha, type Theme } from '@mui/material/styles';
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { OFF, type MatrixCell, type MatrixColumn, type MatrixRow, type SchemeMatrix as Matrix } from './matrixModel';

interface Props {
  matrix: Matrix;
  /** Events ticked for "Add a recipient to the chosen events". */
  selectedEvents: ReadonlySet<string>;
  onSelectEvent(eventId: string, selected: boolean): void;
  onToggle(row: MatrixRow, column: MatrixColumn, cell: MatrixCell): void;
  /** A read-only matrix (the default scheme of a site where the connection cannot edit) has no toggles. */
  label: string;
}

const STATE_WORDS: Record<MatrixCell['state'], string> = {
  on: 'notified',
  adding: 'to be added',
  removing: 'to be removed',
  off: 'not notified',
};

const SYMBOL: Record<MatrixCell['state'], string> = { on: '✓', adding: '+', removing: '−', off: '' };

/** Every look lives on the table, so a cell is a bare element: thousands of them stay cheap. */
const tableLook = (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  return {
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: 13,
    '& th, & td': { borderBottom: `1px solid ${theme.palette.divider}`, padding: 0 },
    '& thead th': { position: 'sticky', top: 0, zIndex: 2, background: theme.palette.background.paper },
    '& th.recipient': { verticalAlign: 'bottom', width: 30, minWidth: 30, maxWidth: 30, height: 196, borderLeft: `1px solid ${theme.palette.divider}` },
    '& th.recipient.group-start, & td.group-start': { borderLeft: `2px solid ${theme.palette.text.secondary}` },
    '& th.recipient span': {
      display: 'block',
      writingMode: 'vertical-rl',
      transform: 'rotate(180deg)',
      maxHeight: 188,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      margin: '4px auto',
      fontWeight: 500,
    },
    '& th.recipient.missing span': { color: theme.palette.error.main, textDecoration: 'underline dotted' },
    '& th.event': {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      background: theme.palette.background.paper,
      textAlign: 'left',
      fontWeight: 400,
      minWidth: 240,
      maxWidth: 280,
      paddingRight: 8,
      borderRight: `1px solid ${theme.palette.divider}`,
      whiteSpace: 'nowrap',
    },
    '& th.event .count': { color: theme.palette.text.secondary, marginLeft: 6, fontSize: 12 },
    '& thead th.event': { zIndex: 3, verticalAlign: 'bottom', textAlign: 'left', padding: '0 8px 8px 12px', fontWeight: 600 },
    '& td': {
      width: 30,
      height: 30,
      textAlign: 'center',
      cursor: 'pointer',
      borderLeft: `1px solid ${theme.palette.divider}`,
      fontWeight: 700,
      userSelect: 'none',
    },
    '& td:hover': { background: theme.palette.action.hover },
    '& td:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& td.on': { color: theme.palette.primary.main },
    '& td.adding': { background: alpha(theme.palette.success.main, dark ? 0.3 : 0.16), color: dark ? theme.palette.success.light : theme.palette.success.dark },
    '& td.removing': { background: alpha(theme.palette.error.main, dark ? 0.3 : 0.14), color: dark ? theme.palette.error.light : theme.palette.error.dark },
  } as const;
};

interface RowProps {
  row: MatrixRow;
  rowIndex: number;
  columns: readonly MatrixColumn[];
  /** Columns that open a group (roles, groups, fields, people): drawn with a heavier line before them. */
  groupStarts: ReadonlySet<number>;
  focus: { row: number; col: number };
  selected: boolean;
  onSelectEvent(eventId: string, selected: boolean): void;
}

/** One event: only rows whose cells or focus changed render again. */
const Row = memo(function Row({ row, rowIndex, columns, groupStarts, focus, selected, onSelectEvent }: RowProps) {
  return (
    <tr>
      <th scope="row" className="event">
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelectEvent(row.eventId, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Choose “${row.eventName}”` } }}
        />
        {row.eventName}
        <span className="count">· {row.notified}</span>
      </th>
      {columns.map((column, colIndex) => {
        const cell = row.cells.get(column.key) ?? OFF;
        const focused = focus.row === rowIndex && focus.col === colIndex;
        return (
          <td
            key={column.key}
            role="gridcell"
            className={groupStarts.has(colIndex) ? `${cell.state} group-start` : cell.state}
            tabIndex={focused ? 0 : -1}
            data-row={rowIndex}
            data-col={colIndex}
            aria-label={`${row.eventName}, ${column.words}: ${STATE_WORDS[cell.state]}`}
          >
            {SYMBOL[cell.state]}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * Events down, recipients across, every recipient in words. One tab stop for the whole grid (arrow
 * keys move, Enter or Space stages a change), so a scheme of thousands is as quick to cross by
 * keyboard as by mouse.
 */
export function SchemeMatrix({ matrix, selectedEvents, onSelectEvent, onToggle, label }: Props) {
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const { rows, columns } = matrix;
  const groupStarts = useMemo(() => {
    const starts = new Set<number>();
    let at = 0;
    for (const group of matrix.groups) {
      if (at > 0) starts.add(at);
      at += group.span;
    }
    return starts;
  }, [matrix.groups]);

  const moveTo = useCallback((row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(rows.length - 1, row)), col: Math.max(0, Math.min(columns.length - 1, col)) };
    setFocus(next);
    tableRef.current?.querySelector<HTMLElement>(`td[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  }, [rows.length, columns.length]);

  const act = (rowIndex: number, colIndex: number) => {
    const row = rows[rowIndex];
    const column = columns[colIndex];
    if (row && column) onToggle(row, column, row.cells.get(column.key) ?? OFF);
  };

  const cellOf = (target: EventTarget): { row: number; col: number } | null => {
    const element = (target as HTMLElement).closest?.('td[data-row]') as HTMLElement | null;
    return element ? { row: Number(element.dataset.row), col: Number(element.dataset.col) } : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const at = cellOf(event.target);
    if (!at) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [at.row - 1, at.col],
      ArrowDown: [at.row + 1, at.col],
      ArrowLeft: [at.row, at.col - 1],
      ArrowRight: [at.row, at.col + 1],
      Home: [at.row, 0],
      End: [at.row, columns.length - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move[0], move[1]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      act(at.row, at.col);
    }
  };

  return (
    <Box sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 260px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Box
        component="table"
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const at = cellOf(event.target);
          if (!at) return;
          setFocus(at);
          act(at.row, at.col);
        }}
        sx={tableLook}
      >
        <thead>
          <tr>
            <th className="event" scope="col">
              Event · recipients
            </th>
            {columns.map((column, index) => (
              <th key={column.key} scope="col" className={`recipient${column.missing ? ' missing' : ''}${groupStarts.has(index) ? ' group-start' : ''}`}>
                <span title={column.missing ? `${column.words}: no longer exists in Jira` : column.words}>{column.words}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <Row
              key={row.eventId}
              row={row}
              rowIndex={rowIndex}
              columns={columns}
              groupStarts={groupStarts}
              focus={focus.row === rowIndex ? focus : NO_FOCUS}
              selected={selectedEvents.has(row.eventId)}
              onSelectEvent={onSelectEvent}
            />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const NO_FOCUS = { row: -1, col: -1 };
