import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Class names for what table cells draw most (muted text, a time, a coloured second line, an owner link).
 * Their styles are written once for the whole page (`cellStyles`, added by the theme provider) instead of
 * per cell through `sx`, which would have the style engine work out the same rules for every row drawn.
 */
export const cellClass = {
  muted: 'od-muted',
  time: 'od-time',
  /** A smaller second line under a cell's main text. */
  secondLine: 'od-second-line',
  error: 'od-tone-error',
  warning: 'od-tone-warning',
  link: 'od-link',
  /** Text that wraps to at most two lines, then ends in an ellipsis. */
  twoLines: 'od-two-lines',
  /** A name over a caption, in one cell. */
  nameStack: 'od-name-stack',
  /** A one-line caption under a name: small, muted, cut with an ellipsis. */
  caption: 'od-caption',
} as const;

export function cellStyles(theme: Theme): CSSObject {
  const { palette, typography } = theme;
  return {
    [`.${cellClass.muted}`]: { color: palette.text.secondary },
    [`.${cellClass.time}`]: { cursor: 'default', lineHeight: 1.35 },
    [`.${cellClass.secondLine}`]: { display: 'block', fontSize: '0.8rem', color: palette.text.secondary },
    [`.${cellClass.secondLine}.${cellClass.error}`]: { color: palette.error.main },
    [`.${cellClass.secondLine}.${cellClass.warning}`]: { color: palette.warning.main },
    [`.${cellClass.link}`]: {
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`.${cellClass.twoLines}`]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    },
    [`.${cellClass.nameStack}`]: { lineHeight: 1.3, minWidth: 0 },
    [`.${cellClass.caption}`]: {
      ...typography.caption,
      display: 'block',
      color: palette.text.secondary,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  };
}
