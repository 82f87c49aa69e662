import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { REPORT_FLAG_WORDS, type ReportFlag, type ReportRow, type RestrictedPagesReport } from '../../../../../app/contract/confluence/access.channels';
import { agreeing, plural } from '../../../../../app/contract/words';
import { SearchField } from '../../../shared/SearchField';
import { useCsvExport } from '../../../shared/useCsvExport';
import { useStagedReveal } from '../../../shared/useStagedReveal';
import { RestrictedPagesChart } from './RestrictedPagesChart';
import { FLAGS, filterRows, flagCounts } from './reportFilters';
import { ReportTable } from './ReportTable';

const NO_ROWS: ReportRow[] = [];

/**
 * A finished report: what it found in a sentence, a chart of where the restricted pages are, then filters and
 * every page. They are drawn one after another (the filters, the table empty, then its rows), so the window answers
 * between them instead of laying out the whole report in one long task.
 */
export function ReportView({ connectionId, jobId, report }: { connectionId: string; jobId: string; report: RestrictedPagesReport }) {
  const shown = useStagedReveal(5);
  const [chosen, setChosen] = useState<Set<ReportFlag>>(new Set());
  const [text, setText] = useState('');
  const csv = useCsvExport('confluence.restrictedPages.exportCsv', { one: 'page', many: 'pages' });
  const rows = useMemo(() => filterRows(report.rows, chosen, text), [report, chosen, text]);
  const counts = useMemo(() => flagCounts(report.rows), [report]);
  const toggle = (flag: ReportFlag) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(flag)) next.delete(flag);
      else next.add(flag);
      return next;
    });

  return (
    <Stack spacing={2}>
      {report.state === 'stopped' && <Alert severity="warning">The report stopped before the end: it covers the {plural(report.pagesRead, 'page')} read so far.</Alert>}
      {report.home?.restricted === true && (
        <Alert severity="error">The home page “{report.home.title}” is view-restricted: everyone it leaves out cannot see any page of {report.spaceName}.</Alert>
      )}
      <Typography aria-live="polite" data-testid="report-summary">
        {`${plural(report.pagesRead, 'page')} read in ${report.spaceName}; ${report.rows.length.toLocaleString('en')} ${agreeing(report.rows.length, 'has', 'have')} a finding.`}
      </Typography>
      {shown >= 2 && report.rows.length > 0 && <RestrictedPagesChart report={report} />}
      {shown >= 3 && (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Show only pages that">
            {FLAGS.map((flag) => (
              <Chip
                key={flag}
                label={`${REPORT_FLAG_WORDS[flag]} (${counts[flag].toLocaleString('en')})`}
                color={chosen.has(flag) ? 'primary' : 'default'}
                variant={chosen.has(flag) ? 'filled' : 'outlined'}
                onClick={() => toggle(flag)}
                aria-pressed={chosen.has(flag)}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <SearchField label="Filter by page or section" value={text} onChange={(event) => setText(event.target.value)} size="small" sx={{ minWidth: 280 }} />
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => csv.run({ connectionId, jobId })} disabled={csv.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              Save as CSV
            </Button>
          </Stack>
          {shown >= 4 && <ReportTable rows={shown >= 5 ? rows : NO_ROWS} loading={shown < 5} principals={report.principals} empty={report.rows.length === 0 ? 'No page of this space is restricted.' : 'No page matches these filters.'} />}
        </>
      )}
    </Stack>
  );
}
