import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConfluenceSpace } from '../../../../../app/contract/confluence/pages-and-spaces.channels';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { SearchField } from '../../../shared/SearchField';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { ContentSection } from '../shared/ContentSection';
import { pageAccessPath } from '../shared/contentRoutes';
import { OpenByLink } from './OpenByLink';
import { pageSearchCql } from './pageSearch';
import { RecentPagesList } from './RecentPagesList';
import { SpaceTree } from './SpaceTree';
import { useAllSpaces } from '../../../shared/spaces/useAllSpaces';
import { agreeing } from '../../../../../app/contract/words';

const SHOWN = 25;

function PageSearch({ connectionId }: { connectionId: string }) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'title' | 'cql'>('title');
  const typedText = useDebouncedValue(text, 300).trim();
  const cql = mode === 'cql' && typedText !== '' ? typedText : pageSearchCql(mode === 'title' ? typedText : '');
  const search = useChannelQuery('confluence.content.search', { connectionId, cql, limit: SHOWN }, { placeholderData: keepPreviousData });
  const hits = (search.data?.items ?? []).filter((hit) => hit.content !== null && hit.content.type === 'page');
  const typed = text.trim() !== '';

  return (
    <section aria-labelledby="find-heading">
      <Typography id="find-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Find a page
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={mode === 'title' ? 'Find a page by title' : 'Find pages with CQL'}
          placeholder={mode === 'cql' ? 'space = ENG and label = "audit"' : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
        />
        <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_event, next: 'title' | 'cql' | null) => next !== null && setMode(next)} aria-label="Search by" sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}>
          <ToggleButton value="title">Title</ToggleButton>
          <ToggleButton value="cql">CQL</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LoadingBar active={search.isFetching} label="Searching pages" />
      <LoadErrorAlert error={search.error} what={mode === 'cql' ? 'Confluence did not accept this CQL query.' : 'The pages could not be searched.'} onRetry={() => void search.refetch()} sx={{ mb: 2 }} />
      {search.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {hits.length === 0
            ? typed
              ? 'No page matches.'
              : 'This site has no pages you can see yet.'
            : typed
              ? `${hits.length < SHOWN ? hits.length : `The first ${SHOWN}`} ${agreeing(hits.length, 'page', 'pages')} found.`
              : 'The pages changed most recently. Type to find another.'}
        </Typography>
      )}
      {hits.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Pages found" disablePadding>
            {hits.map((hit) => (
              <ListItem key={hit.content?.id} disablePadding divider>
                <ListItemButton component={Link} to={pageAccessPath(hit.content?.id ?? '')}>
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
    </section>
  );
}

function SpaceBrowser({ connectionId }: { connectionId: string }) {
  const [archived, setArchived] = useState(false);
  const [space, setSpace] = useState<ConfluenceSpace | null>(null);
  const spaces = useAllSpaces(connectionId, archived);
  return (
    <section aria-labelledby="browse-heading">
      <Typography id="browse-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Browse a space
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Autocomplete
          options={spaces.data ?? []}
          value={space}
          onChange={(_event, picked) => setSpace(picked)}
          loading={spaces.isPending}
          getOptionLabel={(option) => `${option.name} (${option.key})${option.status === 'archived' ? ', archived' : ''}`}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          noOptionsText="No space by that name or key"
          renderInput={(params) => <TextField {...params} label="Space (type a name or key)" />}
          sx={{ flexGrow: 1, maxWidth: 480 }}
        />
        <FormControlLabel control={<Checkbox checked={archived} onChange={(event) => setArchived(event.target.checked)} />} label="Include archived spaces" />
      </Stack>
      <LoadErrorAlert error={spaces.error} what="The spaces could not be listed." onRetry={() => void spaces.refetch()} sx={{ mt: 2 }} />
      {space !== null && <SpaceTree key={space.id} connectionId={connectionId} spaceId={space.id} />}
    </section>
  );
}

/**
 * Find a page four ways: paste its link, search by title or CQL, browse a space's tree (restricted pages
 * marked), or pick one opened lately. Each opens who can view and edit it; history and files are a tab away.
 */
export function PageFinderPage({ connectionId }: { connectionId: string }) {
  return (
    <ContentSection description="Open a page to see who can view and edit it and why, change its restrictions, compare and restore its versions, and manage its attachments.">
      <Stack spacing={3}>
        <OpenByLink connectionId={connectionId} />
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
            <SpaceBrowser connectionId={connectionId} />
          </Paper>
          <Stack spacing={3} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <PageSearch connectionId={connectionId} />
            <RecentPagesList connectionId={connectionId} />
          </Stack>
        </Stack>
      </Stack>
    </ContentSection>
  );
}
