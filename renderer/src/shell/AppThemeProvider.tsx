import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { cellStyles } from '../shared/cellClasses';
import { pageNonce } from './PageStyles';
import { createAppTheme } from './theme';

/** Data grids insert a style element of their own (their CSS variables): it needs the page's nonce too. */
const nonce = pageNonce();

/** Follows the OS light/dark setting and switches live when it changes. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(
    () => createTheme(createAppTheme(prefersDark ? 'dark' : 'light'), { components: { MuiDataGrid: { defaultProps: { nonce } } } }),
    [prefersDark],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={cellStyles} />
      {children}
    </ThemeProvider>
  );
}
