import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useLocation, useParams } from 'react-router';
import { AccountId } from '../../../../../app/contract/channels/common';
import { PersonSummary } from '../../../../../app/contract/users/people.channels';
import { findPeoplePath } from '../userRoutes';
import { AccountView } from './AccountView';

function BackToSearch() {
  return (
    <Button component={Link} to={findPeoplePath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      Find people
    </Button>
  );
}

export function AccountPage({ connectionId }: { connectionId: string }) {
  const { accountId = '' } = useParams();
  const parsed = AccountId.safeParse(accountId);
  // A search result hands over what it knew, for accounts whose profile Atlassian will not show.
  const passed: unknown = useLocation().state;
  const known = PersonSummary.safeParse(passed).data ?? null;
  return (
    <Stack spacing={3}>
      <BackToSearch />
      {parsed.success ? (
        <AccountView key={parsed.data} connectionId={connectionId} accountId={parsed.data} known={known?.accountId === parsed.data ? known : null} />
      ) : (
        <Alert severity="error">“{accountId}” is not an Atlassian account ID. Search for the person by name or e-mail instead.</Alert>
      )}
    </Stack>
  );
}
