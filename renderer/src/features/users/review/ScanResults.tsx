import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { TokenRef } from '../../../../../app/contract/users/token-review.channels';
import type { Output } from '../../../../../app/contract';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useStagedReveal } from '../../../shared/useStagedReveal';
import { refOf, rowIdOf, toReviewRows, type ReviewRow } from '../reviewRows';
import { emptySelection, explicitSelection, selectedRows } from '../selection';
import { useCsvExport } from '../../../shared/useCsvExport';
import { LoadingBar } from '../../../shared/LoadingBar';
import { defaultFilterControls, filterTokens, toTokenFilter, type FilterControls } from '../tokenFilters';
import { isFiltering } from '../../../../../app/contract/users/token-filter';
import { BulkRevokeDialog } from './BulkRevokeDialog';
import { ExpiryChart } from './ExpiryChart';
import { PersonTotalsTable } from './PersonTotalsTable';
import { ReviewFilters } from './ReviewFilters';
import { ReviewTable } from './ReviewTable';
import { SummaryTiles } from './SummaryTiles';
import { UsageChart } from './UsageChart';
import { plural } from '../../../../../app/contract/words';

/** The contract's cap on one dry run. */
const MAX_REVOKE = 30_000;

const rowIdOfRow = (row: ReviewRow) => row.rowId;

interface Props {
  connectionId: string;
  jobId: string;
  result: Output<'users.tokenScan.get'>;
}

export function ScanResults({ connectionId, jobId, result }: Props) {
  // "Now" is the moment of the scan: ages and countdowns then agree with the data, however long the page stays open.
  const nowMs = useMemo(() => Date.parse(result.scannedAt), [result.scannedAt]);
  const allRows = useMemo(() => toReviewRows(result.tokens, nowMs), [result.tokens, nowMs]);
  // Tokens revoked here stay off the screen until the scan result, read again after the revoke job, leaves them out too.
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => (revoked.size === 0 ? allRows : allRows.filter((row) => !revoked.has(row.rowId))), [allRows, revoked]);
  const hidesRevoked = rows.length !== allRows.length;

  const [controls, setControls] = useState(defaultFilterControls);
  const text = useDebouncedValue(controls.text, 250);
  // The filter bar answers at once; the table follows as soon as it can (it may hold 30,000 rows).
  const filter = useDeferredValue(useMemo(() => toTokenFilter({ ...controls, text }), [controls, text]));
  const shown = useMemo(() => filterTokens(rows, filter, nowMs), [rows, filter, nowMs]);
  const filtering = isFiltering(filter);

  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  // A selection belongs to the filters it was made under: when the admin changes them, it starts again
  // from nothing (a tick made after the change, while the table catches up, is kept).
  const changeControls = useCallback((next: FilterControls) => {
    setControls(next);
    setSelection(emptySelection);
  }, []);
  const changeSelection = useCallback((model: GridRowSelectionModel) => setSelection(explicitSelection(model, shown, rowIdOfRow)), [shown]);
  const chosen = useMemo(() => selectedRows(selection, shown, rowIdOfRow), [selection, shown]);
  const selectAllShown = useCallback(() => setSelection({ type: 'include', ids: new Set(shown.map(rowIdOfRow)) }), [shown]);
  const [revoking, setRevoking] = useState<TokenRef[] | null>(null);
  const exportCsv = useCsvExport('users.tokenScan.exportCsv');

  const closeRevoke = useCallback((done: TokenRef[]) => {
    setRevoking(null);
    if (done.length === 0) return;
    setRevoked((current) => new Set([...current, ...done.map(rowIdOf)]));
    setSelection(emptySelection);
  }, []);

  // Tiles first, then the charts, the people, the filters and the table of every token, each in its own turn.
  const parts = useStagedReveal(5);

  return (
    <Stack spacing={3}>
      <SummaryTiles rows={rows} />
      {parts >= 2 && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}>
          <UsageChart tokens={rows} nowMs={nowMs} />
          <ExpiryChart tokens={rows} nowMs={nowMs} />
        </Box>
      )}
      {parts >= 3 && <PersonTotalsTable rows={rows} />}
      {parts < 4 && <LoadingBar active label="Drawing the charts and tables" />}
      {parts >= 4 && (
        <Card component="section" aria-labelledby="all-tokens-title">
          <CardContent sx={{ p: 3 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="h3" id="all-tokens-title">
                  Every token
                </Typography>
                <Typography color="text.secondary" role="status">
                  {filtering
                    ? `${shown.length.toLocaleString('en')} of ${plural(rows.length, 'token')} match the filters`
                    : plural(rows.length, 'token')}
                  {chosen.length > 0 && ` · ${chosen.length.toLocaleString()} selected`}
                </Typography>
                {/* The header checkbox takes the page on screen; these reach every row the filters let through. */}
                {chosen.length > 0 && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {chosen.length < shown.length && (
                      <Button size="small" onClick={selectAllShown}>
                        {filtering ? `Select all ${plural(shown.length, 'matching token')}` : `Select all ${plural(shown.length, 'token')}`}
                      </Button>
                    )}
                    <Button size="small" onClick={() => setSelection(emptySelection)}>
                      Clear selection
                    </Button>
                  </Stack>
                )}
              </Box>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined />}
                disabled={exportCsv.isPending || shown.length === 0}
                // The core applies the filters itself (a filter of a large scan can match far more rows than a
                // message should name); after a revoke, until the scan is read again, the rows on screen are named.
                onClick={() => exportCsv.run({ connectionId, jobId, ...(filtering ? { filter } : hidesRevoked ? { tokens: shown.map(refOf) } : {}) })}
              >
                {filtering ? 'Export these rows as CSV' : 'Export all as CSV'}
              </Button>
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteSweepOutlined />}
                disabled={chosen.length === 0 || chosen.length > MAX_REVOKE}
                onClick={() => setRevoking(chosen.map(refOf))}
              >
                Revoke selected…
              </Button>
            </Stack>
            {chosen.length > MAX_REVOKE && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Select at most {MAX_REVOKE.toLocaleString()} tokens at once. Narrow the filters and revoke in several rounds.
              </Alert>
            )}
            <Box sx={{ mb: 2 }}>
              <ReviewFilters value={controls} onChange={changeControls} />
            </Box>
            {parts >= 5 ? (
              <ReviewTable rows={shown} nowMs={nowMs} selection={selection} onSelectionChange={changeSelection} filtered={filtering} />
            ) : (
              <LoadingBar active label="Drawing the table of every token" />
            )}
          </CardContent>
        </Card>
      )}
      {revoking && <BulkRevokeDialog connectionId={connectionId} tokens={revoking} onClose={closeRevoke} />}
    </Stack>
  );
}
