import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { RecipientOptions } from '../../../../../app/contract/jira/schemes.channels';
import { recipientParameter, recipientTypeLabels, recipientTypes, recipientWords, type RecipientType } from '../../../../../app/contract/jira/recipients';
import type { PendingAdd } from '../../../../../app/contract/jira/scheme-changes';
import { useChannelQuery } from '../../../api/hooks';
import { FormDialog } from '../../../shared/FormDialog';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';

interface Props {
  connectionId: string;
  options: RecipientOptions;
  events: readonly { id: string; name: string }[];
  /** Events ticked in the matrix: the dialog starts with them. */
  initialEvents: ReadonlySet<string>;
  onAdd(additions: PendingAdd[]): void;
  onClose(): void;
}

const FIRST_TYPE: RecipientType = 'Group';

interface Named {
  parameter: string;
  name: string;
}

function PersonPicker({ connectionId, value, onChange }: { connectionId: string; value: Named | null; onChange(value: Named | null): void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const found = useChannelQuery(
    'jira.people.search',
    { connectionId, search: { kind: 'text' }, query: query || 'x', maxResults: 20 },
    { enabled: query.length > 0 },
  );
  const people = (found.data?.items ?? []).map((user) => ({ parameter: user.accountId, name: user.displayName ?? user.emailAddress ?? user.accountId }));
  return (
    <Autocomplete
      options={people}
      value={value}
      filterOptions={(all) => all}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setText(next)}
      isOptionEqualToValue={(a, b) => a.parameter === b.parameter}
      getOptionLabel={(option) => option.name}
      loading={found.isFetching}
      noOptionsText={query ? (found.data?.explanation ?? 'Nobody matched.') : 'Type a name or e-mail address.'}
      renderInput={(params) => <TextField {...params} label="Person" helperText="Type a name or e-mail address." />}
    />
  );
}

/**
 * Adds one recipient to one event or several: every kind Jira Cloud accepts (no e-mail addresses), the
 * role, group, field or person it names, and the events. Nothing is sent: the additions are staged.
 */
export function RecipientPickerDialog({ connectionId, options, events, initialEvents, onAdd, onClose }: Props) {
  const [type, setType] = useState<RecipientType>(FIRST_TYPE);
  const [named, setNamed] = useState<Named | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initialEvents));
  const [tried, setTried] = useState(false);
  const kind = recipientParameter[type];

  const choices: Named[] = useMemo(() => {
    switch (kind) {
      case 'role':
        return options.roles.map((role) => ({ parameter: role.id, name: role.name }));
      case 'group':
        return options.groups.map((group) => ({ parameter: group.name, name: group.name }));
      case 'user-field':
        return options.fields.filter((field) => field.kind === 'user').map((field) => ({ parameter: field.id, name: field.name }));
      case 'group-field':
        return options.fields.filter((field) => field.kind === 'group').map((field) => ({ parameter: field.id, name: field.name }));
      default:
        return [];
    }
  }, [kind, options]);

  const missingWho = kind !== null && named === null;
  // What the admin chose: a kind other than the first, someone named, or other events than those ticked in the matrix.
  const dirty = type !== FIRST_TYPE || named !== null || chosen.size !== initialEvents.size || [...chosen].some((id) => !initialEvents.has(id));
  const missingEvents = chosen.size === 0;
  const add = () => {
    setTried(true);
    if (missingWho || missingEvents) return;
    const recipient = { type, parameter: kind === null ? null : (named?.parameter ?? null) };
    const words = recipientWords(type, recipient.parameter, named?.name ?? null);
    onAdd([...chosen].map((eventId) => ({ eventId, recipient, words })));
  };
  const toggle = (eventId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(eventId);
      else next.delete(eventId);
      return next;
    });

  return (
    <FormDialog
      title="Add a recipient"
      dirty={dirty}
      discardNote="Nothing is staged."
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={add}>
          Stage {chosen.size > 1 ? `for ${chosen.size} events` : 'the addition'}
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ mt: 1 }}>
        <TextField
          select
          label="Who"
          value={type}
          onChange={(event) => {
            setType(event.target.value as RecipientType);
            setNamed(null);
          }}
          helperText={recipientTypeLabels[type].hint}
        >
          {recipientTypes.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {recipientTypeLabels[candidate].label}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'person' && <PersonPicker connectionId={connectionId} value={named} onChange={setNamed} />}
        {kind !== null && kind !== 'person' && (
          <Autocomplete
            options={choices}
            value={named}
            onChange={(_event, next) => setNamed(next)}
            isOptionEqualToValue={(a, b) => a.parameter === b.parameter}
            getOptionLabel={(option) => option.name}
            noOptionsText="Jira lists none of these."
            renderInput={(params) => <TextField {...params} label={recipientTypeLabels[type].label} />}
          />
        )}
        {tried && missingWho && (
          <FormHelperText error>Choose who this recipient is.</FormHelperText>
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="legend" variant="subtitle2">
              For these events ({chosen.size} of {events.length})
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setChosen(new Set(events.map((event) => event.id)))}>
                All
              </Button>
              <Button size="small" onClick={() => setChosen(new Set())}>
                None
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxHeight: 260, overflow: 'auto' }}>
            {events.map((event) => (
              <FormControlLabel
                key={event.id}
                control={<Checkbox size="small" checked={chosen.has(event.id)} onChange={(_e, on) => toggle(event.id, on)} />}
                label={event.name}
              />
            ))}
          </Box>
          {tried && missingEvents && <FormHelperText error>Choose at least one event.</FormHelperText>}
        </Box>
      </Stack>
    </FormDialog>
  );
}
