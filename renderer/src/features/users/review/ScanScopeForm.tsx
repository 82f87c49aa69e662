import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
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
import { useId, useRef, useState } from 'react';
import { SCAN_ACCOUNT_LIMIT, type ScanScope } from '../../../../../app/contract/users/token-review.channels';
import { SEARCH_QUERY_MAX } from '../../../../../app/contract/users/people.channels';
import { searchTooLong } from '../accountWords';
import { describeError } from '../../../api/ContractError';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { useChannelMutation } from '../../../api/hooks';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useAccountIdParse } from '../useAccountIdParse';
import { AccountListSummary } from './AccountListSummary';
import { useScanDraft } from './scanDraft';

type ScopeKind = ScanScope['kind'];

/** A file this large is not a list of 50,000 ids (about 3 MB even with names and e-mails beside them). */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

interface Props {
  connectionId: string;
  onStarted(jobId: string): void;
}

export function ScanScopeForm({ connectionId, onStarted }: Props) {
  const labelId = useId();
  const [draft, setDraft] = useScanDraft();
  const { kind, query, pasted, file } = draft;
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The list is read in a worker once typing pauses; an imported file is read as soon as it is chosen.
  const settledText = useDebouncedValue(pasted, 250);
  const listText = file?.text ?? settledText;
  const parse = useAccountIdParse(listText);
  const parsed = parse.kind === 'read' && parse.text === listText ? parse.result : null;
  const tooMany = parsed !== null && parsed.accountIds.length > SCAN_ACCOUNT_LIMIT;
  const start = useChannelMutation('users.tokenScan.start', { onSuccess: (result) => onStarted(result.jobId) });
  const check = useChannelMutation('users.accountIds.check');

  const scope: ScanScope | null =
    kind === 'directory'
      ? { kind }
      : kind === 'search'
        ? query.trim() === '' || query.trim().length > SEARCH_QUERY_MAX
          ? null
          : { kind, query: query.trim() }
        : parsed === null || parsed.accountIds.length === 0 || tooMany || (file === null && settledText !== pasted)
          ? null
          : { kind, accountIds: parsed.accountIds };

  // A list of ids of which none exists here is most likely from elsewhere: the core says so before a long scan.
  const [nobodyFound, setNobodyFound] = useState<{ checked: number; total: number } | null>(null);
  const begin = () => {
    if (!scope) return;
    if (scope.kind !== 'accounts') {
      start.mutate({ connectionId, scope });
      return;
    }
    check.mutate(
      { connectionId, accountIds: scope.accountIds },
      {
        onSuccess: ({ sampled, noneExist }) => {
          if (noneExist) setNobodyFound({ checked: sampled, total: scope.accountIds.length });
          else start.mutate({ connectionId, scope });
        },
      },
    );
  };
  const problem = start.error ?? check.error;

  const importFile = async (chosen: File) => {
    if (chosen.size > MAX_FILE_BYTES) {
      setFileProblem(`${chosen.name} is ${Math.round(chosen.size / 1024 / 1024)} MB; a list of account IDs is at most 32 MB. Nothing was imported.`);
      return;
    }
    setFileProblem(null);
    const text = await chosen.text();
    setDraft((current) => ({ ...current, file: { name: chosen.name, text } }));
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
          <RadioGroup
            aria-labelledby={labelId}
            value={kind}
            onChange={(event) => setDraft((current) => ({ ...current, kind: event.target.value as ScopeKind }))}
          >
            <FormControlLabel value="directory" control={<Radio />} label="Everyone in the directory" />
            <FormControlLabel value="search" control={<Radio />} label="Everyone a search finds" />
            {kind === 'search' && (
              <TextField
                label="Name or e-mail to search for"
                value={query}
                onChange={(event) => setDraft((current) => ({ ...current, query: event.target.value }))}
                sx={{ ml: 4, mb: 1, maxWidth: 480 }}
                error={query.trim().length > SEARCH_QUERY_MAX}
                helperText={
                  query.trim().length > SEARCH_QUERY_MAX
                    ? searchTooLong('Name or e-mail to search for', query.trim().length)
                    : 'Everyone Jira or Confluence people search returns for this text is scanned.'
                }
              />
            )}
            <FormControlLabel value="accounts" control={<Radio />} label="A list of account IDs" />
          </RadioGroup>
        </FormControl>
        {kind === 'accounts' && (
          <Stack spacing={1.5} sx={{ ml: 4, mt: 1 }}>
            {file === null ? (
              <TextField
                label="Account IDs"
                placeholder={'One per line, or paste a CSV export\n557058:f58131cb-b67d-43c7-b30d-6b58d40bd077'}
                value={pasted}
                onChange={(event) => setDraft((current) => ({ ...current, pasted: event.target.value }))}
                multiline
                minRows={4}
                maxRows={10}
                helperText={`Up to ${SCAN_ACCOUNT_LIMIT.toLocaleString()} accounts in one scan.`}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>Account IDs from</Typography>
                <Chip
                  label={file.name}
                  onDelete={() => setDraft((current) => ({ ...current, file: null }))}
                  deleteIcon={<CloseOutlined aria-label={`Remove ${file.name}`} />}
                />
              </Stack>
            )}
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
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (chosen) void importFile(chosen);
                }}
              />
            </Stack>
            {fileProblem && <Alert severity="error">{fileProblem}</Alert>}
            {parse.kind === 'reading' && (
              <Stack spacing={0.5} role="status">
                <Typography color="text.secondary">Reading the list… {Math.round(parse.fraction * 100)}%</Typography>
                <LinearProgress variant="determinate" value={parse.fraction * 100} aria-label="Reading the list" />
              </Stack>
            )}
            {parsed && <AccountListSummary parsed={parsed} tooMany={tooMany} />}
          </Stack>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(problem)}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowOutlined />}
          sx={{ mt: 3 }}
          disabled={scope === null || start.isPending || check.isPending}
          onClick={begin}
        >
          {check.isPending ? 'Checking the list…' : start.isPending ? 'Starting the scan…' : 'Start scan'}
        </Button>
        <ConfirmDialog
          open={nobodyFound !== null}
          title="None of the checked accounts exist"
          confirmLabel="Scan anyway"
          onConfirm={() => {
            setNobodyFound(null);
            if (scope) start.mutate({ connectionId, scope });
          }}
          onClose={() => setNobodyFound(null)}
        >
          Orgdesk looked up {nobodyFound?.checked.toLocaleString()} of the {nobodyFound?.total.toLocaleString()} account IDs in this
          list, spread across it, and none of them exists in this organization. The list may come from another organization or be
          out of date, and a scan of it would find nothing.
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
