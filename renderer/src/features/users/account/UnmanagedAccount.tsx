import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonSummary } from '../../../../../app/contract/users/people.channels';
import { HIDDEN_EMAIL, HIDDEN_NAME } from '../../../shared/people/privacy';
import { MaybeHidden } from '../../../shared/people/MaybeHidden';
import { PersonAvatar } from '../../../shared/people/PersonAvatar';

interface Props {
  accountId: string;
  /** What the search knew about the person, when the page was opened from a search or the recent list. */
  known: PersonSummary | null;
  reason: string;
  /** Atlassian said the account is outside the organization's verified domains. */
  unverified: boolean;
}

/** An account Atlassian will not let this organization manage: who it is (as far as known) and why. */
export function UnmanagedAccount({ accountId, known, reason, unverified }: Props) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 2.5 }}>
          <PersonAvatar accountId={accountId} name={known?.displayName ?? null} url={known?.avatarUrl ?? null} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <MaybeHidden value={known?.displayName ?? null} hiddenText={known ? HIDDEN_NAME : 'Unknown person'} variant="h2" />
            <MaybeHidden value={known?.email ?? null} hiddenText={known ? HIDDEN_EMAIL : 'E-mail not known'} variant="body1" />
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {accountId}
            </Typography>
          </Box>
        </Stack>
        <Alert severity="warning">
          <AlertTitle>Orgdesk can’t manage this account</AlertTitle>
          {reason}
          {unverified &&
            ' To manage it, first verify its e-mail domain for your organization in Atlassian Administration.'}
        </Alert>
      </CardContent>
    </Card>
  );
}
