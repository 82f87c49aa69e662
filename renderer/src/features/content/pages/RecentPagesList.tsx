import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { exactTime } from '../../../shared/relativeTime';
import { pageAccessPath } from '../shared/contentRoutes';

/** The pages opened here lately, newest first; nothing is shown until one was opened. */
export function RecentPagesList({ connectionId }: { connectionId: string }) {
  const recent = useChannelQuery('confluence.recentPages.list', { connectionId });
  const pages = recent.data?.pages ?? [];
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="recent-pages">
      <Typography id="recent-pages" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Opened recently
      </Typography>
      <List dense disablePadding aria-labelledby="recent-pages">
        {pages.map((page) => (
          <ListItem key={page.id} disablePadding>
            <ListItemButton component={Link} to={pageAccessPath(page.id)}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <HistoryOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={page.title} secondary={[page.spaceName, `opened ${exactTime(page.openedAt)}`].filter(Boolean).join(' · ')} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
