import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Principal } from '../../../../app/contract/confluence/access.channels';
import { describeError } from '../../api/ContractError';
import { useChannelQuery } from '../../api/hooks';
import { useDebouncedValue } from '../useDebouncedValue';
import { PrincipalLine } from './PrincipalLine';

interface Props {
  connectionId: string;
  label: string;
  value: Principal | null;
  onChange(principal: Principal | null): void;
  helperText?: string;
  /** False where only a person fits (a page's owner, a project's lead). */
  groups?: boolean;
  /** False where only a group fits (a group of another site mapped to one here). */
  people?: boolean;
}

/**
 * One person (found by name through Confluence's user search) or group (by name): people first. Ids are
 * what gets stored and sent; names are what is shown.
 */
export function PrincipalPicker({ connectionId, label, value, onChange, helperText, groups: withGroups = true, people: withPeople = true }: Props) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().replace(/["\\]/g, ''), 300);
  const enabled = query.length >= 2;
  const people = useChannelQuery('confluence.users.search', { connectionId, cql: `user.fullname ~ "${query}"`, limit: 10 }, { enabled: enabled && withPeople });
  const groups = useChannelQuery('confluence.groups.search', { connectionId, query }, { enabled: enabled && withGroups });
  const sought = withPeople ? `person${withGroups ? ' or group' : ''}` : 'group';
  const options: Principal[] = [
    ...(withPeople ? (people.data?.items ?? []) : []).flatMap((user): Principal[] =>
      user.accountId === null ? [] : [{ type: 'user', id: user.accountId, name: user.displayName ?? user.publicName ?? 'Unknown person', email: user.email, avatarPath: null, status: 'active' }],
    ),
    ...(withGroups ? (groups.data?.groups ?? []) : []),
  ];
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={(option) => (option.type === 'group' ? `${option.name} (group)` : option.name)}
      getOptionKey={(option) => `${option.type}:${option.id}`}
      isOptionEqualToValue={(option, chosen) => option.type === chosen.type && option.id === chosen.id}
      groupBy={(option) => (option.type === 'group' ? 'Groups' : 'People')}
      filterOptions={(found) => found}
      loading={people.isFetching || groups.isFetching}
      noOptionsText={
        people.isError || groups.isError
          ? `The search failed: ${describeError(people.error ?? groups.error)}`
          : enabled
            ? `No ${sought} by that name`
            : `Type two letters of a name${withGroups ? ' or group' : ''}`
      }
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <PrincipalLine principal={option} dense />
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
      sx={{ minWidth: 260, flexGrow: 1, maxWidth: 420 }}
    />
  );
}
