import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { ATLASSIAN_LOCALES } from '../../../../../app/contract/users/accounts.channels';

interface Choice {
  value: string;
  label: string;
}

const languageNames = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: 'language' });
  } catch {
    return null;
  }
})();

/** Atlassian's languages by name ("German (Germany)"), with the code beside it. */
function languageChoices(): Choice[] {
  return ATLASSIAN_LOCALES.map((code) => ({ value: code, label: `${languageNames?.of(code) ?? code} (${code})` })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** Every IANA time zone this machine knows, "Europe/London" read as "Europe / London". */
function timeZoneChoices(): Choice[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ').replaceAll('/', ' / ') }));
}

interface Props {
  kind: 'locale' | 'timeZone';
  label: string;
  value: string;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

/**
 * A searchable picker for the profile's language or time zone: the admin chooses from what Atlassian
 * takes instead of typing a code. A value the profile already holds that is not in the list stays
 * choosable, so opening the form never changes it.
 */
export function ProfileChoiceField({ kind, label, value, error, helperText, disabled, onChange }: Props) {
  const choices = useMemo(() => {
    const all = kind === 'locale' ? languageChoices() : timeZoneChoices();
    return value === '' || all.some((choice) => choice.value === value) ? all : [{ value, label: value }, ...all];
  }, [kind, value]);
  const selected = choices.find((choice) => choice.value === value) ?? null;
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_, choice) => onChange(choice?.value ?? '')}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
