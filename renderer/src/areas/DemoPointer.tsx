import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useConnections } from '../shared/connections/useConnections';
import type { WorkArea } from './catalog';

/** Put away per area, on this computer: the tips are help for a first look, not something to see every time. */
const storageKey = (area: WorkArea) => `orgdesk.demo-tips-seen.${area.path}`;

function seen(area: WorkArea): boolean {
  try {
    return window.localStorage.getItem(storageKey(area)) === 'yes';
  } catch {
    return false;
  }
}

function markSeen(area: WorkArea): void {
  try {
    window.localStorage.setItem(storageKey(area), 'yes');
  } catch {
    // Storage refused (a private window): the tips are put away for this visit only.
  }
}

/**
 * While the demo organization is the active connection, each area says what is worth trying there, however
 * the demo was started (the Explore button, or `npm run web -- --demo`); "Got it" puts it away for good.
 */
export function DemoPointer({ area }: { area: WorkArea }) {
  const { active } = useConnections();
  const [dismissed, setDismissed] = useState(() => seen(area));
  if (dismissed || !active?.isDemo || !area.tryInDemo) return null;
  return (
    <Alert
      severity="info"
      icon={<TipsAndUpdatesOutlined />}
      sx={{ mb: 3 }}
      action={
        <Button
          color="inherit"
          onClick={() => {
            markSeen(area);
            setDismissed(true);
          }}
        >
          Got it
        </Button>
      }
    >
      <AlertTitle>Things to try in the demo organization</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {area.tryInDemo.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Alert>
  );
}
