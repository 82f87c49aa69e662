import type { SxProps, Theme } from '@mui/material/styles';

/** Token tables put two lines in some cells (date and countdown); cells centre them vertically. */
export const gridLook: SxProps<Theme> = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', lineHeight: 1.35 },
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
};
