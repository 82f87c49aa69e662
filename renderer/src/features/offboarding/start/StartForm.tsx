import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { MAX_LEAVERS } from '../../../../../app/contract/offboarding/leavers.channels';
import { agreeing, plural } from '../../../../../app/contract/words';
import { allowed, refused } from '../../../shared/availability';
import { DialogError } from '../../../shared/DialogError';
import { GuardedButton } from '../../../shared/GuardedButton';
import { parseLeaverList } from './leaverList';

/** A list of a team is a few kilobytes; anything far bigger is not a list of people. */
const MAX_FILE_BYTES = 1024 * 1024;
const UNUSED_SHOWN = 5;

interface Props {
  initial: string;
  starting: boolean;
  error: unknown;
  onStart(people: string[]): void;
}

/** The people to offboard: pasted, imported from a .csv or .txt file, or handed over by the account page. */
export function StartForm({ initial, starting, error, onStart }: Props) {
  const [text, setText] = useState(initial);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useMemo(() => parseLeaverList(text), [text]);

  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileProblem(`“${file.name}” is larger than a list of people can be. Pick a .csv or .txt file of at most ${MAX_LEAVERS} people.`);
    setFileProblem(null);
    void file.text().then(setText, () => setFileProblem(`“${file.name}” could not be read.`));
  };

  const availability = starting
    ? refused('Starting the search.')
    : list.people.length === 0
      ? refused('Add at least one account ID or e-mail address first.')
      : list.tooMany
        ? refused(`Offboard at most ${MAX_LEAVERS} people at once.`)
        : allowed;

  return (
    <Stack component="form" spacing={2} aria-label="People to offboard" onSubmit={(event) => { event.preventDefault(); if (availability.allowed) onStart(list.people); }}>
      <Typography>
        Paste the account IDs or e-mail addresses of the people who are leaving, one a line or separated by commas, or import them from a file.
        Orgdesk first finds everything tied to them in Admin, Confluence and Jira; nothing is changed until you confirm a plan.
      </Typography>
      <TextField
        label="Account IDs or e-mail addresses"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        slotProps={{ htmlInput: { spellCheck: false } }}
        helperText={list.people.length > 0 ? `${plural(list.people.length, 'person', 'people')}${list.duplicates > 0 ? `, ${plural(list.duplicates, 'entry', 'entries')} listed twice counted once` : ''}.` : ' '}
        error={list.tooMany}
      />
      {list.tooMany && <Alert severity="error">The list names {plural(list.people.length, 'person', 'people')}: offboard at most {MAX_LEAVERS} at once.</Alert>}
      {list.unused.length > 0 && (
        <Alert severity="warning">
          {plural(list.unused.length, 'entry', 'entries')} {agreeing(list.unused.length, 'is', 'are')} neither an account ID nor an e-mail address and will be left out:{' '}
          {list.unused.slice(0, UNUSED_SHOWN).map((entry) => `“${entry.text}” (line ${entry.line})`).join(', ')}
          {list.unused.length > UNUSED_SHOWN ? ` and ${(list.unused.length - UNUSED_SHOWN).toLocaleString('en')} more` : ''}.
        </Alert>
      )}
      {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <GuardedButton type="submit" variant="contained" availability={availability}>
          Find everything tied to them
        </GuardedButton>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
          Import a file…
        </Button>
        <input ref={fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={importFile} aria-label="File of people to offboard" />
      </Box>
      <DialogError error={error} />
    </Stack>
  );
}
