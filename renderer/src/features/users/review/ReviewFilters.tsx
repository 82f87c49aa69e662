import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { defaultFilterControls, parseDays, type FilterControls } from '../tokenFilters';
import { SearchField } from '../../../shared/SearchField';

interface Props {
  value: FilterControls;
  onChange(value: FilterControls): void;
}

function DaysField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const invalid = parseDays(value) === null;
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, size: 4 } }}
      sx={{ width: 76, mx: 0.75 }}
    />
  );
}

function isDefault(value: FilterControls): boolean {
  return (Object.keys(defaultFilterControls) as (keyof FilterControls)[]).every((key) => value[key] === defaultFilterControls[key]);
}

/** The review table's filters; each one that is on narrows the table further. */
export function ReviewFilters({ value, onChange }: Props) {
  const set = (patch: Partial<FilterControls>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={1.5} role="group" aria-label="Filter tokens">
      <SearchField
        size="small"
        label="Search owner, e-mail or label"
        value={value.text}
        onChange={(event) => set({ text: event.target.value })}
        sx={{ maxWidth: 420 }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={value.unusedOn} onChange={(event) => set({ unusedOn: event.target.checked })} />}
            label="Unused for more than"
            sx={{ mr: 0 }}
          />
          <DaysField label="Days unused" value={value.unusedDays} onChange={(unusedDays) => set({ unusedDays, unusedOn: true })} />
          days
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={value.expiringOn} onChange={(event) => set({ expiringOn: event.target.checked })} />}
            label="Expiring within"
            sx={{ mr: 0 }}
          />
          <DaysField label="Days until expiry" value={value.expiringDays} onChange={(expiringDays) => set({ expiringDays, expiringOn: true })} />
          days
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={value.neverUsed} onChange={(event) => set({ neverUsed: event.target.checked })} />}
          label="Never used"
        />
        <FormControlLabel
          control={<Checkbox checked={value.expired} onChange={(event) => set({ expired: event.target.checked })} />}
          label="Expired"
        />
        <Button onClick={() => onChange(defaultFilterControls)} disabled={isDefault(value)}>
          Clear filters
        </Button>
      </Stack>
    </Stack>
  );
}
