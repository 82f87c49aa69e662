import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Principal, PrincipalStatus } from '../../../../app/contract/confluence/access.channels';
import { PersonAvatar } from './PersonAvatar';

/** A short warning for a person or group that grants nothing any more; null for an ordinary one. */
const STATUS_WORDS: Record<PrincipalStatus, string | null> = {
  active: null,
  deactivated: 'Deactivated account',
  deleted: 'Deleted group',
  unknown: 'Unknown account',
};

/** A person (picture, name, e-mail) or a group (icon, name), with a warning when it no longer grants anything. */
export function PrincipalLine({ principal, action, dense }: { principal: Principal; action?: ReactNode; dense?: boolean }) {
  const warning = STATUS_WORDS[principal.status];
  const size = dense ? 28 : 32;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, py: 0.5 }}>
      {principal.type === 'group' ? (
        <Avatar alt="" sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.primary' }}>
          <GroupsOutlined fontSize="small" />
        </Avatar>
      ) : (
        <PersonAvatar accountId={principal.id} name={principal.name} url={principal.avatarPath} size={size} />
      )}
      <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {principal.name}
          {principal.type === 'group' && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (group)
            </Typography>
          )}
        </Typography>
        {principal.email !== null && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {principal.email}
          </Typography>
        )}
      </Stack>
      {warning !== null && <Chip size="small" color="warning" variant="outlined" label={warning} />}
      {action}
    </Stack>
  );
}
