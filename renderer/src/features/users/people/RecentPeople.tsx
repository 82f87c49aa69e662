import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChannelQuery } from '../../../api/hooks';
import { PersonListItem } from './PersonListItem';

export function RecentPeople({ connectionId }: { connectionId: string }) {
  const recent = useChannelQuery('users.recentPeople.list', { connectionId });
  const people = recent.data?.people ?? [];
  return (
    <Card component="section" aria-labelledby="recent-people-title">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <HistoryOutlined color="action" aria-hidden />
          <Typography variant="h2" id="recent-people-title">
            Recently opened
          </Typography>
        </Stack>
        {recent.isSuccess && people.length === 0 && (
          <Typography color="text.secondary">Accounts you open appear here, so you can get back to them in one click.</Typography>
        )}
        {recent.isError && <Typography color="error">The list of recent accounts could not be loaded.</Typography>}
        {people.length > 0 && (
          <List aria-label="Recently opened accounts" disablePadding>
            {people.map((person) => (
              <PersonListItem key={person.accountId} person={person} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
