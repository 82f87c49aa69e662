import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import type { PersonSummary } from '../../../../../app/contract/users/people.channels';
import { accountTypeWords } from '../accountWords';
import { HIDDEN_EMAIL, HIDDEN_NAME } from '../../../shared/people/privacy';
import { MaybeHidden } from '../../../shared/people/MaybeHidden';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';
import { accountPath } from '../userRoutes';

export function PersonListItem({ person }: { person: PersonSummary }) {
  const type = accountTypeWords(person.accountType);
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={accountPath(person.accountId)} state={person} sx={{ borderRadius: 2, py: 1 }}>
        <ListItemAvatar>
          <PersonAvatar accountId={person.accountId} name={person.displayName} url={person.avatarUrl} />
        </ListItemAvatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <MaybeHidden value={person.displayName} hiddenText={HIDDEN_NAME} variant="subtitle1" noWrap />
          <MaybeHidden value={person.email} hiddenText={HIDDEN_EMAIL} noWrap />
        </Box>
        <Stack direction="row" spacing={1} sx={{ ml: 2, flexShrink: 0 }}>
          {person.active === false && <Chip size="small" label="Deactivated" />}
          {type && <Chip size="small" variant="outlined" label={type} />}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
