import type { AlertColor } from '@mui/material/Alert';
import { alpha, createTheme, type PaletteMode, type Theme } from '@mui/material/styles';

const fontStack = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** A calm blue-slate palette; dark mode lifts surfaces instead of going pure black. */
export function createAppTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  const primary = dark ? '#8AB4F8' : '#2F5BD3';
  const theme = createTheme({
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: dark ? '#B9A6F2' : '#6D4BC9' },
      success: { main: dark ? '#6FCF97' : '#1E7B4F' },
      warning: { main: dark ? '#F2C26B' : '#A15C00' },
      // MUI's own info blue (#0288d1) reads at 3.9:1 on white: too faint for chip labels.
      info: { main: dark ? '#7CC4F2' : '#0B6BA8' },
      error: { main: dark ? '#F28B82' : '#C5362B' },
      background: dark ? { default: '#14171C', paper: '#1B1F26' } : { default: '#F5F7FA', paper: '#FFFFFF' },
      divider: dark ? 'rgba(255,255,255,0.09)' : 'rgba(15,23,42,0.09)',
      text: dark
        ? { primary: '#E7EAF0', secondary: '#A3ABB9' }
        : { primary: '#172033', secondary: '#556079' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack,
      h1: { fontSize: '1.75rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.3rem', fontWeight: 620 },
      h3: { fontSize: '1.05rem', fontWeight: 620 },
      subtitle1: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });

  const focusRing = {
    outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`,
    outlineOffset: 2,
  };

  return createTheme(theme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          ':focus-visible': focusRing,
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, '&.Mui-focusVisible': focusRing } },
      },
      MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            '&.Mui-focusVisible': focusRing,
            '&.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.1),
              color: theme.palette.primary.main,
              '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
            },
          },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: theme.palette.divider } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { borderBottom: `1px solid ${theme.palette.divider}`, backgroundColor: theme.palette.background.paper },
        },
      },
      MuiDrawer: {
        styleOverrides: {
          paper: { borderRight: `1px solid ${theme.palette.divider}`, backgroundColor: theme.palette.background.paper },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A disabled field's help often says why it is disabled: it must stay readable (MUI greys it to 2.6:1).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: theme.palette.text.secondary } } } },
      MuiAlert: {
        styleOverrides: {
          // A soft tint of the severity colour reads calmer than MUI's default, above all in dark mode.
          standard: ({ ownerState }: { ownerState: { severity?: AlertColor } }) => {
            const tone = theme.palette[ownerState.severity ?? 'info'];
            return {
              backgroundColor: alpha(tone.main, dark ? 0.14 : 0.09),
              color: theme.palette.text.primary,
              '& .MuiAlert-icon': { color: tone.main },
            };
          },
        },
      },
      // A clickable chip (the token filters) shows the same focus ring as a button when reached by keyboard.
      MuiChip: { styleOverrides: { root: { fontWeight: 500, '&.Mui-focusVisible': focusRing } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialogTitle: { styleOverrides: { root: { fontWeight: 650 } } },
    },
  });
}
