import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isDemoArrival, type WorkArea } from './catalog';

/** Right after the demo starts, the landing area says what is worth trying there; "Got it" puts it away. */
export function DemoPointer({ area }: { area: WorkArea }) {
  const { state } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !isDemoArrival(state) || !area.tryInDemo) return null;
  return (
    <Alert
      severity="info"
      icon={<TipsAndUpdatesOutlined />}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" onClick={() => setDismissed(true)}>
          Got it
        </Button>
      }
    >
      <AlertTitle>The demo organization is ready: a few things to try</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {area.tryInDemo.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}
