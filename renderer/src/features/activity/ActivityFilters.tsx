import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConnectionView } from '../../../../app/contract/app/connections.channels';
import { hasFilters, noFilters, type FilterValues, type OutcomeChoice } from './filterModel';
import { outcomeLabels } from '../../../../app/contract/app/activity.channels';
import { SearchField } from '../../shared/SearchField';

interface Props {
  values: FilterValues;
  connections: readonly ConnectionView[];
  onChange(values: FilterValues): void;
}

const outcomeChoices: OutcomeChoice[] = ['any', 'success', 'failure', 'dry-run'];

export function ActivityFilters({ values, connections, onChange }: Props) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', '& > .MuiFormControl-root': { minWidth: 0 } }}
      role="search"
      aria-label="Filter activity"
    >
      <SearchField
        size="small"
        label="Search"
        placeholder="Any word in an entry"
        value={values.text}
        onChange={(event) => set({ text: event.target.value })}
        sx={{ flex: '1 1 220px' }}
      />
      <TextField
        select
        size="small"
        label="Outcome"
        value={values.outcome}
        onChange={(event) => set({ outcome: outcomeChoices.find((choice) => choice === event.target.value) ?? 'any' })}
        sx={{ flex: '0 1 160px' }}
      >
        {outcomeChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice === 'any' ? 'Any outcome' : outcomeLabels[choice]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Connection"
        value={values.connectionId}
        onChange={(event) => set({ connectionId: event.target.value })}
        sx={{ flex: '0 1 180px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All connections</MenuItem>
        {connections.map((connection) => (
          <MenuItem key={connection.id} value={connection.id}>
            {connection.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="From"
        value={values.from}
        onChange={(event) => set({ from: event.target.value })}
        sx={{ flex: '0 1 160px' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={values.to}
        onChange={(event) => set({ to: event.target.value })}
        sx={{ flex: '0 1 160px' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || undefined } }}
      />
      <Button
        startIcon={<FilterAltOffOutlined />}
        onClick={() => onChange(noFilters)}
        disabled={!hasFilters(values)}
        aria-label="Clear filters"
        sx={{ flexShrink: 0 }}
      >
        Clear
      </Button>
    </Stack>
  );
}
