import Box from '@mui/material/Box';

/** The product's small square mark, drawn in theme colours so it suits light and dark. */
export function ProductMark() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 30,
        height: 30,
        borderRadius: '9px',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        fontWeight: 800,
        fontSize: 16,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
      }}
    >
      O
    </Box>
  );
}
