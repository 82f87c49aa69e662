import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AccountProfile, ProfileField } from '../../../../../app/contract/users/accounts.channels';

const shown: [Exclude<ProfileField, 'displayName'>, string][] = [
  ['nickname', 'Nickname'],
  ['jobTitle', 'Job title'],
  ['department', 'Department'],
  ['organization', 'Organization'],
  ['location', 'Location'],
  ['timeZone', 'Time zone'],
  ['locale', 'Language'],
];

/** "German (Germany) · de-DE": the language in words, with the code the profile stores. */
function languageText(code: string): string {
  try {
    const name = new Intl.DisplayNames(undefined, { type: 'language' }).of(code);
    return name && name !== code ? `${name} · ${code}` : code;
  } catch {
    // Not a well-formed language tag: show what the profile holds.
    return code;
  }
}

function shownValue(field: (typeof shown)[number][0], value: string): string {
  return field === 'locale' ? languageText(value) : value;
}

export function ProfileDetails({ profile }: { profile: AccountProfile }) {
  return (
    <Card component="section" aria-labelledby="profile-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" id="profile-title" sx={{ mb: 2 }}>
          Profile
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.25, m: 0 }}>
          {shown.map(([field, label]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: profile[field] ? 'text.primary' : 'text.secondary', fontStyle: profile[field] ? undefined : 'italic' }}>
                {profile[field] ? shownValue(field, profile[field]) : 'Not set'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
