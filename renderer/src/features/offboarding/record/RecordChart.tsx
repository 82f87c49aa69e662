import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { productWords } from '../shared/findingWords';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { countsByProduct, OUTCOMES, outcomeWords, type RecordStep } from './recordModel';

/** The record's steps by product, stacked by outcome, with the same counts in words for screen readers. */
export function RecordChart({ steps }: { steps: readonly RecordStep[] }) {
  const { palette } = useTheme();
  const rows = countsByProduct(steps);
  const colors = { done: palette.success.main, failed: palette.error.main, skipped: palette.warning.main, pending: palette.grey[500], rolledBack: palette.info.main };
  const shown = OUTCOMES.filter((outcome) => rows.some((row) => row.counts[outcome] > 0));
  const summary = rows.map((row) => `${productWords[row.product]}: ${shown.map((outcome) => `${row.counts[outcome]} ${outcomeWords[outcome].toLowerCase()}`).join(', ')}`).join('; ');
  return (
    <Paper variant="outlined" component="figure" aria-label="Steps by product and outcome" sx={{ m: 0, p: 2 }}>
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        Steps by product
      </Typography>
      <BarChart
        height={Math.max(160, rows.length * 44 + 80)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((row) => productWords[row.product]), width: 100 }]}
        xAxis={[{ tickMinStep: 1, label: 'Steps' }]}
        series={shown.map((outcome) => ({ data: rows.map((row) => row.counts[outcome]), label: outcomeWords[outcome], stack: 'steps', color: colors[outcome] }))}
        margin={{ left: 8, right: 24 }}
      />
      <Typography variant="caption" sx={visuallyHidden}>
        {summary}
      </Typography>
    </Paper>
  );
}
