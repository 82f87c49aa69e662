import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import type { ButtonProps } from '@mui/material/Button';
import type { ReactElement } from 'react';
import type { AccountPermissions, AccountProfile } from '../../../../../app/contract/users/accounts.channels';
import type { Availability } from '../../../shared/availability';
import { deactivateAndRevokeAvailability, deactivateAvailability, editAvailability } from './availability';

export type AccountDialog = 'edit' | 'deactivate' | 'reactivate' | 'deactivateAndRevoke';

export interface AccountAction {
  label: string;
  dialog: AccountDialog;
  availability: Availability;
  icon: ReactElement;
  variant: ButtonProps['variant'];
  color: ButtonProps['color'];
}

/** The account page's buttons: what each opens and whether the admin may use it. */
export function accountActions(profile: AccountProfile, permissions: AccountPermissions | undefined): AccountAction[] {
  const active = profile.status === 'active';
  const actions: AccountAction[] = [
    { label: 'Edit profile', dialog: 'edit', availability: editAvailability(permissions), icon: <EditOutlined />, variant: 'outlined', color: 'primary' },
    active
      ? {
          label: 'Deactivate',
          dialog: 'deactivate',
          availability: deactivateAvailability(permissions, profile),
          icon: <PersonOffOutlined />,
          variant: 'outlined',
          color: 'error',
        }
      : {
          label: 'Reactivate',
          dialog: 'reactivate',
          availability: deactivateAvailability(permissions, profile),
          icon: <PlayCircleOutlined />,
          variant: 'outlined',
          color: 'primary',
        },
  ];
  if (active) {
    actions.push({
      label: 'Deactivate and revoke tokens',
      dialog: 'deactivateAndRevoke',
      availability: deactivateAndRevokeAvailability(permissions, profile),
      icon: <LockResetOutlined />,
      variant: 'contained',
      color: 'error',
    });
  }
  return actions;
}
