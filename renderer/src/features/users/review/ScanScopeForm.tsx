import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState } from 'react';
import type { ScanScope } from '../../../../../app/contract/channels/users';
import { describeError } from '../../../api/ContractError';
import { useChannelMutation } from '../../../api/hooks';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { parseAccountIds } from '../accountIdList';
import { AccountListSummary } from './AccountListSummary';

type ScopeKind = ScanScope['kind'];

interface Props {
  connectionId: string;
  onStarted(jobId: string): void;
}

export function ScanScopeForm({ connectionId, onStarted }: Props) {
  const labelId = useId();
  const [kind, setKind] = useState<ScopeKind>('directory');
  const [query, setQuery] = useState('');
  const [pasted, setPasted] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Parsing 50,000 lines on every keystroke would make typing lag; it waits for a pause instead.
  const settledText = useDebouncedValue(pasted, 250);
  const parsed = useMemo(() => parseAccountIds(settledText), [settledText]);
  const start = useChannelMutation('users.tokenScan.start', { onSuccess: (result) => onStarted(result.jobId) });

  const scope: ScanScope | null =
    kind === 'directory'
      ? { kind }
      : kind === 'search'
        ? query.trim() === ''
          ? null
          : { kind, query: query.trim() }
        : parsed.accountIds.length === 0 || settledText !== pasted
          ? null
          : { kind, accountIds: parsed.accountIds };

  const importFile = async (file: File) => {
    const text = await file.text();
    setPasted(text);
    setFileNote(`Imported ${file.name}.`);
  };

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2">Choose whom to scan</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Orgdesk reads the API tokens of every account you choose, then shows which are stale, unused or about to expire.
          Nothing is changed by a scan.
        </Typography>
        <FormControl sx={{ width: '100%' }}>
          <FormLabel id={labelId} sx={{ mb: 1 }}>
            People to include
          </FormLabel>
          <RadioGroup aria-labelledby={labelId} value={kind} onChange={(event) => setKind(event.target.value as ScopeKind)}>
            <FormControlLabel value="directory" control={<Radio />} label="Everyone in the directory" />
            <FormControlLabel value="search" control={<Radio />} label="Everyone a search finds" />
            {kind === 'search' && (
              <TextField
                label="Name or e-mail to search for"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                sx={{ ml: 4, mb: 1, maxWidth: 480 }}
                helperText="Everyone Jira or Confluence people search returns for this text is scanned."
              />
            )}
            <FormControlLabel value="accounts" control={<Radio />} label="A list of account IDs" />
          </RadioGroup>
        </FormControl>
        {kind === 'accounts' && (
          <Stack spacing={1.5} sx={{ ml: 4, mt: 1 }}>
            <TextField
              label="Account IDs"
              placeholder={'One per line, or paste a CSV export\n557058:f58131cb-b67d-43c7-b30d-6b58d40bd077'}
              value={pasted}
              onChange={(event) => {
                setPasted(event.target.value);
                setFileNote(null);
              }}
              multiline
              minRows={4}
              maxRows={10}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" startIcon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
                Import a CSV file
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                hidden
                aria-label="CSV file of account IDs"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void importFile(file);
                }}
              />
              {fileNote && <Typography color="text.secondary">{fileNote}</Typography>}
            </Stack>
            {settledText.trim() !== '' && <AccountListSummary parsed={parsed} />}
          </Stack>
        )}
        {start.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(start.error)}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowOutlined />}
          sx={{ mt: 3 }}
          disabled={scope === null || start.isPending}
          onClick={() => scope && start.mutate({ connectionId, scope })}
        >
          {start.isPending ? 'Starting the scan…' : 'Start scan'}
        </Button>
      </CardContent>
    </Card>
  );
}
