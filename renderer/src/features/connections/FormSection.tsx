import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  icon: ReactNode;
  enabled: boolean;
  onToggle(enabled: boolean): void;
  /** Shown when a part that was saved is switched off, so nobody forgets credentials by accident. */
  offWarning?: string;
  children: ReactNode;
}

export function FormSection({ title, description, icon, enabled, onToggle, offWarning, children }: Props) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, borderRadius: '14px' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h3" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': `Use ${title}` } }}
            />
          }
          label={enabled ? 'In use' : 'Not used'}
          slotProps={{ typography: { variant: 'body2', sx: { minWidth: 56 }, 'aria-hidden': true } }}
        />
      </Stack>
      {!enabled && offWarning && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1.5, ml: 5 }}>
          {offWarning}
        </Typography>
      )}
      <Collapse in={enabled} unmountOnExit={false}>
        <Stack spacing={2} sx={{ mt: 2.5, ml: { sm: 5 } }}>
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}
