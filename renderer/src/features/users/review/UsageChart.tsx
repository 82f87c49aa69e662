import { useTheme, type Palette } from '@mui/material/styles';
import { agreeing, plural } from '../../../../../app/contract/words';
import { BarChart } from '@mui/x-charts/BarChart';
import { memo } from 'react';
import { usageBucketLabels, usageBucketOrder, type UsageBucket, type UsageCounts } from '../../../../../app/contract/users/usage-buckets';
import { ChartCard } from './ChartCard';

/** Fresh use reads as healthy, long silence as a warning, never used as the strongest signal. */
function bucketColor(bucket: UsageBucket, palette: Palette): string {
  switch (bucket) {
    case 'today':
    case 'week':
    case 'month':
      return palette.success.main;
    case 'quarter':
    case 'year':
      return palette.warning.main;
    case 'older':
    case 'never':
      return palette.error.main;
  }
}

/** How many tokens were last used how long ago, counted by the core at the time of the scan. */
export const UsageChart = memo(function UsageChart({ counts }: { counts: UsageCounts }) {
  const { palette } = useTheme();
  const labels = usageBucketOrder.map((bucket) => usageBucketLabels[bucket]);
  const stale = counts.never + counts.older + counts.year;
  // The axis reaches past the longest bar, so the count written after it always has room ("28,140" too).
  const longest = Math.max(1, ...usageBucketOrder.map((bucket) => counts[bucket]));
  const total = usageBucketOrder.reduce((sum, bucket) => sum + counts[bucket], 0);
  const summary =
    total === 0
      ? 'No tokens found.'
      : `${stale.toLocaleString()} of ${plural(total, 'token')} (${Math.round((stale / total) * 100)}%) ${agreeing(stale, 'was', 'were')} never used or not used for over three months.`;
  return (
    <ChartCard title="When tokens were last used" summary={summary}>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: labels,
            colorMap: { type: 'ordinal', values: labels, colors: usageBucketOrder.map((bucket) => bucketColor(bucket, palette)) },
            width: 132,
            tickLabelStyle: { fontSize: 13 },
          },
        ]}
        xAxis={[{ label: 'Tokens', max: Math.ceil(longest * 1.18) }]}
        series={[{ data: usageBucketOrder.map((bucket) => counts[bucket]), label: 'Tokens', barLabel: 'value', barLabelPlacement: 'outside' }]}
        hideLegend
        margin={{ left: 8, right: 32 }}
      />
    </ChartCard>
  );
});
