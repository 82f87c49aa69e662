import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChannelQuery } from '../../../api/hooks';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { looksLikeAccountId } from '../accountIdList';
import { accountPath } from '../userRoutes';
import { PersonListItem } from './PersonListItem';
import { RecentPeople } from './RecentPeople';
import { SourceNotes } from './SourceNotes';
import { SearchField } from '../../../shared/SearchField';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { SEARCH_QUERY_MAX } from '../../../../../app/contract/users/people.channels';
import { searchTooLong } from '../accountWords';

const SEARCH_DELAY_MS = 350;

/** Whether a query key (`[channel, input]`) is for a call on this connection. */
function isOnConnection(queryKey: readonly unknown[] | undefined, connectionId: string): boolean {
  const input = queryKey?.[1];
  return typeof input === 'object' && input !== null && 'connectionId' in input && input.connectionId === connectionId;
}

export function FindPeoplePage({ connectionId }: { connectionId: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const tooLong = text.trim().length > SEARCH_QUERY_MAX;
  const query = useDebouncedValue(tooLong ? '' : text.trim(), SEARCH_DELAY_MS);
  const pastedId = looksLikeAccountId(text.trim()) ? text.trim() : null;
  const search = useChannelQuery(
    'users.people.search',
    { connectionId, query },
    {
      enabled: query !== '',
      // The previous answer stays while the next search runs, but only one of this connection's.
      placeholderData: (previous, previousQuery) => (isOnConnection(previousQuery?.queryKey, connectionId) ? previous : undefined),
      staleTime: 30_000,
    },
  );
  const people = query === '' ? [] : (search.data?.people ?? []);
  const settled = query !== '' && query === text.trim() && !search.isFetching && search.isSuccess;

  return (
    <>
      <PageHeader
        title="Users & tokens"
        icon={<ManageAccountsOutlined />}
        description="Find a person of your organization to see their profile, what you may change, and their API tokens."
      />
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <SearchField
              label="Find a person"
              placeholder="Type a name or e-mail, or paste an account ID"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && pastedId) void navigate(accountPath(pastedId));
              }}
              autoFocus
              error={tooLong}
              helperText={
                tooLong
                  ? searchTooLong('Find a person', text.trim().length)
                  : 'Searches Jira and Confluence together. Some people hide their name or e-mail; Orgdesk says so.'
              }
            />
            <LoadingBar active={search.isFetching} label="Searching people" />
            {pastedId && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" endIcon={<OpenInNew />} onClick={() => void navigate(accountPath(pastedId))}>
                    Open account
                  </Button>
                }
              >
                This looks like an account ID. Open it directly, or wait for the search below.
              </Alert>
            )}
            <LoadErrorAlert error={search.error} onRetry={() => void search.refetch()} />
            {query !== '' && search.data && <SourceNotes sources={search.data.sources} />}
            {people.length > 0 && (
              <List aria-label="Search results" disablePadding>
                {people.map((person) => (
                  <PersonListItem key={person.accountId} person={person} />
                ))}
              </List>
            )}
            {settled && people.length === 0 && (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                Nobody matches “{query}”. Try part of the name or the e-mail address.
              </Typography>
            )}
          </CardContent>
        </Card>
        <RecentPeople connectionId={connectionId} />
      </Stack>
    </>
  );
}
