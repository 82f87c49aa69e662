import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { REPORT_FLAG_WORDS, type Principal, type ReportRow } from '../../../../../app/contract/confluence/access.channels';
import { planGridProps } from '../../../shared/gridLook';
import { pageAccessPath } from '../shared/contentRoutes';
import { usePagedGrid, type SortKey } from '../../../shared/pagedGrid';

/** Rows a page of the table shows: the table grows with them and the page scrolls, so no column is squeezed by a scroll bar of its own. */
const PAGE_SIZE = 25;

/** What the sortable columns sort by; without a sort, the rows keep the report's order (shallowest first, then by title). */
const SORT_KEYS: Record<string, SortKey<ReportRow>> = {
  title: { text: (row) => row.title },
  section: { text: (row) => row.section },
  depth: { number: (row) => row.depth },
};

function columns(names: Map<string, Principal>): GridColDef<ReportRow>[] {
  const listed = (keys: string[]) => (keys.length === 0 ? '—' : keys.map((key) => names.get(key)?.name ?? key).join(', '));
  // Narrow enough together to fit a 1024-pixel window without scrolling sideways; the text wraps instead.
  return [
    {
      field: 'title',
      headerName: 'Page',
      flex: 1.2,
      minWidth: 150,
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} to={pageAccessPath(row.pageId)} tabIndex={tabIndex} sx={{ whiteSpace: 'normal' }}>
          {row.title}
        </Link>
      ),
    },
    { field: 'section', headerName: 'Section', flex: 0.8, minWidth: 110, renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{String(value)}</Box> },
    { field: 'depth', headerName: 'Depth', width: 76, type: 'number' },
    {
      field: 'view',
      headerName: 'Who can view',
      description: 'Who this page’s own view list names',
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => listed(row.view),
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{String(value)}</Box>,
    },
    {
      field: 'edit',
      headerName: 'Who can edit',
      description: 'Who this page’s own edit list names',
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => listed(row.edit),
      renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 0.5 }}>{String(value)}</Box>,
    },
    {
      field: 'flags',
      headerName: 'Findings',
      flex: 1.3,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ whiteSpace: 'normal', py: 0.5, lineHeight: 1.35 }}>
          {row.flags.map((flag) => (flag === 'inherited' && row.inheritedFrom !== null ? `Restricted by “${row.inheritedFrom}”` : REPORT_FLAG_WORDS[flag])).join(' · ')}
        </Box>
      ),
    },
  ];
}

/**
 * The report's pages with their lists and findings, 25 a page. The grid is handed only the page it shows,
 * sorted here: a space of 100,000 pages has tens of thousands of rows, and the grid working through all of
 * them on every sort or filter held the window for over 100 ms.
 */
export const ReportTable = memo(function ReportTable({ rows, loading, principals, empty }: { rows: ReportRow[]; loading: boolean; principals: Principal[]; empty: string }) {
  const names = useMemo(() => new Map(principals.map((principal) => [`${principal.type}:${principal.id}`, principal])), [principals]);
  const columnDefs = useMemo(() => columns(names), [names]);
  const paged = usePagedGrid(rows, { sortKeys: SORT_KEYS, pageSize: PAGE_SIZE, pageSizeOptions: [25, 50, 100] });
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        {...planGridProps}
        autoHeight
        disableVirtualization
        {...paged}
        loading={loading}
        columns={columnDefs}
        getRowId={(row) => row.pageId}
        localeText={{ noRowsLabel: empty }}
        aria-label="Restricted pages"
      />
    </Box>
  );
});
