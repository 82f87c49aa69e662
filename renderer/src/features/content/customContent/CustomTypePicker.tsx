import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { customTypeName } from './customTypes';

interface Props {
  /** The types found in the space, or null until a space is chosen and searched. */
  types: readonly string[] | null;
  loading: boolean;
  value: string;
  onChange(type: string): void;
}

/** Marks the choice that reveals a field for a type key the search did not find. */
const OTHER = '\u0000other';

/**
 * Which kind of app content to list: the types found in the space, by name (the first one chosen at once);
 * a type key can still be typed for content the search cannot see.
 */
export function CustomTypePicker({ types, loading, value, onChange }: Props) {
  const [typing, setTyping] = useState(false);
  const found = types ?? [];
  const first = found[0];
  useEffect(() => {
    if (value === '' && !typing && first !== undefined) onChange(first);
  }, [value, typing, first, onChange]);

  if (types === null || (found.length === 0 && !loading) || typing) {
    return (
      <TextField
        label="Content type key"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helperText={types === null ? 'Pick a space first: its types are found for you.' : 'The key the app registered, such as ac:com.vendor.app:checklist.'}
        disabled={types === null}
        sx={{ width: 360 }}
      />
    );
  }
  return (
    <TextField
      select
      label="Content type"
      value={found.includes(value) ? value : ''}
      onChange={(event) => {
        if (event.target.value === OTHER) {
          setTyping(true);
          onChange('');
        } else onChange(event.target.value);
      }}
      helperText={loading ? 'Looking for the types in this space…' : 'The kinds of app content found in this space.'}
      slotProps={{ select: { renderValue: (chosen) => customTypeName(String(chosen)).name } }}
      sx={{ width: 360 }}
    >
      {found.map((key) => {
        const { name, app } = customTypeName(key);
        return (
          <MenuItem key={key} value={key}>
            <ListItemText primary={name} secondary={app === null ? key : `from ${app}`} sx={{ my: 0 }} />
          </MenuItem>
        );
      })}
      <MenuItem value={OTHER}>Another type, by its key…</MenuItem>
    </TextField>
  );
}
