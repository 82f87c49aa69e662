import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultFilterControls, parseDays, type FilterControls } from '../tokenFilters';
import { SearchField } from '../../../shared/SearchField';
import { useId } from 'react';

interface Props {
  value: FilterControls;
  onChange(value: FilterControls): void;
}

/** What is wrong with a day count, naming the filter, or null when it is a count the filter can use. */
export function daysProblem(filter: string, text: string): string | null {
  if (parseDays(text) !== null) return null;
  const shown = text.trim() === '' ? 'An empty box' : `“${text.trim().slice(0, 20)}”`;
  return `${filter}: ${shown} is not a number of days. Type a whole number from 0 to 3650; until then this filter is off.`;
}

function DaysField({ label, value, problemId, onChange }: { label: string; value: string; problemId: string; onChange(value: string): void }) {
  const invalid = parseDays(value) === null;
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, size: 4, 'aria-invalid': invalid, 'aria-describedby': invalid ? problemId : undefined } }}
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
  const problemId = useId();
  const problems = [daysProblem('Unused for more than', value.unusedDays), daysProblem('Expiring within', value.expiringDays)].filter(
    (problem) => problem !== null,
  );
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
          <DaysField label="Days unused" problemId={problemId} value={value.unusedDays} onChange={(unusedDays) => set({ unusedDays, unusedOn: true })} />
          days
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={value.expiringOn} onChange={(event) => set({ expiringOn: event.target.checked })} />}
            label="Expiring within"
            sx={{ mr: 0 }}
          />
          <DaysField label="Days until expiry" problemId={problemId} value={value.expiringDays} onChange={(expiringDays) => set({ expiringDays, expiringOn: true })} />
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
      {problems.length > 0 && (
        <Typography id={problemId} role="alert" color="error" variant="body2">
          {problems.join(' ')}
        </Typography>
      )}
    </Stack>
  );
}
