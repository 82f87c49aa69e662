import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PageAccess, Principal } from '../../../../../app/contract/confluence/access.channels';
import { pageAccessPath } from '../shared/contentRoutes';
import { PrincipalLine } from '../../../shared/people/PrincipalLine';
import { plural } from '../../../../../app/contract/words';

function PrincipalList({ principals, label }: { principals: Principal[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {principals.map((principal) => (
        <li key={`${principal.type}:${principal.id}`}>
          <PrincipalLine principal={principal} />
        </li>
      ))}
    </Box>
  );
}

function names(principals: Principal[]): string {
  return principals.length === 0 ? 'nobody' : principals.map((principal) => principal.name).join(', ');
}

/** The page's own view and edit lists, the ancestors' view lists it inherits, and the space grants behind them. */
export function WhoCanSection({ access }: { access: PageAccess }) {
  const inherited = access.ancestors.filter((ancestor) => ancestor.read.length > 0);
  const ownView = access.own.read;
  const ownEdit = access.own.update;
  const open = inherited.length === 0 && ownView.length === 0;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-labelledby="who-can-view">
        <Typography id="who-can-view" variant="h6" component="h2" gutterBottom>
          Who can view
        </Typography>
        {open && <Typography sx={{ mb: 1 }}>Anyone who may view the space can view this page: neither it nor any page above it is restricted.</Typography>}
        {inherited.length > 0 && (
          <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }}>
            This page inherits view restrictions from {plural(inherited.length, 'page')} above it. Only people allowed by every list here can view it.
          </Alert>
        )}
        {inherited.map((ancestor) => (
          <Box key={ancestor.id} sx={{ mb: 2 }}>
            <Typography variant="subtitle2">
              Inherited from{' '}
              <Link component={RouterLink} to={pageAccessPath(ancestor.id)}>
                “{ancestor.title}”
              </Link>
            </Typography>
            <PrincipalList principals={ancestor.read} label={`Who can view “${ancestor.title}”`} />
          </Box>
        ))}
        {ownView.length > 0 ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2">Set on this page</Typography>
            <PrincipalList principals={ownView} label="Who can view this page" />
          </Box>
        ) : (
          !open && <Typography sx={{ mb: 2 }}>No view restriction is set on this page itself.</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          The space lets these view it: {names(access.space.viewers)}.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-labelledby="who-can-edit">
        <Typography id="who-can-edit" variant="h6" component="h2" gutterBottom>
          Who can edit
        </Typography>
        {ownEdit.length > 0 ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2">Set on this page</Typography>
            <PrincipalList principals={ownEdit} label="Who can edit this page" />
            <Typography variant="body2" sx={{ mt: 1 }}>
              They also need to be able to view it.
            </Typography>
          </Box>
        ) : (
          <Typography sx={{ mb: 2 }}>No edit restriction: anyone who can view this page and may add pages in the space can edit it.</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          The space lets these add and edit pages: {names(access.space.editors)}. Edit restrictions do not pass down to the pages below.
        </Typography>
      </Paper>
    </Stack>
  );
}
