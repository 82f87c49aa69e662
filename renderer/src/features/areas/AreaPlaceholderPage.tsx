import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../shared/PageHeader';
import { editConnectionPath } from '../connections/connectionRoutes';
import { missingParts, useConnections } from '../connections/useConnections';
import { partNames, partRequirements, type WorkArea } from './areaCatalog';

function joinWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Stands in for an area's screen until it is built, and already tells whether the connection is ready for it. */
export function AreaPlaceholderPage({ area }: { area: WorkArea }) {
  const { active, isPending } = useConnections();
  const navigate = useNavigate();
  const missing = active ? missingParts(active, area.needs) : [];

  return (
    <>
      <PageHeader title={area.title} description={area.purpose} icon={area.icon} />
      <Stack spacing={3}>
        {!isPending && !active && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => navigate('/connections')}>
                Go to Connections
              </Button>
            }
          >
            <AlertTitle>Choose a connection first</AlertTitle>
            {area.title} works on one of your organizations. Add one, or explore with the demo organization.
          </Alert>
        )}
        {active && missing.length > 0 && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => navigate(editConnectionPath(active.id, missing[0]))}>
                Set it up
              </Button>
            }
          >
            <AlertTitle>
              “{active.name}” is not set up for {area.title} yet
            </AlertTitle>
            This area needs {joinWords(missing.map((part) => partRequirements[part]))} (
            {joinWords(missing.map((part) => partNames[part]))}).
          </Alert>
        )}
        {active && missing.length === 0 && (
          <Alert severity="success" icon={<CheckCircleOutlined />}>
            “{active.name}” has everything {area.title} needs.
          </Alert>
        )}
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <AutoAwesomeOutlined color="secondary" aria-hidden />
              <Typography variant="h2">Coming soon</Typography>
            </Stack>
            <Typography color="text.secondary">This screen is being built. Here is what you will be able to do:</Typography>
            <List>
              {area.upcoming.map((item) => (
                <ListItem key={item} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircleOutlined fontSize="small" color="disabled" />
                  </ListItemIcon>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
