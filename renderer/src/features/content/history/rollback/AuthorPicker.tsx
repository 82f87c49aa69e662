import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ConfluenceUser } from '../../../../../../app/contract/confluence/content';
import { useChannelQuery } from '../../../../api/hooks';
import { PersonAvatar } from '../../../../shared/people/PersonAvatar';
import { useDebouncedValue } from '../../../../shared/useDebouncedValue';

export interface PickedAuthor {
  accountId: string;
  name: string;
}

function nameOf(user: ConfluenceUser): string {
  return user.displayName ?? user.publicName ?? 'Unknown person';
}

/** One person or app account whose changes alone are undone; empty means anyone's. */
export function AuthorPicker({ connectionId, value, onChange }: { connectionId: string; value: PickedAuthor | null; onChange(author: PickedAuthor | null): void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().replace(/["\\]/g, ''), 300);
  const search = useChannelQuery('confluence.users.search', { connectionId, cql: `user.fullname ~ "${query}"`, limit: 20 }, { enabled: query.length >= 2 });
  const options = (search.data?.items ?? []).filter((user): user is ConfluenceUser & { accountId: string } => user.accountId !== null);
  return (
    <Autocomplete
      options={options}
      value={options.find((user) => user.accountId === value?.accountId) ?? (value ? { ...placeholderUser, accountId: value.accountId, displayName: value.name } : null)}
      onChange={(_event, user) => onChange(user ? { accountId: user.accountId, name: nameOf(user) } : null)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => option.accountId === chosen.accountId}
      filterOptions={(found) => found}
      loading={search.isFetching}
      noOptionsText={query.length < 2 ? 'Type two letters of a name' : 'Nobody by that name'}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <PersonAvatar accountId={user.accountId} name={nameOf(user)} url={user.profilePicturePath?.startsWith('https://') ? user.profilePicturePath : null} size={24} />
          {nameOf(user)}
          {user.accountType === 'app' ? ' (app)' : ''}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Only changes by (optional)" helperText="Leave empty to undo everyone's changes." />}
      sx={{ width: 300 }}
    />
  );
}

const placeholderUser: ConfluenceUser & { accountId: string } = {
  accountId: '',
  type: 'known',
  accountType: null,
  displayName: null,
  publicName: null,
  email: null,
  profilePicturePath: null,
  timeZone: null,
  isGuest: false,
};
