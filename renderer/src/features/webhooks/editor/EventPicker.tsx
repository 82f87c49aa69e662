import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { groupEvents, toggleCategory, type CatalogEvent } from '../shared/eventCatalog';
import { categoryItemKey, nextPickerKey, pickerItems } from './pickerKeys';

interface Props {
  catalog: readonly CatalogEvent[];
  selected: readonly string[];
  onChange(events: string[]): void;
  error?: string | undefined;
}

/**
 * Bitbucket's own list of workspace events, by category, each with Bitbucket's description. A category's
 * box selects or clears all of it; events the hook has that the catalogue no longer lists stay visible.
 * The boxes are one stop for Tab: the arrow keys move between them (Page Up and Page Down by category),
 * so the rest of the form is one Tab away instead of thirty.
 */
export function EventPicker({ catalog, selected, onChange, error }: Props) {
  const errorId = useId();
  const hintId = useId();
  const groups = groupEvents(catalog);
  const items = pickerItems(groups);
  const [current, setCurrent] = useState<string | null>(null);
  const boxes = useRef(new Map<string, HTMLInputElement | null>());
  // The box Tab lands on: the one last moved to, else the first.
  const tabStop = current !== null && items.some((item) => item.key === current) ? current : (items[0]?.key ?? null);
  const unlisted = selected.filter((event) => !catalog.some((entry) => entry.event === event));
  const toggle = (event: string) => onChange(selected.includes(event) ? selected.filter((key) => key !== event) : [...selected, event]);

  const move = (event: KeyboardEvent) => {
    if (tabStop === null) return;
    const next = nextPickerKey(items, tabStop, event.key);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    boxes.current.get(next)?.focus();
  };
  const boxProps = (key: string) => ({
    tabIndex: key === tabStop ? 0 : -1,
    onFocus: () => setCurrent(key),
    slotProps: {
      input: {
        ref: (element: HTMLInputElement | null) => {
          boxes.current.set(key, element);
        },
      },
    },
  });

  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ width: '100%' }} aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Events ({selected.length} chosen)
      </FormLabel>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Arrow keys move between the boxes, Page Up and Page Down between categories; Space ticks one.
      </Typography>
      <Box onKeyDown={move} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {groups.map((group) => {
          const chosen = group.events.filter((entry) => selected.includes(entry.event)).length;
          return (
            <Box key={group.category} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, px: 1.5, pb: 1 }}>
              <Box component="legend" sx={{ px: 0.5 }}>
                {/* The legend names the group and is the label of its select-all box: "Pull Request (2 of 14)". */}
                <FormControlLabel
                  label={<Typography sx={{ fontWeight: 600 }}>{`${group.category} (${chosen} of ${group.events.length})`}</Typography>}
                  control={
                    <Checkbox
                      checked={chosen === group.events.length}
                      indeterminate={chosen > 0 && chosen < group.events.length}
                      onChange={() => onChange(toggleCategory(selected, group))}
                      {...boxProps(categoryItemKey(group.category))}
                    />
                  }
                />
              </Box>
              <FormGroup>
                {group.events.map((entry) => (
                  <FormControlLabel
                    key={entry.event}
                    sx={{ alignItems: 'flex-start', mb: 0.5 }}
                    control={<Checkbox size="small" checked={selected.includes(entry.event)} onChange={() => toggle(entry.event)} sx={{ pt: 0.25 }} {...boxProps(entry.event)} />}
                    label={
                      <Box>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {entry.label}
                        </Typography>
                        {entry.description && (
                          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            {entry.description}
                          </Typography>
                        )}
                      </Box>
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </Box>
      {unlisted.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2">Also chosen, but Bitbucket no longer offers them (remove them to change the events):</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {unlisted.map((event) => (
              <Chip key={event} label={event} onDelete={() => toggle(event)} />
            ))}
          </Stack>
        </Box>
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
