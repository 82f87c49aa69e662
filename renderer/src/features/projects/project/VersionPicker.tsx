import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { plural } from '../../../../../app/contract/words';
import { firstMatches, OPTIONS_SHOWN, type VersionOption } from './versionChoices';

interface Props {
  label: string;
  options: readonly VersionOption[];
  /** The chosen option's id, or null while none is. */
  value: string | null;
  onChange(id: string): void;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * Choosing a version of a project, by typing part of its name or from the list. The list shows the first
 * fifty that match: a menu of every one of 5,000 versions took over a second to open.
 */
export function VersionPicker({ label, options, value, onChange, error = false, helperText, sx }: Props) {
  const chosen = useMemo(() => options.find((option) => option.id === value) ?? null, [options, value]);
  // Said with any other helper text: the list shows fifty, and a screen reader should hear that more exist.
  const hint = options.length > OPTIONS_SHOWN ? `The list shows ${OPTIONS_SHOWN}; type to find one of ${plural(options.length, 'choice')}.` : '';
  const helper = [helperText?.trim() ?? '', hint].filter((part) => part !== '').join(' ') || helperText;
  return (
    <Autocomplete
      size="small"
      options={options as VersionOption[]}
      value={chosen}
      onChange={(_event, option) => {
        if (option !== null) onChange(option.id);
      }}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(all, state) => firstMatches(all, state.inputValue)}
      noOptionsText="No version has that in its name."
      disableClearable={chosen !== null}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helper} />}
      sx={sx}
    />
  );
}
