import Box from '@mui/material/Box';
import { alpha, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';

/**
 * How a page version (or a template, or a comparison row) looks: HTML the core made safe (no script, no
 * styles, no images, links only to http, https and mailto), styled here. Links do not navigate the
 * window; a click on one is ignored, since the admin is reading history, not browsing.
 */
export function pageStyles(theme: Theme): SxProps<Theme> {
  const added = alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.22 : 0.14);
  const removed = alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.22 : 0.12);
  return {
    fontSize: '0.95rem',
    lineHeight: 1.6,
    overflowWrap: 'anywhere',
    '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 1.5, mb: 0.75, lineHeight: 1.3 },
    '& h1': { fontSize: '1.5rem' },
    '& h2': { fontSize: '1.25rem' },
    '& h3': { fontSize: '1.1rem' },
    '& p': { my: 0.75 },
    '& ul, & ol': { my: 0.75, pl: 3 },
    '& li > p': { my: 0 },
    '& table': { borderCollapse: 'collapse', my: 1, maxWidth: '100%' },
    '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
    '& th': { bgcolor: 'action.hover', fontWeight: 600 },
    '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', fontSize: '0.85rem', my: 0.75 },
    '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
    '& a': { color: 'primary.main' },
    '& .cf-macro, & .cf-panel': { border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, my: 1 },
    '& .cf-panel': { borderLeftWidth: 4, borderLeftColor: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.06) },
    '& .cf-panel-warning': { borderLeftColor: 'error.main', bgcolor: alpha(theme.palette.error.main, 0.06) },
    '& .cf-panel-note': { borderLeftColor: 'warning.main', bgcolor: alpha(theme.palette.warning.main, 0.08) },
    '& .cf-panel-tip': { borderLeftColor: 'success.main', bgcolor: alpha(theme.palette.success.main, 0.06) },
    '& .cf-macro-label': { fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.primary' },
    '& .cf-macro-details': { fontSize: '0.85rem', color: 'text.secondary' },
    '& .cf-image, & .cf-status, & .cf-placeholder, & .cf-variable': {
      display: 'inline-block',
      border: 1,
      borderStyle: 'dashed',
      borderColor: 'divider',
      borderRadius: 1,
      px: 0.75,
      fontSize: '0.85rem',
      color: 'text.secondary',
    },
    '& .cf-link': { color: 'primary.main', textDecoration: 'underline' },
    '& ins': { bgcolor: added, textDecoration: 'none', borderRadius: 0.5 },
    '& del': { bgcolor: removed, textDecorationColor: theme.palette.error.main },
    '& .cf-ins-row': { bgcolor: added },
    '& .cf-del-row': { bgcolor: removed, textDecoration: 'line-through' },
    '& .cf-ins-block': { bgcolor: added, borderRadius: 1, px: 1 },
    '& .cf-del-block': { bgcolor: removed, borderRadius: 1, px: 1, textDecoration: 'line-through' },
  };
}

function stayHere(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

export function RenderedHtml({ html, label, sx }: { html: string; label?: string; sx?: SxProps<Theme> }) {
  const theme = useTheme();
  return (
    <Box
      role={label ? 'document' : undefined}
      aria-label={label}
      onClick={stayHere}
      sx={[pageStyles(theme), ...(Array.isArray(sx) ? sx : [sx])]}
      // The core made this HTML safe with sanitize-html (app/core/history/render/blocks.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
