import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { DataGridProps } from '@mui/x-data-grid';

/**
 * Token tables put two lines in some cells (date and countdown); cells centre them vertically. A selected
 * row gets a lighter tint than the grid's own, so coloured text on it (links, warnings, secondary lines)
 * keeps its contrast in both themes.
 */
export const gridLook: SxProps<Theme> = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', lineHeight: 1.35 },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
  // Hidden until hover, a header's menu and sort buttons keep their width and poked out of the last column,
  // making every table some 20 pixels wider than its room (it scrolled sideways for nothing); the last
  // column's resize handle stays inside the table for the same reason.
  '& .MuiDataGrid-menuIcon, & .MuiDataGrid-iconButtonContainer': { overflow: 'hidden' },
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator--sideRight': { right: 0 },
  '& .MuiDataGrid-row.Mui-selected, & .MuiDataGrid-row.Mui-selected:hover': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
    boxShadow: (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
  },
};

/**
 * Plan and report tables (a dry run's pages, a space's restricted pages): rows grow to fit text that wraps,
 * a click does not select a row, a hundred rows a page, and the look above. Spread first, then the table's own props.
 */
export const planGridProps: Pick<DataGridProps, 'getRowHeight' | 'disableRowSelectionOnClick' | 'initialState' | 'pageSizeOptions' | 'sx'> = {
  getRowHeight: () => 'auto',
  disableRowSelectionOnClick: true,
  initialState: { pagination: { paginationModel: { pageSize: 100 } } },
  pageSizeOptions: [25, 50, 100],
  sx: gridLook,
};
