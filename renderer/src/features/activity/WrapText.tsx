import Typography from '@mui/material/Typography';

/** Names, targets and problems carry e-mail addresses and page titles: they wrap, and break anywhere, rather than widen a table. */
export function WrapText({ value, color }: { value?: string | null; color?: string }) {
  return value ? (
    <Typography variant="body2" color={color} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 }}>
      {value}
    </Typography>
  ) : null;
}
