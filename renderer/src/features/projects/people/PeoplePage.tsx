import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { JiraUserView } from '../../../../../app/contract/jira/models';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { LoadingBar } from '../../../shared/LoadingBar';
import { PageHeader } from '../../../shared/PageHeader';
import { SearchField } from '../../../shared/SearchField';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';
import { peopleSearchOf, type SearchKind } from './peopleSearchModel';

const accountTypeWords: Record<JiraUserView['accountType'], string> = { atlassian: 'Person', app: 'App', customer: 'Customer', unknown: 'Unknown' };

function PageOfPeople({ connectionId, kind, where, query, startAt, onMore }: { connectionId: string; kind: SearchKind; where: string; query: string; startAt: number; onMore(next: number): void }) {
  const search = peopleSearchOf(kind, where);
  const page = useChannelQuery('jira.people.search', { connectionId, search: search ?? { kind: 'text' }, query, startAt, maxResults: 50 }, { enabled: search !== null });
  return (
    <>
      <LoadingBar active={page.isFetching} label="Searching" />
      <LoadErrorAlert error={page.error} what="The search failed." onRetry={() => void page.refetch()} />
      {page.data?.explanation && <Alert severity="info">{page.data.explanation}</Alert>}
      {page.data && page.data.items.length > 0 && (
        <List aria-label="People found" sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          {page.data.items.map((user) => (
            <ListItem key={user.accountId} divider secondaryAction={<Chip size="small" variant="outlined" label={accountTypeWords[user.accountType]} />}>
              <ListItemAvatar>
                <PersonAvatar accountId={user.accountId} name={user.displayName} url={user.avatarUrl} />
              </ListItemAvatar>
              <ListItemText
                primary={user.displayName ?? 'Name hidden by their privacy settings'}
                secondary={`${user.emailAddress ?? 'E-mail hidden'}${user.active ? '' : ' · deactivated'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {page.data?.nextStartAt !== null && page.data?.nextStartAt !== undefined && (
        <Button onClick={() => onMore(page.data?.nextStartAt ?? 0)} sx={{ alignSelf: 'flex-start' }}>
          Next people
        </Button>
      )}
    </>
  );
}

/** Jira's own user searches: by name or e-mail, who can be assigned in projects, who can see an issue or project. */
export function PeoplePage({ connectionId }: { connectionId: string }) {
  const [kind, setKind] = useState<SearchKind>('text');
  const [where, setWhere] = useState('');
  const [text, setText] = useState('');
  const [startAt, setStartAt] = useState(0);
  const query = useDebouncedValue(text.trim(), 350);
  const whereLabel = kind === 'assignable' ? 'Project keys, separated by commas' : 'Issue key (PLAT-42) or project key (PLAT)';
  const needsWhere = kind !== 'text' && peopleSearchOf(kind, where) === null;
  return (
    <>
      <PageHeader title="People in Jira" icon={<PersonSearchOutlined />} description="Jira’s user searches, with the account type of each person, and why a result is empty or short." />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          label="Search"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as SearchKind);
            setStartAt(0);
          }}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="text">Everyone, by name or e-mail</MenuItem>
          <MenuItem value="assignable">Who can be assigned in projects</MenuItem>
          <MenuItem value="can-see">Who can see an issue or project</MenuItem>
        </TextField>
        {kind !== 'text' && (
          <TextField label={whereLabel} value={where} onChange={(event) => { setWhere(event.target.value); setStartAt(0); }} error={where !== '' && needsWhere} helperText={where !== '' && needsWhere ? 'That does not look like a key.' : ' '} sx={{ minWidth: 280 }} />
        )}
        <SearchField label="Name or e-mail address" value={text} onChange={(event) => { setText(event.target.value); setStartAt(0); }} sx={{ flexGrow: 1 }} />
      </Stack>
      <Stack spacing={2}>
        {query !== '' && !needsWhere ? (
          <PageOfPeople connectionId={connectionId} kind={kind} where={where} query={query} startAt={startAt} onMore={setStartAt} />
        ) : (
          <Alert severity="info">{needsWhere ? `Enter the ${kind === 'assignable' ? 'projects' : 'issue or project'} first.` : 'Type a name or e-mail address to search.'}</Alert>
        )}
      </Stack>
    </>
  );
}
