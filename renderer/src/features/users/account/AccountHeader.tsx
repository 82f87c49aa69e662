import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import { useNotify } from '../../../shell/NotifyProvider';
import { accountTypeWords, statusWords } from '../accountWords';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';

const statusColors = { active: 'success', inactive: 'default', closed: 'default' } as const;

interface Props {
  profile: AccountProfile;
  actions: ReactNode;
  /** Why some actions are off, in plain words, shown under the buttons. */
  notes: ReactNode;
}

export function AccountHeader({ profile, actions, notes }: Props) {
  const notify = useNotify();
  const copyId = () =>
    void navigator.clipboard.writeText(profile.accountId).then(
      () => notify.success('Account ID copied.'),
      () => notify.error('The account ID could not be copied.'),
    );
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <PersonAvatar accountId={profile.accountId} name={profile.displayName} url={profile.avatarUrl} size={72} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {profile.displayName}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {profile.email}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                size="small"
                color={statusColors[profile.status]}
                variant={profile.status === 'active' ? 'outlined' : 'filled'}
                label={statusWords[profile.status]}
                aria-label={`Status: ${statusWords[profile.status]}`}
              />
              <Chip size="small" variant="outlined" label={accountTypeWords(profile.accountType)} />
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {profile.accountId}
              </Typography>
              <Tooltip title="Copy account ID">
                <IconButton size="small" aria-label="Copy account ID" onClick={copyId}>
                  <ContentCopyOutlined fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
        </Stack>
        <Divider sx={{ my: 2.5 }} />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          {actions}
        </Stack>
        {notes}
      </CardContent>
    </Card>
  );
}
