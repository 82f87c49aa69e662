import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { alpha, type Theme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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

/** Every recipient column is this wide, so only the columns in view need drawing. */
const COLUMN_WIDTH = 30;
/** The sticky event column; long event names end in an ellipsis (the full name is its title). */
const EVENT_WIDTH = 260;

/** Every look lives on the table, so a cell is a bare element: thousands of them stay cheap. */
const tableLook = (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  return {
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: 13,
    '& th, & td': { borderBottom: `1px solid ${theme.palette.divider}`, padding: 0 },
    '& thead th': { position: 'sticky', top: 0, zIndex: 2, background: theme.palette.background.paper },
    tableLayout: 'fixed',
    '& th.recipient': { verticalAlign: 'bottom', boxSizing: 'border-box', width: COLUMN_WIDTH, height: 196, borderLeft: `1px solid ${theme.palette.divider}` },
    '& .spacer': { padding: 0, border: 'none', cursor: 'default' },
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
      boxSizing: 'border-box',
      width: EVENT_WIDTH,
      paddingRight: '8px',
      borderRight: `1px solid ${theme.palette.divider}`,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& th.event .count': { color: theme.palette.text.secondary, marginLeft: '6px', fontSize: 12 },
    '& thead th.event': { zIndex: 3, verticalAlign: 'bottom', textAlign: 'left', padding: '0 8px 8px 12px', fontWeight: 600 },
    '& td': {
      boxSizing: 'border-box',
      width: COLUMN_WIDTH,
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
    // A short window keeps room for the events: longer names end in an ellipsis (the full name is the title).
    '@media (max-height: 800px)': { '& th.recipient': { height: 140 }, '& th.recipient span': { maxHeight: 132 } },
  } as const;
};

/** The columns in view, and the width of those left out on either side. */
interface ColumnWindow {
  first: number;
  shown: readonly MatrixColumn[];
  before: number;
  after: number;
}

/** Stands in for the columns scrolled out of view, so the table keeps its full width. */
function Spacer({ width, header }: { width: number; header?: boolean }) {
  if (width <= 0) return null;
  const Cell = header ? 'th' : 'td';
  return <Cell className="spacer" aria-hidden style={{ width, minWidth: width }} />;
}

interface RowProps {
  row: MatrixRow;
  rowIndex: number;
  view: ColumnWindow;
  /** Columns that open a group (roles, groups, fields, people): drawn with a heavier line before them. */
  groupStarts: ReadonlySet<number>;
  focus: { row: number; col: number };
  selected: boolean;
  onSelectEvent(eventId: string, selected: boolean): void;
}

/** One event: only rows whose cells or focus changed render again. */
const Row = memo(function Row({ row, rowIndex, view, groupStarts, focus, selected, onSelectEvent }: RowProps) {
  return (
    <tr aria-rowindex={rowIndex + 2}>
      <th scope="row" className="event" title={row.eventName} aria-colindex={1}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(event) => onSelectEvent(row.eventId, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Choose “${row.eventName}”` } }}
        />
        {row.eventName}
        <span className="count">· {row.notified}</span>
      </th>
      <Spacer width={view.before} />
      {view.shown.map((column, offset) => {
        const colIndex = view.first + offset;
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
            aria-colindex={colIndex + 2}
            aria-label={`${row.eventName}, ${column.words}: ${STATE_WORDS[cell.state]}`}
          >
            {SYMBOL[cell.state]}
          </td>
        );
      })}
      <Spacer width={view.after} />
    </tr>
  );
});

/**
 * Events down, recipients across, every recipient in words. One tab stop for the whole grid (arrow
 * keys move, Enter or Space stages a change), so a scheme of thousands is as quick to cross by
 * keyboard as by mouse. Only the recipient columns in view are drawn: the largest schemes have
 * hundreds of people, and every column is a cell in each event's row.
 */
export function SchemeMatrix({ matrix, selectedEvents, onSelectEvent, onToggle, label }: Props) {
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, columns } = matrix;
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    scrollMargin: EVENT_WIDTH,
    // Without a measured width (the first frame, or a test without layout) a window-full is drawn.
    initialRect: { width: 1200, height: 600 },
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const view = useMemo<ColumnWindow>(
    () => ({ first, shown: columns.slice(first, last + 1), before: first * COLUMN_WIDTH, after: Math.max(0, columns.length - last - 1) * COLUMN_WIDTH }),
    [columns, first, last],
  );
  // The grid's one tab stop must be a drawn cell: when the focused column has scrolled out of view, the
  // first column in view takes its place, so Tab still lands in the grid.
  const inView = focus.col >= view.first && focus.col < view.first + view.shown.length;
  const tabStop = inView ? focus : { row: focus.row, col: view.first };
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(`td[data-row="${target.row}"][data-col="${target.col}"]`);
    if (cell) {
      pendingFocus.current = null;
      cell.focus();
    }
  });
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
    // The cell may be out of view and not drawn yet: scroll to it, and focus it once it is there.
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next.col);
    tableRef.current?.querySelector<HTMLElement>(`td[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  }, [rows.length, columns.length, virtualizer]);

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
    <Box ref={scrollRef} sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 260px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Box
        component="table"
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        // Fixed layout at the full width: every column keeps its size whichever of them are drawn.
        style={{ width: EVENT_WIDTH + columns.length * COLUMN_WIDTH }}
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
          <tr aria-rowindex={1}>
            <th className="event" scope="col" aria-colindex={1}>
              Event · recipients
            </th>
            <Spacer width={view.before} header />
            {view.shown.map((column, offset) => (
              <th
                key={column.key}
                scope="col"
                aria-colindex={view.first + offset + 2}
                className={`recipient${column.missing ? ' missing' : ''}${groupStarts.has(view.first + offset) ? ' group-start' : ''}`}
              >
                <span title={column.missing ? `${column.words}: no longer exists in Jira` : column.words}>{column.words}</span>
              </th>
            ))}
            <Spacer width={view.after} header />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <Row
              key={row.eventId}
              row={row}
              rowIndex={rowIndex}
              view={view}
              groupStarts={groupStarts}
              focus={tabStop.row === rowIndex ? tabStop : NO_FOCUS}
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
