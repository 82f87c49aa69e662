import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AttentionKind, attentionLabels } from '../../../../../app/contract/bitbucket/webhooks';
import { SearchField } from '../../../shared/SearchField';
import type { HookFilterValues } from './hookFilters';

interface Props {
  values: HookFilterValues;
  onChange(values: HookFilterValues): void;
}

/** Search and three choices over the list; every one is a labelled field the keyboard reaches. */
export function HookFilterBar({ values, onChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <SearchField
        size="small"
        label="Find webhooks"
        placeholder="Description, address or event"
        value={values.text}
        onChange={(event) => onChange({ ...values, text: event.target.value.slice(0, 200) })}
        sx={{ flexGrow: 1, minWidth: 220 }}
      />
      <TextField select size="small" label="State" value={values.state} onChange={(event) => onChange({ ...values, state: event.target.value as HookFilterValues['state'] })} sx={{ minWidth: 130 }}>
        <MenuItem value="any">Any state</MenuItem>
        <MenuItem value="active">Active</MenuItem>
        <MenuItem value="paused">Paused</MenuItem>
      </TextField>
      <TextField select size="small" label="Signing" value={values.signed} onChange={(event) => onChange({ ...values, signed: event.target.value as HookFilterValues['signed'] })} sx={{ minWidth: 140 }}>
        <MenuItem value="any">Signed or not</MenuItem>
        <MenuItem value="signed">Signed</MenuItem>
        <MenuItem value="unsigned">Not signed</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Needs attention"
        value={values.attention}
        onChange={(event) => onChange({ ...values, attention: event.target.value as HookFilterValues['attention'] })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="any">All webhooks</MenuItem>
        <MenuItem value="needs-attention">Anything that needs attention</MenuItem>
        {AttentionKind.options.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {attentionLabels[kind]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
