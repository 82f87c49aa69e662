import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { hasCustomBaseUrl } from './formModel';

interface Props {
  name: string;
  label: string;
  value: string;
  defaultUrl: string;
  error?: string;
  onChange(value: string): void;
}

/** Hidden behind "Advanced" because almost everyone uses the default; opens itself when it matters. */
export function AdvancedBaseUrl({ name, label, value, defaultUrl, error, onChange }: Props) {
  const [open, setOpen] = useState(() => hasCustomBaseUrl(value, defaultUrl));
  const regionId = useId();
  const shown = open || error !== undefined;
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen(!shown)}
        aria-expanded={shown}
        aria-controls={regionId}
        endIcon={<ExpandMore sx={{ transform: shown ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
      >
        Advanced
      </Button>
      <Collapse in={shown} id={regionId}>
        <TextField
          name={name}
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error !== undefined}
          helperText={error ?? `Change only for a test server. Default: ${defaultUrl}`}
          sx={{ mt: 1.5 }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </Collapse>
    </Box>
  );
}
