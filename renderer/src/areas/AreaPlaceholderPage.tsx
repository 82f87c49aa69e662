import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../shared/PageHeader';
import { missingParts, useConnections } from '../connections/useConnections';
import type { WorkArea } from './areaCatalog';
import { ConnectionProblem } from './ConnectionReadiness';

/** Stands in for an area's screen until it is built, and already tells whether the connection is ready for it. */
export function AreaPlaceholderPage({ area }: { area: WorkArea }) {
  const { active, isPending } = useConnections();
  const missing = active ? missingParts(active, area.needs) : [];

  return (
    <>
      <PageHeader title={area.title} description={area.purpose} icon={area.icon} />
      <Stack spacing={3}>
        {!isPending && <ConnectionProblem area={area} active={active} />}
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
              {(area.upcoming ?? []).map((item) => (
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
