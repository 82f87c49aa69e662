import { ProfileField } from '../../contract/users/accounts.channels';

/** Where each profile field lives in the Admin API (the `profile.write` JSON paths), and its label. */
export const profileFieldPaths: Record<ProfileField, { path: string; label: string }> = {
  displayName: { path: 'name', label: 'Display name' },
  nickname: { path: 'nickname', label: 'Nickname' },
  timeZone: { path: 'zoneinfo', label: 'Time zone' },
  locale: { path: 'locale', label: 'Language' },
  jobTitle: { path: 'extended_profile.job_title', label: 'Job title' },
  department: { path: 'extended_profile.department', label: 'Department' },
  organization: { path: 'extended_profile.organization', label: 'Organization' },
  location: { path: 'extended_profile.location', label: 'Location' },
};

export function profileFieldAt(apiPath: string): ProfileField | undefined {
  return ProfileField.options.find((field) => profileFieldPaths[field].path === apiPath);
}
