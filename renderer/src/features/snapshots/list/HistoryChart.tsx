import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { useMemo } from 'react';
import { snapshotKinds, type SnapshotKind } from '../../../../../app/contract/snapshots/format';
import { useChannelQuery } from '../../../api/hooks';
import { LoadErrorAlert } from '../../../shared/LoadErrorAlert';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { changesByDay } from './historyModel';

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const dayLabel = (iso: string) => dayFormat.format(new Date(iso));

/** The changes found between this site's snapshots, by day and kind: when the setup moved, and what moved. */
export function HistoryChart({ connectionId }: { connectionId: string }) {
  const { palette } = useTheme();
  const history = useChannelQuery('snapshots.history.get', { connectionId });
  const chart = useMemo(() => changesByDay(history.data?.points ?? [], dayLabel), [history.data]);
  if (history.isError) return <LoadErrorAlert error={history.error} what="The changes between snapshots could not be counted." onRetry={() => void history.refetch()} />;
  if (!history.data) return null;
  // One colour per kind wherever it shows, far enough apart to tell in both themes.
  const colors = rainbowSurgePalette(palette.mode);
  const colorOf = (kind: SnapshotKind) => colors[snapshotKinds.findIndex((entry) => entry.kind === kind) % colors.length];
  const summary = chart.days.map((day, index) => `${day}: ${chart.series.map((series) => `${series.data[index] ?? 0} ${series.title.toLowerCase()}`).join(', ')}`).join('; ');
  return (
    <Paper variant="outlined" component="figure" aria-label="Changes between snapshots, by day and kind" sx={{ m: 0, p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        Changes between snapshots, by day
      </Typography>
      {chart.series.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing changed between this site’s snapshots.
        </Typography>
      ) : (
        <>
          <BarChart
            height={220}
            xAxis={[{ scaleType: 'band', data: chart.days, categoryGapRatio: 0.6 }]}
            yAxis={[{ tickMinStep: 1, label: 'Changes', width: 56 }]}
            series={chart.series.map((series) => ({ data: series.data, label: series.title, stack: 'changes', color: colorOf(series.kind) }))}
            margin={{ left: 8, right: 16 }}
          />
          <Typography variant="caption" sx={visuallyHidden}>
            {summary}
          </Typography>
        </>
      )}
    </Paper>
  );
}
