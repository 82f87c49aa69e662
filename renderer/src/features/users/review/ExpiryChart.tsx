import ToggleButton from '@mui/material/ToggleButton';
import { agreeing, plural } from '../../../../../app/contract/words';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { memo, useMemo, useState } from 'react';
import { expiryTimeline, type TimelineStep } from '../expiryTimeline';
import type { ExpiryCounts } from '../../../../../app/contract/users/expiry-counts';
import { ChartCard } from './ChartCard';

/** Expiries over the next twelve months, the busiest month or week in a warning colour. */
export const ExpiryChart = memo(function ExpiryChart({ counts, nowMs }: { counts: ExpiryCounts; nowMs: number }) {
  const { palette } = useTheme();
  const [step, setStep] = useState<TimelineStep>('month');
  const timeline = useMemo(() => expiryTimeline(counts, nowMs, step), [counts, nowMs, step]);
  const labels = timeline.slots.map((slot) => slot.label);
  const longLabels = new Map(timeline.slots.map((slot) => [slot.label, slot.longLabel]));
  const peak = timeline.peak;
  const colors = timeline.slots.map((slot) => (slot === peak ? palette.error.main : alpha(palette.primary.main, 0.55)));
  const summary = peak
    ? `${peak.count.toLocaleString()} of the ${plural(timeline.total, 'token')} that expire within a year ${agreeing(peak.count, 'expires', 'expire')} in ${peak.longLabel}, more than in any other ${step}. Plan replacements before then.`
    : 'No token expires in the next twelve months.';
  return (
    <ChartCard
      title="Expiries in the next 12 months"
      summary={summary}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={step}
          onChange={(_event, value: TimelineStep | null) => value && setStep(value)}
          aria-label="Group expiries by"
        >
          <ToggleButton value="month">Months</ToggleButton>
          <ToggleButton value="week">Weeks</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            // Labels are unique within a year (52 weekly starts span 357 days), so they can key the colours.
            colorMap: { type: 'ordinal', values: labels, colors },
            valueFormatter: (value: string, context) => (context.location === 'tick' ? value : (longLabels.get(value) ?? value)),
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        yAxis={[{ label: 'Tokens expiring', width: 56 }]}
        series={[{ data: timeline.slots.map((slot) => slot.count), label: 'Tokens expiring' }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
});
