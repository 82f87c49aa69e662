import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface Props {
  adding: boolean;
  onAdd(): void;
}

/** Beside the demo organization: its second, staging site, for trying what works between two sites. */
export function StagingDemoOffer({ adding, onAdd }: Props) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ borderStyle: 'dashed' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            <CompareArrowsOutlined fontSize="large" />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 0.5 }}>
              A second demo site
            </Typography>
            <Typography color="text.secondary">
              Orgdesk Staging is another made-up organization that shares some of the demo’s people, for trying how
              settings compare and copy between two sites.
            </Typography>
          </Box>
          <Button variant="outlined" onClick={onAdd} disabled={adding} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {adding ? 'Preparing the staging site…' : 'Add the staging demo site'}
          </Button>
        </Stack>
        {adding && <LinearProgress aria-label="Preparing the staging demo site" sx={{ mt: 2 }} />}
      </CardContent>
    </Card>
  );
}
