import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionTabs } from './SectionTabs';

interface Props {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** A screen's title, what it is for and its main buttons; on an area's section screen, the area's tabs under it. */
export function PageHeader({ title, description, icon, actions }: Props) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              color: 'primary.main',
              bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(138,180,248,0.12)' : 'rgba(47,91,211,0.08)'),
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1">{title}</Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>{actions}</Stack>}
      </Stack>
      <SectionTabs />
    </>
  );
}
