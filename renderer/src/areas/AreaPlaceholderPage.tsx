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
import { useConnections } from '../shared/connections/useConnections';
import { PageHeader } from '../shared/PageHeader';
import type { AreaScreenProps } from './catalog';

/** Stands in for an area's screen until it is built; the shell has already checked the connection is ready for it. */
export default function AreaPlaceholderPage({ area }: AreaScreenProps) {
  const { active } = useConnections();
  return (
    <>
      <PageHeader title={area.title} description={area.purpose} icon={area.icon} />
      <Stack spacing={3}>
        {active && (
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
