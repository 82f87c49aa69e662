import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ProfileChoiceField } from './ProfileChoiceField';
import { useId, useMemo, useState } from 'react';
import type { AccountPermissions, AccountProfile, ProfileField } from '../../../../../app/contract/users/accounts.channels';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { useNotify } from '../../../shell/NotifyProvider';
import { asSentence } from '../accountWords';
import { changesOf, checkChanges, draftOf, problemsFrom, type FormProblems, type ProfileDraft } from '../profileForm';

const limits: Partial<Record<ProfileField, number>> = { displayName: 100, nickname: 30 };
const hints: Partial<Record<ProfileField, string>> = {
  timeZone: 'Type a city or region to find it, for example London or New York.',
  locale: 'Type a language to find it. These are the languages Atlassian offers.',
};

interface Props {
  connectionId: string;
  profile: AccountProfile;
  permissions: AccountPermissions;
  onClose(): void;
  onSaved(): void;
}

export function EditProfileDialog({ connectionId, profile, permissions, onClose, onSaved }: Props) {
  const formId = useId();
  const notify = useNotify();
  const original = useMemo(() => draftOf(profile), [profile]);
  const [draft, setDraft] = useState<ProfileDraft>(original);
  const [problems, setProblems] = useState<FormProblems>({ fields: {}, form: null });
  const editable = useMemo(
    () => new Set(permissions.profileFields.filter((field) => field.allowed).map((field) => field.name)),
    [permissions],
  );
  // Fields the admin can change come first; locked ones follow, each with its reason.
  const orderedFields = useMemo(
    () => [...permissions.profileFields.filter((field) => field.allowed), ...permissions.profileFields.filter((field) => !field.allowed)],
    [permissions],
  );
  const lockedCount = permissions.profileFields.length - editable.size;
  const save = useChannelMutation('users.profile.update', {
    onSuccess: () => {
      notify.success(`Profile of ${draft.displayName.trim() || profile.displayName} saved.`);
      onSaved();
    },
    onError: (error) => setProblems(problemsFrom(error.fields, describeError(error))),
  });

  const submit = () => {
    const changes = changesOf(draft, original, editable);
    const found = checkChanges(changes);
    setProblems(found);
    if (found.form === null && Object.keys(found.fields).length === 0) save.mutate({ connectionId, accountId: profile.accountId, changes });
  };

  const dirty = Object.keys(changesOf(draft, original, editable)).length > 0;

  return (
    <FormDialog
      title={`Edit profile of ${profile.displayName}`}
      dirty={dirty}
      busy={save.isPending}
      discardNote="The profile stays as it was."
      onClose={onClose}
      actions={
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          Save changes
        </Button>
      }
    >
      <Stack
        component="form"
        id={formId}
        spacing={2.5}
        sx={{ pt: 1 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problems.form && <Alert severity="error">{problems.form}</Alert>}
        {lockedCount > 0 && (
          <Alert severity="info">
            {lockedCount === permissions.profileFields.length
              ? 'Every field is managed elsewhere and can’t be changed here.'
              : 'Fields with a lock are managed elsewhere and can’t be changed here; each says why.'}
          </Alert>
        )}
        {orderedFields.map((field) => {
          const locked = !field.allowed;
          const error = problems.fields[field.name];
          const limit = limits[field.name];
          const value = draft[field.name];
          const helper =
            error ??
            (locked
              ? `Can’t be changed here. ${asSentence(field.refusal?.text ?? "Atlassian doesn't allow this")}`
              : (hints[field.name] ?? (limit ? `${value.trim().length} of ${limit} characters` : undefined)));
          const setValue = (next: string) => {
            setDraft((current) => ({ ...current, [field.name]: next }));
            if (error) setProblems((current) => ({ ...current, fields: { ...current.fields, [field.name]: undefined } }));
          };
          if (!locked && (field.name === 'locale' || field.name === 'timeZone')) {
            return (
              <ProfileChoiceField
                key={field.name}
                kind={field.name}
                label={field.label}
                value={value}
                error={error !== undefined}
                helperText={helper}
                disabled={save.isPending}
                onChange={setValue}
              />
            );
          }
          return (
            <TextField
              key={field.name}
              label={field.label}
              value={value}
              error={error !== undefined}
              helperText={helper}
              disabled={save.isPending}
              onChange={(event) => setValue(event.target.value)}
              slotProps={{
                input: {
                  readOnly: locked,
                  endAdornment: locked ? (
                    <InputAdornment position="end">
                      <LockOutlined fontSize="small" color="disabled" titleAccess="Locked" />
                    </InputAdornment>
                  ) : undefined,
                },
                htmlInput: { 'aria-readonly': locked || undefined },
              }}
              sx={locked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
            />
          );
        })}
      </Stack>
    </FormDialog>
  );
}
