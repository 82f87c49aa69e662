import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  onRetry(): void;
  title?: string;
  detail?: string;
}

/** What a user sees instead of a blank window when something breaks. */
export function RecoveryScreen({
  onRetry,
  title = 'Something went wrong on this screen',
  detail = 'Nothing you saved was lost. Try again, or reload Orgdesk if it keeps happening.',
}: Props) {
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 3, maxWidth: 520, mx: 'auto' }}>
      <SentimentDissatisfiedOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{detail}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Reload Orgdesk
        </Button>
      </Stack>
    </Stack>
  );
}
