import Link from '@mui/material/Link';

/** First thing a keyboard user reaches: jumps past the app bar and navigation. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // The hash belongs to the router, so move focus by hand instead of letting the link navigate.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Link>
  );
}
