import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { SearchField } from '../../../shared/SearchField';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { ContentSection } from '../shared/ContentSection';
import { pagePath } from '../shared/contentRoutes';
import { pageSearchCql } from './pageSearch';

const SHOWN = 25;

/** Find a page by its title; with nothing typed, the pages changed last. Each opens its history and files. */
export function PageFinderPage({ connectionId }: { connectionId: string }) {
  const [text, setText] = useState('');
  const cql = pageSearchCql(useDebouncedValue(text, 300));
  const search = useChannelQuery('confluence.content.search', { connectionId, cql, limit: SHOWN }, { placeholderData: keepPreviousData });
  const hits = (search.data?.items ?? []).filter((hit) => hit.content !== null);
  const typed = text.trim() !== '';

  return (
    <ContentSection description="Open a page to see its versions, compare and restore them, and manage its attachments. The other tabs work across a space or the whole site.">
      <SearchField label="Find a page by title" value={text} onChange={(event) => setText(event.target.value)} fullWidth sx={{ mb: 2, maxWidth: 560 }} />
      <LoadingBar active={search.isFetching} label="Searching pages" />
      <LoadErrorAlert error={search.error} what="The pages could not be searched." onRetry={() => void search.refetch()} sx={{ mb: 2 }} />
      {search.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {hits.length === 0
            ? typed
              ? `No page title has “${text.trim()}”.`
              : 'This site has no pages yet.'
            : typed
              ? `${hits.length < SHOWN ? hits.length : `The first ${SHOWN}`} ${hits.length === 1 ? 'page' : 'pages'} whose title has “${text.trim()}”.`
              : 'The pages changed most recently. Type to find another.'}
        </Typography>
      )}
      {hits.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Pages found" disablePadding>
            {hits.map((hit) => (
              <ListItem key={hit.content?.id} disablePadding divider>
                <ListItemButton component={Link} to={pagePath(hit.content?.id ?? '')}>
                  <ListItemIcon>
                    <ArticleOutlined />
                  </ListItemIcon>
                  <ListItemText
                    primary={hit.content?.title ?? hit.title}
                    secondary={[hit.space?.name, hit.friendlyLastModified ? `changed ${hit.friendlyLastModified}` : null].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </ContentSection>
  );
}
