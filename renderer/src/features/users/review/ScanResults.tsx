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
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { REVOKE_LIMIT } from '../../../../../app/contract/users/token-review.channels';
import type { Output } from '../../../../../app/contract';
import { isFiltering, type TokenFilter } from '../../../../../app/contract/users/token-filter';
import { plural } from '../../../../../app/contract/words';
import { useChannelQuery } from '../../../api/hooks';
import { useCorePagedGrid } from '../../../shared/corePagedGrid';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useStagedReveal } from '../../../shared/useStagedReveal';
import { LoadingBar } from '../../../shared/LoadingBar';
import { refOf, toReviewRows } from '../reviewRows';
import { defaultFilterControls, toTokenFilter } from '../tokenFilters';
import { afterTicks, everyMatch, gridSelection, noTokens, selectedCount, type TokenSelection } from '../tokenSelection';
import { BulkRevokeDialog, type RevokeAsk } from './BulkRevokeDialog';
import { ExpiryChart } from './ExpiryChart';
import { PersonTotalsTable } from './PersonTotalsTable';
import { ReviewFilters } from './ReviewFilters';
import { ReviewTable, tokenSortFields } from './ReviewTable';
import { SummaryTiles } from './SummaryTiles';
import { UsageChart } from './UsageChart';

interface Props {
  connectionId: string;
  jobId: string;
  result: Output<'users.tokenScan.get'>;
}

/**
 * What a scan found: totals and charts the core counted, the people with tokens and the table of every
 * token, both a page at a time from the core, and a revoke of what the admin ticks or of every match.
 */
export function ScanResults({ connectionId, jobId, result }: Props) {
  // "Now" is the moment of the scan: ages and countdowns then agree with the data, however long the page stays open.
  const nowMs = useMemo(() => Date.parse(result.scannedAt), [result.scannedAt]);
  const { overview } = result;

  const [controls, changeControls] = useState(defaultFilterControls);
  const text = useDebouncedValue(controls.text, 250);
  // One object per distinct filter: typing ahead of the debounced search changes the controls, not the filter.
  const filterKey = JSON.stringify(toTokenFilter({ ...controls, text }));
  const filter = useMemo(() => JSON.parse(filterKey) as TokenFilter, [filterKey]);
  const filtering = isFiltering(filter);
  const paging = useCorePagedGrid({
    sortFields: tokenSortFields,
    initialSort: [{ field: 'lastUsedMs', sort: 'asc' }],
    pageSize: 100,
    pageSizeOptions: [25, 50, 100],
    resetOn: filter,
  });
  const page = useChannelQuery('users.tokenScan.listTokens', { connectionId, jobId, filter, ...paging.ask }, { placeholderData: keepPreviousData });
  const rows = useMemo(() => toReviewRows(page.data?.rows ?? [], nowMs), [page.data, nowMs]);
  const pageRows = useMemo(() => rows.map((row) => ({ rowId: row.rowId, ref: refOf(row) })), [rows]);
  // How many rows the filters match, kept while other pages of the same filters load; unknown (null) from a
  // change of filters until the core answers for them, so no count of the previous filters is shown as theirs.
  const [count, setCount] = useState<{ filter: TokenFilter; matching: number } | null>(null);
  const answered = page.data !== undefined && !page.isPlaceholderData ? page.data.matching : null;
  useEffect(() => {
    if (answered !== null) setCount({ filter, matching: answered });
  }, [answered, filter]);
  const matching = count?.filter === filter ? count.matching : answered;

  // A selection belongs to the filters it was made under: under other filters (a search typed since, even
  // before it applies) it is no selection at all, so "every match" never grows to another filter's matches.
  const [ticked, setTicked] = useState<{ filter: TokenFilter; selection: TokenSelection }>({ filter, selection: noTokens });
  const selection = ticked.filter === filter ? ticked.selection : noTokens;
  const changeSelection = useCallback(
    (next: (current: TokenSelection) => TokenSelection) => setTicked((current) => ({ filter, selection: next(current.filter === filter ? current.selection : noTokens) })),
    [filter],
  );
  // Rows still shown from the previous filters while the new ones load take no ticks.
  const tick = useCallback(
    (model: GridRowSelectionModel) => {
      if (matching !== null) changeSelection((current) => afterTicks(current, model, pageRows));
    },
    [changeSelection, matching, pageRows],
  );
  const gridTicks = useMemo(() => gridSelection(selection, pageRows), [selection, pageRows]);
  const chosen = selectedCount(selection, matching ?? 0);
  const [revoking, setRevoking] = useState<RevokeAsk | null>(null);
  const exportCsv = useCsvExport('users.tokenScan.exportCsv');

  const startRevoke = () =>
    setRevoking(
      selection.kind === 'some'
        ? { count: chosen, pick: { tokens: [...selection.refs.values()] } }
        : { count: chosen, pick: { matching: { jobId, filter, except: [...selection.except.values()] } } },
    );
  const closeRevoke = useCallback(() => {
    setRevoking(null);
    changeSelection(() => noTokens);
  }, [changeSelection]);

  // Tiles first, then each chart, the people and the table of every token, each in its own turn: drawn in one
  // go they held the window for a quarter of a second.
  const parts = useStagedReveal(6);

  return (
    <Stack spacing={3}>
      <SummaryTiles overview={overview} />
      {parts >= 2 && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}>
          <UsageChart counts={overview.usage} />
          {parts >= 3 && <ExpiryChart counts={overview.expiry} nowMs={nowMs} />}
        </Box>
      )}
      {parts >= 4 && <PersonTotalsTable connectionId={connectionId} jobId={jobId} people={overview.people} />}
      {parts < 5 && <LoadingBar active label="Drawing the charts and tables" />}
      {parts >= 5 && (
        <Card component="section" aria-labelledby="all-tokens-title">
          <CardContent sx={{ p: 3 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="h3" id="all-tokens-title">
                  Every token
                </Typography>
                <Typography color="text.secondary" role="status">
                  {!filtering
                    ? plural(overview.tokens, 'token')
                    : matching === null
                      ? 'Applying the filters…'
                      : `${matching.toLocaleString('en')} of ${plural(overview.tokens, 'token')} match the filters`}
                  {chosen > 0 && ` · ${chosen.toLocaleString('en')} selected`}
                </Typography>
                {/* The header box ticks the page shown; these reach every row the filters let through, on every page. */}
                {chosen > 0 && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {matching !== null && chosen < matching && (
                      <Button size="small" onClick={() => changeSelection(() => everyMatch)}>
                        {filtering ? `Select all ${plural(matching, 'matching token')}` : `Select all ${plural(matching, 'token')}`}
                      </Button>
                    )}
                    <Button size="small" onClick={() => changeSelection(() => noTokens)}>
                      Clear selection
                    </Button>
                  </Stack>
                )}
              </Box>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined />}
                disabled={exportCsv.isPending || matching === 0}
                // The core applies the filters itself: the window never holds more than a page of the rows.
                onClick={() => exportCsv.run({ connectionId, jobId, ...(filtering ? { filter } : {}) })}
              >
                {filtering ? 'Export these rows as CSV' : 'Export all as CSV'}
              </Button>
              <Button variant="contained" color="error" startIcon={<DeleteSweepOutlined />} disabled={chosen === 0 || chosen > REVOKE_LIMIT} onClick={startRevoke}>
                Revoke selected…
              </Button>
            </Stack>
            {chosen > REVOKE_LIMIT && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Select at most {REVOKE_LIMIT.toLocaleString('en')} tokens at once. Narrow the filters and revoke in several rounds.
              </Alert>
            )}
            <Box sx={{ mb: 2 }}>
              <ReviewFilters value={controls} onChange={changeControls} />
            </Box>
            <LoadErrorAlert error={page.error} what="The tokens could not be read." onRetry={() => void page.refetch()} sx={{ mb: 2 }} />
            {parts >= 6 ? (
              <ReviewTable
                rows={rows}
                paging={paging.grid(page.data && { page: page.data.page, rowCount: page.data.matching })}
                loading={page.isPending || page.isPlaceholderData}
                nowMs={nowMs}
                selection={gridTicks}
                onSelectionChange={tick}
                filtered={filtering}
              />
            ) : (
              <LoadingBar active label="Drawing the table of every token" />
            )}
          </CardContent>
        </Card>
      )}
      {revoking && <BulkRevokeDialog connectionId={connectionId} ask={revoking} onClose={closeRevoke} />}
    </Stack>
  );
}
