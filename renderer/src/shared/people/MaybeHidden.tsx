import Typography, { type TypographyProps } from '@mui/material/Typography';

interface Props {
  value: string | null;
  hiddenText: string;
  variant?: TypographyProps['variant'];
  noWrap?: boolean;
}

/** A value that privacy settings may hide: the hidden case reads as a note, not as data. */
export function MaybeHidden({ value, hiddenText, variant = 'body2', noWrap }: Props) {
  if (value !== null) {
    return (
      <Typography variant={variant} noWrap={noWrap} component="span" sx={{ display: 'block' }}>
        {value}
      </Typography>
    );
  }
  return (
    <Typography variant={variant} noWrap={noWrap} component="span" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
      {hiddenText}
    </Typography>
  );
}
