import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChoiceProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

function Choice({ icon, title, text, action }: ChoiceProps) {
  return (
    <Card sx={{ flex: 1, display: 'flex' }}>
      <CardContent sx={{ p: 3.5, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Box sx={{ color: 'primary.main' }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {text}
        </Typography>
        <Box>{action}</Box>
      </CardContent>
    </Card>
  );
}

interface Props {
  startingDemo: boolean;
  onStartDemo(): void;
  onAdd(): void;
}

/** First run: nothing to manage yet, so offer the two ways in. */
export function WelcomeState({ startingDemo, onStartDemo, onAdd }: Props) {
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 640, alignSelf: 'center' }}>
        <Typography variant="h1" component="p" sx={{ mb: 1 }}>
          Welcome to Orgdesk
        </Typography>
        <Typography color="text.secondary">
          Manage users, API tokens, pages, projects and webhooks of your Atlassian Cloud organization from one
          place. Start by connecting Orgdesk to an organization.
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Choice
          icon={<ScienceOutlined sx={{ fontSize: 36 }} />}
          title="Explore with a demo organization"
          text="Try everything safely on a made-up organization that lives on this computer. Nothing you do there touches a real site, and you can reset it at any time."
          action={
            <>
              <Button variant="contained" size="large" onClick={onStartDemo} disabled={startingDemo}>
                {startingDemo ? 'Preparing the demo…' : 'Explore with a demo organization'}
              </Button>
              {startingDemo && <LinearProgress aria-label="Preparing the demo organization" sx={{ mt: 2 }} />}
            </>
          }
        />
        <Choice
          icon={<AddBusinessOutlined sx={{ fontSize: 36 }} />}
          title="Add your organization"
          text="Connect your own site, organization and Bitbucket workspace with API tokens. You only need the parts you plan to manage, and you can add the rest later."
          action={
            <Button variant="outlined" size="large" onClick={onAdd} disabled={startingDemo}>
              Add your organization
            </Button>
          }
        />
      </Stack>
    </Stack>
  );
}
