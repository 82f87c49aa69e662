import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { MAX_SNAPSHOT_SPACES } from '../../../../../app/contract/snapshots/format';
import { describeError } from '../../../api/ContractError';
import { useAllSpaces } from '../../../shared/spaces/useAllSpaces';

interface Props {
  connectionId: string;
  /** The chosen spaces' keys. */
  value: readonly string[];
  onChange(keys: string[]): void;
}

/** The spaces whose page restrictions a snapshot takes: chosen by name from the site's current spaces. */
export function SpacesField({ connectionId, value, onChange }: Props) {
  const spaces = useAllSpaces(connectionId, false);
  const options = spaces.data ?? [];
  const byKey = new Map(options.map((space) => [space.key, space]));
  const full = value.length >= MAX_SNAPSHOT_SPACES;
  return (
    <Autocomplete
      multiple
      options={options.map((space) => space.key)}
      value={[...value]}
      onChange={(_event, keys) => onChange(keys.slice(0, MAX_SNAPSHOT_SPACES))}
      getOptionLabel={(key) => {
        const space = byKey.get(key);
        return space ? `${space.name} (${key})` : key;
      }}
      getOptionDisabled={(key) => full && !value.includes(key)}
      loading={spaces.isLoading}
      filterSelectedOptions
      noOptionsText={spaces.isError ? `The spaces could not be listed. ${describeError(spaces.error)}` : 'No space by that name'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Page restrictions of these spaces"
          helperText={
            spaces.isError
              ? `The spaces could not be listed, so page restrictions are left out. ${describeError(spaces.error)}`
              : full
                ? `A snapshot takes the restrictions of at most ${MAX_SNAPSHOT_SPACES} spaces.`
                : 'Every page with restrictions of its own in these spaces. Leave empty to take none.'
          }
          error={spaces.isError}
        />
      )}
    />
  );
}
