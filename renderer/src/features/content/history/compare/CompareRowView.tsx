import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { CompareChange, CompareRow } from '../../../../../../app/contract/confluence/history.channels';
import { RenderedHtml } from '../../shared/RenderedHtml';

export type CompareMode = 'side' | 'inline';

/** What each kind of change is called above its block. */
export type ChangeLabels = Record<Exclude<CompareChange, 'same'>, string>;

const changeWords: ChangeLabels = { changed: 'Changed', added: 'Added', removed: 'Removed' };

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Side({ html, change, side }: { html: string | null; change: CompareChange; side: 'left' | 'right' }) {
  const theme = useTheme();
  const missing = html === null;
  const tint =
    change === 'added' && side === 'right'
      ? alpha(theme.palette.success.main, 0.1)
      : change === 'removed' && side === 'left'
        ? alpha(theme.palette.error.main, 0.08)
        : 'transparent';
  return (
    <Box
      sx={{
        px: 1.5,
        py: 0.5,
        minWidth: 0,
        bgcolor: tint,
        // An empty side stands for "not in this version": hatched, so it never reads as blank content.
        backgroundImage: missing ? `repeating-linear-gradient(135deg, transparent 0 8px, ${alpha(theme.palette.text.primary, 0.05)} 8px 16px)` : undefined,
        opacity: change === 'same' ? 0.8 : 1,
      }}
    >
      {html !== null && <RenderedHtml html={html} />}
    </Box>
  );
}

interface RowProps {
  row: CompareRow | undefined;
  mode: CompareMode;
  active: boolean;
  /** Words shown above each changed block ("Comes back"); without them the kind of change is only read out. */
  labels?: ChangeLabels;
}

/** One block of a comparison: both versions side by side, or one inline view with the changes marked. */
export function CompareRowView({ row, mode, active, labels }: RowProps) {
  const theme = useTheme();
  if (row === undefined) return <Box sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>Loading…</Box>;
  const stripe =
    row.change === 'added' ? theme.palette.success.main : row.change === 'removed' ? theme.palette.error.main : row.change === 'changed' ? theme.palette.warning.main : 'transparent';
  // A block that is the same on both sides is sent once.
  const right = row.change === 'same' ? row.left : row.right;
  const inline = row.change === 'changed' ? row.inline : row.change === 'added' ? row.right : row.left;
  return (
    <Box
      data-change={row.change === 'same' ? undefined : row.change}
      sx={{
        borderLeft: 4,
        borderColor: stripe,
        outline: active ? `2px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: -2,
        borderBottom: 1,
        borderBottomColor: 'divider',
        position: 'relative',
      }}
    >
      {row.change !== 'same' &&
        (labels ? (
          <Box component="span" sx={{ display: 'block', px: 1.5, pt: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.4 }}>
            {labels[row.change]}
          </Box>
        ) : (
          <Box component="span" sx={visuallyHidden}>{`${changeWords[row.change]}:`}</Box>
        ))}
      {mode === 'side' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 0, '& > :first-of-type': { borderRight: 1, borderColor: 'divider' } }}>
          <Side html={row.left} change={row.change} side="left" />
          <Side html={right} change={row.change} side="right" />
        </Box>
      ) : (
        <Side html={inline} change={row.change} side={row.change === 'added' ? 'right' : 'left'} />
      )}
    </Box>
  );
}
